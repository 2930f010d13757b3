import { fromCallback, fromPromise } from 'xstate';
import { accountFrom, carerPath, memberPath } from '../../domain/account';
import type { AuthUser, BackendPorts } from '../../ports/backendPorts';
import { addressCodeCandidates } from '../../routes/routeTable';
import { registrationCodePath } from '../registration/registrationEffects';
import { authMachine, type AddressCodeInput, type AuthEvent } from './authMachine';

/** Where this tab remembers the association's code its addresses carried (sessionStorage: this tab only). */
export const rememberedCodeKey = 'amparo.addressCode';

export interface AuthEffectOptions {
  /** After a sign-out the person chose (root-config: go to the association's public site). */
  readonly leaveAfterSignOut?: () => void;
  /** Only the password-change result is logged (docs/product.md: Failures: what is said and what is logged). */
  readonly log?: (message: string, detail?: unknown) => void;
  /** Where the verified code is remembered for a reload (root-config: sessionStorage); none: not remembered. */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** The first candidate that `registrationCodes/{code}` confirms, or null; a refused or failed read is no code. */
async function firstValidCode(
  backend: BackendPorts,
  candidates: readonly string[],
): Promise<string | null> {
  for (const code of candidates) {
    try {
      if ((await backend.database.get(registrationCodePath(code))) === true) return code;
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
  const rememberedCode = (): string | null => {
    try {
      return storage?.getItem(rememberedCodeKey) ?? null;
    } catch {
      return null;
    }
  };
  return authMachine.provide({
    actors: {
      observeAuth: fromCallback<AuthEvent>(({ sendBack }) =>
        backend.auth.onAuthStateChanged((user) => sendBack({ type: 'AUTH.CHANGED', user })),
      ),
      // Both nodes are followed live; the account is reported once both have answered, then on every change.
      watchAccount: fromCallback<AuthEvent, { readonly uid: string }>(({ sendBack, input }) => {
        const answers: { carer?: unknown; member?: unknown } = {};
        const report = () => {
          if ('carer' in answers && 'member' in answers)
            sendBack({
              type: 'ACCOUNT.CHANGED',
              account: accountFrom(answers.carer, answers.member),
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
        return () => {
          stopCarer();
          stopMember();
        };
      }),
      checkAddressCodes: fromPromise<string | null, AddressCodeInput>(({ input }) => {
        const candidates = addressCodeCandidates(input.pathname);
        const remembered = input.remembered ? rememberedCode() : null;
        if (remembered !== null && !candidates.includes(remembered)) candidates.push(remembered);
        return firstValidCode(backend, candidates);
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
        if (params.ok) log('Palavra-passe alterada.');
        else log('Não foi possível alterar a palavra-passe.', params.error);
      },
      rememberAddressCode: (_, params) => {
        if (params.code === null) return;
        try {
          storage?.setItem(rememberedCodeKey, params.code);
        } catch {
          // Storage full or refused: the code is simply checked again from the next address.
        }
      },
      forgetAddressCode: () => {
        try {
          storage?.removeItem(rememberedCodeKey);
        } catch {
          // Nothing was remembered.
        }
      },
    },
  });
}
