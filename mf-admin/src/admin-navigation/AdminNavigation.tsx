import {
  adminNavSection,
  pathFor,
  type AdminNavSection,
  type ScreenId,
} from '@amparo/shared-machines';
import { Icon, useServices, type IconName } from '@amparo/shared-ui';
import type { MouseEvent } from 'react';
import { useRecordScope } from '../session/recordScope';
import { adminNavigationTexts as texts } from '../texts/adminNavigationTexts';
import styles from './AdminNavigation.module.css';

interface AdminNavEntry {
  readonly label: string;
  readonly path: string;
  readonly icon: IconName;
  readonly section: AdminNavSection | null;
  readonly listScreen: ScreenId | null;
}

/**
 * The bar's entries for the person in scope: on a person's own screens the first entry
 * (adminNavigationTexts.home) is their home; for a carer, it is the console of the people they follow
 * and the lists are that person's.
 */
function entriesFor(person: string | null): readonly AdminNavEntry[] {
  return [
    {
      label: texts.home,
      path: person ? pathFor('carerConsole') : pathFor('home'),
      icon: 'home',
      section: null,
      listScreen: null,
    },
    {
      label: texts.contacts,
      path: pathFor('adminContacts', { person }),
      icon: 'contacts',
      section: 'contacts',
      listScreen: 'adminContacts',
    },
    {
      label: texts.appointments,
      path: pathFor('adminAppointments', { person }),
      icon: 'calendar',
      section: 'appointments',
      listScreen: 'adminAppointments',
    },
    {
      label: texts.medications,
      path: pathFor('adminMedications', { person }),
      icon: 'medicine',
      section: 'medications',
      listScreen: 'adminMedications',
    },
  ];
}

export interface AdminNavigationProps {
  readonly screen: ScreenId;
}

/**
 * The carers' area bar (docs/product.md: Addresses and screens): home, contacts (also current on add
 * and edit contact), appointments, medicines (adminNavigationTexts). The current entry has its own
 * (filled) icon, green text, a bar under it and aria-current: never colour alone.
 */
export function AdminNavigation({ screen }: AdminNavigationProps) {
  const { navigate } = useServices();
  const { person } = useRecordScope();
  const entries = entriesFor(person);
  const currentSection = adminNavSection(screen);
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <nav aria-label={texts.label} className={styles.navigation}>
      <ul className={styles.entries}>
        {entries.map((entry) => {
          const current = entry.section !== null && entry.section === currentSection;
          const ariaCurrent = current ? (entry.listScreen === screen ? 'page' : 'true') : undefined;
          return (
            <li key={entry.path}>
              <a
                href={entry.path}
                aria-current={ariaCurrent}
                className={[styles.entry, current ? styles.current : undefined]
                  .filter(Boolean)
                  .join(' ')}
                onClick={(event) => follow(event, entry.path)}
              >
                <Icon name={entry.icon} filled={current} />
                {entry.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
