import { useSelector } from '@xstate/react';
import type {
  AccountFieldErrors,
  ConsentFieldErrors,
  ConsentForm,
  RegistrationField,
  RegistrationSnapshot,
} from '@amparo/shared-machines';
import { useServices } from '@amparo/shared-ui';
import { registrationActorFor } from './registrationSession';

export type RegistrationStatus =
  'checking' | 'invalidCode' | 'unreachable' | 'editing' | 'submitting' | 'succeeded';

export interface RegistrationFlow {
  readonly status: RegistrationStatus;
  /** The whole form's error. */
  readonly error: string | null;
  /** The account fields' refusals, one message per field. */
  readonly fieldErrors: AccountFieldErrors;
  readonly consentErrors: ConsentFieldErrors;
  readonly submit: (name: string, email: string, password: string, consent: ConsentForm) => void;
  readonly retry: () => void;
  readonly fieldChanged: (field: RegistrationField) => void;
}

function statusOf(snapshot: RegistrationSnapshot): RegistrationStatus {
  if (snapshot.hasTag('invalidCode')) return 'invalidCode';
  if (snapshot.hasTag('unreachable')) return 'unreachable';
  if (snapshot.hasTag('editing')) return 'editing';
  if (snapshot.hasTag('submitting')) return 'submitting';
  if (snapshot.hasTag('succeeded')) return 'succeeded';
  return 'checking';
}

/** The registration machine for /registar{code} (the association's code), over the backend ports. */
export function useRegistrationFlow(associationCode: string): RegistrationFlow {
  const { backend } = useServices();
  const actor = registrationActorFor(backend, associationCode);
  const status = useSelector(actor, statusOf);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const consentErrors = useSelector(actor, (snapshot) => snapshot.context.consentErrors);
  return {
    status,
    error,
    fieldErrors,
    consentErrors,
    submit: (name, email, password, consent) =>
      actor.send({ type: 'SUBMIT', name, email, password, consent }),
    retry: () => actor.send({ type: 'RETRY' }),
    fieldChanged: (field) => actor.send({ type: 'FIELD_CHANGED', field }),
  };
}
