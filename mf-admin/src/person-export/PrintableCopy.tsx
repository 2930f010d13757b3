import type { ReactNode } from 'react';
import {
  calendarDayText,
  momentText,
  recordLayouts,
  type PersonDataDocument,
} from '@amparo/shared-machines/records';
import { personExportTexts as texts } from '../texts/personExportTexts';
import styles from './PersonExport.module.css';

type LastChange = PersonDataDocument['contacts'][number]['lastChange'];

function Section({
  heading,
  children,
}: {
  readonly heading: string;
  readonly children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-label={heading}>
      <h2>{heading}</h2>
      {children}
    </section>
  );
}

function Table({
  headings,
  rows,
}: {
  readonly headings: readonly string[];
  readonly rows: readonly (readonly string[])[];
}) {
  if (rows.length === 0) return <p>{texts.nothing}</p>;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, cellIndex) => (
              <td key={cellIndex}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A list's columns: its fields' labels in form order, then the last change. */
const listHeadings = (listNode: string): readonly string[] => [
  ...Object.values(texts.lists[listNode]?.fields ?? {}),
  texts.lastChange,
];

const changeText = (change: LastChange): string =>
  change === null ? '' : texts.changedBy(change.name, momentText(change.at));

function accessedRecordText(record: PersonDataDocument['accessLog'][number]['record']): string {
  if (record.wholePerson) return texts.accessLog.person;
  const kind = texts.lists[record.listNode]?.one ?? record.listNode;
  if (record.deleted) return texts.accessLog.deletedRecord(kind);
  return record.title === '' ? kind : `${kind}: ${record.title}`;
}

export interface PrintableCopyProps {
  readonly document: PersonDataDocument;
  /** Her registered name, as the banner shows it (when her membership has none). */
  readonly personName: string;
}

/**
 * The carer's copy of one person's data as a readable Portuguese document: a section per kind of
 * data, big type, print styles; every value is React text. The parts only the association can copy
 * are named as a request to the association.
 */
export function PrintableCopy({ document, personName }: PrintableCopyProps) {
  const name = document.name || personName;
  const { sections } = texts;
  return (
    <article className={styles.document} aria-label={texts.document.label}>
      <h1>{name === '' ? texts.untitled : texts.title(name)}</h1>
      <p>{texts.document.madeAt(momentText(document.exportedAt))}</p>
      <Section heading={sections.account}>
        <dl className={styles.facts}>
          <dt>{texts.account.name}</dt>
          <dd>{name || texts.unknown}</dd>
          <dt>{texts.account.memberSince}</dt>
          <dd>{momentText(document.memberSince) || texts.unknown}</dd>
          <dt>{texts.account.signIn}</dt>
          <dd>{texts.askTheAssociation}</dd>
        </dl>
      </Section>
      <Section heading={sections.contacts}>
        <Table
          headings={listHeadings(recordLayouts.contact.listNode)}
          rows={document.contacts.map((contact) => [
            contact.name,
            contact.phone,
            changeText(contact.lastChange),
          ])}
        />
      </Section>
      <Section heading={sections.appointments}>
        <Table
          headings={listHeadings(recordLayouts.appointment.listNode)}
          rows={document.appointments.map((appointment) => [
            appointment.specialty,
            calendarDayText(appointment.date),
            appointment.time,
            changeText(appointment.lastChange),
          ])}
        />
      </Section>
      <Section heading={sections.medicines}>
        <Table
          headings={listHeadings(recordLayouts.medication.listNode)}
          rows={document.medicines.map((medicine) => [
            medicine.medicine,
            medicine.when,
            medicine.times,
            changeText(medicine.lastChange),
          ])}
        />
      </Section>
      <Section heading={sections.doses}>
        {document.doses.length === 0 ? (
          <p>{texts.nothing}</p>
        ) : (
          <ul className={styles.doses}>
            {document.doses.map((day) => (
              <li key={day.date}>
                <strong>{calendarDayText(day.date)}</strong>:{' '}
                {day.taken
                  .map(
                    (taken) =>
                      `${taken.medicine ?? texts.doses.deletedMedicine}: ${taken.times.join(', ')}`,
                  )
                  .join('; ')}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section heading={sections.consents}>
        <Table
          headings={[
            texts.consents.when,
            texts.consents.decision,
            texts.consents.by,
            texts.consents.noticeVersion,
            texts.consents.recordedBy,
          ]}
          rows={document.consents.map((consent) => [
            momentText(consent.at),
            texts.consents.kinds[consent.kind] ?? consent.kind,
            consent.byRepresentative
              ? texts.consents.representative(consent.representativeName, consent.relationship)
              : texts.consents.self,
            consent.noticeVersion,
            consent.recordedBySelf ? texts.consents.self : texts.consents.carer,
          ])}
        />
      </Section>
      <Section heading={sections.accessLog}>
        <Table
          headings={[
            texts.accessLog.when,
            texts.accessLog.who,
            texts.accessLog.action,
            texts.accessLog.record,
            texts.accessLog.fields,
          ]}
          rows={document.accessLog.map((access) => {
            const labels = access.record.wholePerson
              ? {}
              : (texts.lists[access.record.listNode]?.fields ?? {});
            return [
              momentText(access.at),
              access.whoName,
              texts.accessLog.actions[access.action] ?? access.action,
              accessedRecordText(access.record),
              access.fields.map((field) => labels[field] ?? field).join(', '),
            ];
          })}
        />
      </Section>
      <Section heading={sections.carers}>
        <p>{texts.askTheAssociation}</p>
      </Section>
    </article>
  );
}
