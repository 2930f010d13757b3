import { useState, type ComponentProps, type ReactNode } from 'react';
import { memberPath, pathFor, type ScreenId } from '@amparo/shared-machines';
import { AppLink, ErrorMessage, LoadingState, useServices } from '@amparo/shared-ui';
import { useLiveValue } from '@amparo/shared-ui/live-data';
import { personName } from '../carer-console/personCounts';
import { useLogOpening } from '../access-log/useLogOpening';
import { useConsoleList } from '../carer-console/useConsoleList';
import listStyles from '../record-list/RecordList.module.css';
import { personScopeTexts } from '../texts/personScopeTexts';
import { PersonNeighbours } from './PersonNeighbours';
import styles from './PersonScope.module.css';

export interface PersonScopeProps {
  /** The person whose records the carer opened (from the address). */
  readonly person: string;
  /** The screen open (for where the next person's link leads). */
  readonly screen: ScreenId;
  /** Renders the screen once the person is known to be one of this carer's, with their name. */
  readonly children: (name: string) => ReactNode;
}

/** The pages about the person as a whole, linked from the banner over each of her screens. */
const personPages = [
  { screen: 'carerAccessLog', icon: 'info', label: personScopeTexts.accessLog },
  { screen: 'carerPersonFamily', icon: 'family', label: personScopeTexts.family },
  { screen: 'carerPersonExport', icon: 'info', label: personScopeTexts.exportData },
] as const satisfies readonly {
  readonly screen: ScreenId;
  readonly icon: ComponentProps<typeof AppLink>['icon'];
  readonly label: string;
}[];

function NotYours() {
  return (
    <div className={listStyles.problem}>
      <ErrorMessage>{personScopeTexts.notYours}</ErrorMessage>
      <AppLink to={pathFor('carerConsole')} variant="primary" icon="back">
        {personScopeTexts.backToConsole}
      </AppLink>
    </div>
  );
}

function Scoped({
  person,
  name,
  screen,
  children,
}: PersonScopeProps & { readonly name: string | null }) {
  const shownName = personName(name);
  useLogOpening(person);
  return (
    <>
      <div className={styles.banner}>
        <p className={styles.who}>
          {personScopeTexts.workingOn} <strong>{shownName}</strong>.
        </p>
        <AppLink to={pathFor('carerConsole')} variant="secondary" icon="back">
          {personScopeTexts.changePerson}
        </AppLink>
        {personPages.map((page) => (
          <AppLink
            key={page.screen}
            to={pathFor(page.screen, { person })}
            variant="secondary"
            icon={page.icon}
            aria-current={screen === page.screen ? 'page' : undefined}
          >
            {page.label}
          </AppLink>
        ))}
        <PersonNeighbours person={{ uid: person, name }} screen={screen} />
      </div>
      {children(shownName)}
    </>
  );
}

/** A person the session's overview does not hold (yet): her membership, which the rules let a carer read only for their people. */
function ScopedByMembership(props: PersonScopeProps) {
  const { backend } = useServices();
  const membership = useLiveValue(backend.database, memberPath(props.person));
  if (membership.status === 'loading') return <LoadingState />;
  if (membership.status === 'failed' || membership.value === null) return <NotYours />;
  const name = (membership.value as { name?: string | null }).name ?? null;
  return <Scoped {...props} name={name} />;
}

/**
 * A carer's screens of one person: the person's name heads the screen with the way back to the
 * console and to the people before and after her in the console's list. The name comes from the
 * session's overview when it already holds the person (nothing fetched on the way in); otherwise —
 * an address opened directly, a person just registered — from her membership (`members/{uid}`), which
 * the database refuses for a person who is not this carer's: the screen then says so plainly instead
 * of showing empty lists. Which of the two is decided once, so the screen under it never remounts.
 * Opening her is logged in her access log once ('ver', useLogOpening), and the banner leads to that
 * log (personScopeTexts.accessLog), to her family circle (personScopeTexts.family) and to the export of
 * her data (personScopeTexts.exportData).
 */
export function PersonScope(props: PersonScopeProps) {
  const { entries } = useConsoleList();
  const entry = entries?.find((candidate) => candidate.person.uid === props.person) ?? null;
  const [fromOverview] = useState(entry !== null);
  if (!fromOverview) return <ScopedByMembership {...props} />;
  if (entry === null) return <NotYours />;
  return <Scoped {...props} name={entry.person.name} />;
}
