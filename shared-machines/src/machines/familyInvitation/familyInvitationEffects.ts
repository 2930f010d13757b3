import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { AuthPort, DatabasePort } from '../../ports/backendPorts';
import {
  circleMemberPath,
  invitationPath,
  invitationRecord,
  joinCirclePatch,
} from '../../domain/familyCircle';
import { invitationCodeHash, newInvitationCode } from '../../domain/invitationCode';
import {
  familyInvitationMachine,
  type FamilyInvitationEvent,
  type IssuedInvitation,
} from './familyInvitationMachine';
import {
  invitationAcceptanceMachine,
  type InvitationRead,
  type JoinRequest,
} from './invitationAcceptanceMachine';

/**
 * The person's (or her carer's) invitation against the database: `writerUid` is the signed-in account
 * that makes it (the rules require `invitedBy` to be it).
 */
export function provideFamilyInvitationEffects(
  database: DatabasePort,
  writerUid: string,
  options: { readonly newCode?: () => string } = {},
) {
  const newCode = options.newCode ?? (() => newInvitationCode());
  return familyInvitationMachine.provide({
    actors: {
      issueInvitation: fromPromise<
        IssuedInvitation,
        { readonly personUid: string; readonly email: string }
      >(async ({ input }) => {
        const code = newCode();
        const codeHash = await invitationCodeHash(code);
        await database.set(
          invitationPath(codeHash),
          invitationRecord(input.personUid, input.email, writerUid),
        );
        const createdAt = await database.get(`${invitationPath(codeHash)}/createdAt`);
        return { code, codeHash, createdAt: typeof createdAt === 'number' ? createdAt : 0 };
      }),
      watchInvitation: fromCallback<EventObject, { readonly codeHash: string }>(
        ({ sendBack, input }) => {
          let reported = false;
          const report = (event: FamilyInvitationEvent) => {
            if (reported) return;
            reported = true;
            sendBack(event);
          };
          return database.subscribe(invitationPath(input.codeHash), (value) => {
            if (value === null) return report({ type: 'INVITATION.GONE' });
            const { usedBy, person } = value as { usedBy?: unknown; person?: unknown };
            if (typeof usedBy !== 'string' || typeof person !== 'string') return;
            void database
              .get(`${circleMemberPath(person, usedBy)}/name`)
              .catch(() => null)
              .then((name) =>
                report({
                  type: 'INVITATION.ACCEPTED',
                  relativeName: typeof name === 'string' ? name : '',
                }),
              );
          });
        },
      ),
      revokeInvitation: fromPromise<void, { readonly codeHash: string }>(({ input }) =>
        database.remove(invitationPath(input.codeHash)),
      ),
    },
  });
}

/**
 * The relative's acceptance against the backend: her account is created through the invitation
 * (signed in by it), then she joins the circle in one update. `now` is this device's clock, for the
 * screen's early answer only (the rules judge with the server's).
 */
export function provideInvitationAcceptanceEffects(
  backend: { readonly auth: AuthPort; readonly database: DatabasePort },
  options: { readonly now?: () => number } = {},
) {
  const now = options.now ?? (() => Date.now());
  return invitationAcceptanceMachine.provide({
    actors: {
      readInvitation: fromPromise<InvitationRead, { readonly code: string }>(async ({ input }) => {
        // Read signed out: an invitation is readable by whoever has its code (docs/family-circle.md).
        const codeHash = await invitationCodeHash(input.code);
        const invitation = await backend.database.get(invitationPath(codeHash));
        return { codeHash, invitation, now: now() };
      }),
      joinCircle: fromPromise<void, JoinRequest>(async ({ input }) => {
        const { account } = input;
        const user = await backend.auth.signUpWithEmail(
          account.name.trim(),
          account.email.trim(),
          account.password,
        );
        await backend.database.update(
          '',
          joinCirclePatch({
            relativeUid: user.uid,
            relativeName: account.name.trim(),
            personUid: input.personUid,
            codeHash: input.codeHash,
            firstCircle: true,
          }),
        );
      }),
    },
  });
}
