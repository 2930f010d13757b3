import { useId, type ReactNode } from 'react';
import type { Keyed, RecordByKind, RecordKind } from '@amparo/shared-machines/records';
import { EmptyState } from '@amparo/shared-ui';
import type { RecordKindView, RecordListSection } from '../record-kinds/recordKinds';
import { RecordCard } from './RecordCard';
import styles from './RecordList.module.css';

type ListedRecord = Keyed<RecordByKind[RecordKind]>;

export interface RecordSectionsProps {
  readonly texts: RecordKindView<RecordKind>;
  readonly sections: readonly RecordListSection<RecordKind>[];
  /** Now, for when each record was last changed. */
  readonly now: Date;
  /** More about a record, inside its card (a medicine's doses today). */
  readonly details?: (record: ListedRecord) => ReactNode;
}

interface CardGridProps extends Omit<RecordSectionsProps, 'sections'> {
  readonly records: readonly ListedRecord[];
  readonly headingLevel: 2 | 3;
  /** The list's name: the screen's heading's words, or the id of its part's heading. */
  readonly label: { readonly text: string } | { readonly by: string };
}

/** The cards in two columns (one on a phone), each with its edit link. */
function CardGrid({ texts, records, now, details, headingLevel, label }: CardGridProps) {
  return (
    <ul
      className={styles.grid}
      aria-label={'text' in label ? label.text : undefined}
      aria-labelledby={'by' in label ? label.by : undefined}
    >
      {records.map((record) => (
        <li key={record.key} className={styles.item}>
          <RecordCard texts={texts} record={record} now={now} headingLevel={headingLevel}>
            {details?.(record)}
          </RecordCard>
        </li>
      ))}
    </ul>
  );
}

interface HeadedSectionProps extends Omit<RecordSectionsProps, 'sections'> {
  readonly heading: string;
  readonly emptyText: string | undefined;
  readonly records: readonly ListedRecord[];
}

/** A part of the list under its own <h2> (the screen's is the <h1>), its cards' titles <h3>. */
function HeadedSection({ heading, emptyText, records, ...shared }: HeadedSectionProps) {
  const headingId = useId();
  if (records.length === 0 && emptyText === undefined) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {records.length === 0 ? (
        <EmptyState icon={shared.texts.icon} message={emptyText} />
      ) : (
        <CardGrid {...shared} records={records} headingLevel={3} label={{ by: headingId }} />
      )}
    </section>
  );
}

/** A kind's list as its view parts it (`inListSections`): whole under the screen's heading, or headed parts. */
export function RecordSections({ sections, ...shared }: RecordSectionsProps) {
  return (
    <>
      {sections.map((section) =>
        section.heading === null ? (
          <CardGrid
            key={shared.texts.listHeading}
            {...shared}
            records={section.records}
            headingLevel={2}
            label={{ text: shared.texts.listHeading }}
          />
        ) : (
          <HeadedSection
            key={section.heading}
            {...shared}
            heading={section.heading}
            emptyText={section.emptyText}
            records={section.records}
          />
        ),
      )}
    </>
  );
}
