import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { AuthPort, DatabasePort } from '../../ports/backendPorts';
import {
  circleMemberPath,
  invitationPath,
  invitationRecord,
  joinCirclePatch,
} from '../../domain/familyCircle';
import { invitationCodeHash, newInvitationCode } from '../../domain/invitationCode';
import { memberPath } from '../../domain/account';
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
 * that makes it (the rules require `invitedBy` to be it). The invitation carries the person's registered
 * name, read from `members/{person}/name` (she and her carers may read it; the rules compare the two).
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
        const personName = await database.get(`${memberPath(input.personUid)}/name`);
        await database.set(
          invitationPath(codeHash),
          invitationRecord({
            personUid: input.personUid,
            personName: typeof personName === 'string' ? personName : '',
            email: input.email,
            invitedBy: writerUid,
          }),
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

/** Reads an invitation by its code: signed out too, as whoever has its code may (docs/family-circle.md). */
function invitationReader(database: DatabasePort, now: () => number) {
  return fromPromise<InvitationRead, { readonly code: string }>(async ({ input }) => {
    const codeHash = await invitationCodeHash(input.code);
    const invitation = await database.get(invitationPath(codeHash));
    return { codeHash, invitation, now: now() };
  });
}

/**
 * The relative's acceptance against the backend, signed out: her account is created through the
 * invitation (signed in by it), then she joins the circle in one update. `now` is this device's clock,
 * for the screen's early answer only (the rules judge with the server's).
 */
export function provideInvitationAcceptanceEffects(
  backend: { readonly auth: AuthPort; readonly database: DatabasePort },
  options: { readonly now?: () => number } = {},
) {
  const now = options.now ?? (() => Date.now());
  // The account this acceptance made, when its join then failed (the network, a code revoked
  // meanwhile): trying again with the same e-mail joins with it rather than asking the identity
  // service for it twice, which would answer that the e-mail is in use.
  let made: { readonly email: string; readonly uid: string } | null = null;
  return invitationAcceptanceMachine.provide({
    actors: {
      readInvitation: invitationReader(backend.database, now),
      joinCircle: fromPromise<void, JoinRequest>(async ({ input }) => {
        if (input.account === null) throw new Error('A new account needs its fields.');
        const { account } = input;
        const email = account.email.trim();
        const uid =
          made?.email === email
            ? made.uid
            : (await backend.auth.signUpWithEmail(account.name.trim(), email, account.password))
                .uid;
        made = { email, uid };
        await backend.database.update(
          '',
          joinCirclePatch({
            relativeUid: uid,
            relativeName: account.name.trim(),
            personUid: input.personUid,
            personName: input.personName,
            codeHash: input.codeHash,
            firstCircle: true,
          }),
        );
      }),
    },
  });
}

/**
 * A relative already signed in (`relatives/{uid}` exists, under her registered `name`) joining one
 * more circle with a new invitation: the same update, without an account to create.
 */
export function provideSignedInJoinEffects(
  database: DatabasePort,
  relative: { readonly uid: string; readonly name: string },
  options: { readonly now?: () => number } = {},
) {
  const now = options.now ?? (() => Date.now());
  return invitationAcceptanceMachine.provide({
    actors: {
      readInvitation: invitationReader(database, now),
      joinCircle: fromPromise<void, JoinRequest>(({ input }) =>
        database.update(
          '',
          joinCirclePatch({
            relativeUid: relative.uid,
            relativeName: relative.name,
            personUid: input.personUid,
            personName: input.personName,
            codeHash: input.codeHash,
            firstCircle: false,
          }),
        ),
      ),
    },
  });
}
