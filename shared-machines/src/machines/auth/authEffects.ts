import { fromCallback, fromPromise } from 'xstate';
import { accountFrom, carerPath, memberPath } from '../../domain/account';
import { relativePath } from '../../domain/familyCircle';
import type { AuthUser, BackendPorts } from '../../ports/backendPorts';
import { authTexts } from '../../texts/authTexts';
import { associationCodeCandidates } from '../../routes/routeTable';
import { associationCodeEntryPath } from '../registration/registrationEffects';
import { authMachine, type AssociationCodeCheckInput, type AuthEvent } from './authMachine';

/**
 * Where this tab remembers the association's code its addresses carried (sessionStorage: this tab only).
 * The key's text is older than the name `associationCode` and stays as it is, so open tabs keep theirs.
 */
export const rememberedAssociationCodeKey = 'amparo.addressCode';

export interface AuthEffectOptions {
  /** After a sign-out the person chose (root-config: go to the association's public site). */
  readonly leaveAfterSignOut?: () => void;
  /** Only the password-change result is logged (docs/product.md: Failures: what is said and what is logged). */
  readonly log?: (message: string, detail?: unknown) => void;
  /** Where the verified association's code is remembered for a reload (root-config: sessionStorage); none: not remembered. */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** The first candidate that `registrationCodes/{code}` confirms, or null; a refused or failed read is no code. */
async function firstValidAssociationCode(
  backend: BackendPorts,
  candidates: readonly string[],
): Promise<string | null> {
  for (const candidate of candidates) {
    try {
      if ((await backend.database.get(associationCodeEntryPath(candidate))) === true)
        return candidate;
    } catch {
      // Not a code this session may check (or the database could not answer): try the next one.
    }
  }
  return null;
}

/** The auth machine with its effects running against the backend ports. */
export function provideAuthEffects(backend: BackendPorts, options: AuthEffectOptions = {}) {
  const log =
    options.log ?? ((message: string, detail?: unknown) => console.info(message, detail ?? ''));
  const storage = options.storage;
  const rememberedAssociationCode = (): string | null => {
    try {
      return storage?.getItem(rememberedAssociationCodeKey) ?? null;
    } catch {
      return null;
    }
  };
  return authMachine.provide({
    actors: {
      observeAuth: fromCallback<AuthEvent>(({ sendBack }) =>
        backend.auth.onAuthStateChanged((user) => sendBack({ type: 'AUTH.CHANGED', user })),
      ),
      // The three nodes are followed live; the account is reported once all have answered, then on every change.
      watchAccount: fromCallback<AuthEvent, { readonly uid: string }>(({ sendBack, input }) => {
        const answers: { carer?: unknown; member?: unknown; relative?: unknown } = {};
        const report = () => {
          if ('carer' in answers && 'member' in answers && 'relative' in answers)
            sendBack({
              type: 'ACCOUNT.CHANGED',
              account: accountFrom(answers.carer, answers.member, answers.relative),
            });
        };
        const failed = (error: unknown) => sendBack({ type: 'ACCOUNT.FAILED', error });
        const stopCarer = backend.database.subscribe(
          carerPath(input.uid),
          (value) => {
            answers.carer = value;
            report();
          },
          failed,
        );
        const stopMember = backend.database.subscribe(
          memberPath(input.uid),
          (value) => {
            answers.member = value;
            report();
          },
          failed,
        );
        const stopRelative = backend.database.subscribe(
          relativePath(input.uid),
          (value) => {
            answers.relative = value;
            report();
          },
          failed,
        );
        return () => {
          stopCarer();
          stopMember();
          stopRelative();
        };
      }),
      checkAssociationCodes: fromPromise<string | null, AssociationCodeCheckInput>(({ input }) => {
        const candidates = associationCodeCandidates(input.pathname);
        const remembered = input.remembered ? rememberedAssociationCode() : null;
        if (remembered !== null && !candidates.includes(remembered)) candidates.push(remembered);
        return firstValidAssociationCode(backend, candidates);
      }),
      signInWithGoogle: fromPromise<AuthUser, void>(() => backend.auth.signInWithGoogle()),
      sendPasswordReset: fromPromise<void, { readonly email: string }>(({ input }) =>
        backend.auth.sendPasswordReset(input.email),
      ),
      updatePassword: fromPromise<void, { readonly password: string }>(({ input }) =>
        backend.auth.updatePassword(input.password),
      ),
      signOut: fromPromise<void, void>(() => backend.auth.signOut()),
    },
    actions: {
      leaveAfterSignOut: () => options.leaveAfterSignOut?.(),
      logPasswordUpdate: (_, params) => {
        if (params.ok) log(authTexts.log.passwordChanged);
        else log(authTexts.log.passwordNotChanged, params.error);
      },
      rememberAssociationCode: (_, params) => {
        if (params.associationCode === null) return;
        try {
          storage?.setItem(rememberedAssociationCodeKey, params.associationCode);
        } catch {
          // Storage full or refused: the association's code is simply checked again from the next address.
        }
      },
      forgetAssociationCode: () => {
        try {
          storage?.removeItem(rememberedAssociationCodeKey);
        } catch {
          // Nothing was remembered.
        }
      },
    },
  });
}
