import type { ScreenId } from '@amparo/shared-machines';
import { pathFor } from '@amparo/shared-machines';
import { AppLink } from '@amparo/shared-ui';
import { neighboursOf, type PersonIdentity } from '../carer-console/consoleList';
import { useConsoleList } from '../carer-console/useConsoleList';
import { consoleTexts } from '../texts/consoleTexts';
import { neighbourScreenOf } from './neighbourScreen';
import styles from './PersonScope.module.css';

/**
 * The previous and the next person: the people around this one in the console's list as
 * the carer left it (their search and view), from the session's overview — nothing is fetched. Each
 * leads to the same list of the other person.
 */
export function PersonNeighbours({
  person,
  screen,
}: {
  readonly person: PersonIdentity;
  readonly screen: ScreenId;
}) {
  const { list } = useConsoleList();
  if (list === null) return null;
  const { previous, next } = neighboursOf(list.shown, person);
  if (previous === null && next === null) return null;
  const target = neighbourScreenOf(screen);
  return (
    <nav aria-label={consoleTexts.neighboursLabel} className={styles.neighbours}>
      {previous !== null ? (
        <AppLink
          to={pathFor(target, { person: previous.person.uid })}
          variant="secondary"
          icon="back"
        >
          {consoleTexts.previousPerson(previous.name)}
        </AppLink>
      ) : null}
      {next !== null ? (
        <AppLink
          to={pathFor(target, { person: next.person.uid })}
          variant="secondary"
          className={styles.next}
        >
          {consoleTexts.nextPerson(next.name)}
        </AppLink>
      ) : null}
    </nav>
  );
}
