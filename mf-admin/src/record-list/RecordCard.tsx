import type { ReactNode } from 'react';
import {
  describeChange,
  type Keyed,
  type MedicationRecord,
  type RecordByKind,
  type RecordKind,
} from '@amparo/shared-machines/records';
import { AppLink, Card } from '@amparo/shared-ui';
import type { RecordKindView } from '../record-kinds/recordKinds';
import { useScreenPath } from '../session/recordScope';
import { MedicineAdherence } from './MedicineAdherence';
import styles from './RecordList.module.css';

export interface RecordCardProps {
  readonly texts: RecordKindView<RecordKind>;
  readonly record: Keyed<RecordByKind[RecordKind]>;
  /** Now, for 'hoje' and 'ontem' in who changed the record last. */
  readonly now: Date;
  /** Under the screen's heading, 2; under a part of the list's own heading, 3. */
  readonly headingLevel?: 2 | 3;
  /** More about the record (a medicine's doses today). */
  readonly children?: ReactNode;
}

/** One record: its title, its details (a medicine's doses today and its adherence), who last changed it (when known), and 'Editar …' leading to its edit screen by key. */
export function RecordCard({ texts, record, now, headingLevel = 2, children }: RecordCardProps) {
  const screenPath = useScreenPath();
  const title = texts.cardTitle(record.value);
  return (
    <Card title={title} headingLevel={headingLevel} className={styles.card}>
      {texts.cardLines(record.value).map((line) => (
        <p key={line} className={styles.line}>
          {line}
        </p>
      ))}
      {children}
      {texts.kind === 'medication' ? (
        <MedicineAdherence medicine={record as Keyed<MedicationRecord>} />
      ) : null}
      {record.change ? <p className={styles.change}>{describeChange(record.change, now)}</p> : null}
      {/* The visible words start the accessible name; the record's title tells the links apart. */}
      <AppLink
        to={screenPath(texts.editScreen, { key: record.key })}
        variant="secondary"
        icon="edit"
        className={styles.edit}
        aria-label={`${texts.editLabel}: ${title}`}
      >
        {texts.editLabel}
      </AppLink>
    </Card>
  );
}
