import type { ReactNode } from 'react';
import { memberPath, pathFor } from '@amparo/shared-machines';
import { AppLink, ErrorMessage, LoadingState, useServices } from '@amparo/shared-ui';
import { useLiveValue } from '@amparo/shared-ui/live-data';
import { personName } from '../carer-console/personCounts';
import listStyles from '../record-list/RecordList.module.css';
import styles from './PersonScope.module.css';

export interface PersonScopeProps {
  /** The person whose records the carer opened (from the address). */
  readonly person: string;
  /** Renders the screen once the person is known to be one of this carer's, with their name. */
  readonly children: (name: string) => ReactNode;
}

/**
 * A carer's screens of one person: the person's registration name (`members/{uid}`, which the rules
 * let a carer read only for the people they follow) heads the screen with the way back to the
 * console. A person who is not this carer's — a link from another carer, an old bookmark — is refused
 * by the database, and the screen says so plainly instead of showing empty lists.
 */
export function PersonScope({ person, children }: PersonScopeProps) {
  const { backend } = useServices();
  const membership = useLiveValue(backend.database, memberPath(person));
  if (membership.status === 'loading') return <LoadingState />;
  if (membership.status === 'failed' || membership.value === null) {
    return (
      <div className={listStyles.problem}>
        <ErrorMessage>
          Esta pessoa não está na lista das pessoas que acompanha. Só pode ver os dados das suas
          pessoas.
        </ErrorMessage>
        <AppLink to={pathFor('carerConsole')} variant="primary" icon="back">
          Voltar às pessoas que acompanha
        </AppLink>
      </div>
    );
  }
  const name = personName((membership.value as { name?: string | null }).name ?? null);
  return (
    <>
      <div className={styles.banner}>
        <p className={styles.who}>
          Está a tratar dos dados de <strong>{name}</strong>.
        </p>
        <AppLink to={pathFor('carerConsole')} variant="secondary" icon="back">
          Mudar de pessoa
        </AppLink>
      </div>
      {children(name)}
    </>
  );
}
