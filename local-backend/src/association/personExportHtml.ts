import {
  calendarDayText,
  dayOfMonthText,
  momentText,
  monthOfDayText,
  recordLayouts,
} from '@amparo/shared-machines/records';
import { appointmentsInDateOrder, readAppointments } from '@amparo/shared-machines/patient';
import type { PersonExport } from './personExport';
import type { ListedPhoto } from './personExportPhotos';
import { exportTexts } from './personExportTexts';
import { SafeHtml, html } from './personHtml';
import { dosesTakenNode, ownNodes } from './personNodes';

/**
 * The printable copy of a person's data in Portuguese: one standalone page (no scripts, no external
 * files, a policy that allows neither), big type, a section per kind of data, every value escaped.
 * Pure: the same export (personExport) gives the same page.
 */
type Tree = Readonly<Record<string, unknown>>;

const asTree = (value: unknown): Tree =>
  value !== null && typeof value === 'object' ? (value as Tree) : {};
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The page's only style, a constant of this module (so put in as it is). */
const styles = new SafeHtml(`
body { font: 20px/1.5 system-ui, "Segoe UI", Arial, sans-serif; color: #000; background: #fff;
  max-width: 62rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 2rem; margin: 0 0 .5rem; }
h2 { font-size: 1.5rem; margin: 2rem 0 .5rem; border-bottom: 2px solid #000; }
h3 { font-size: 1.2rem; margin: 1.2rem 0 .3rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #000; padding: .35rem .5rem; text-align: left; vertical-align: top; }
th { background: #eee; }
dt { font-weight: bold; margin-top: .5rem; }
dd { margin: 0; }
ul.doses { list-style: none; padding: 0; margin: 0; }
@media print {
  body { font-size: 13pt; max-width: none; padding: 0; }
  h2, h3 { break-after: avoid; }
  tr, li { break-inside: avoid; }
}`);

/** Nothing but the page's own style: no script, image, font or request of any kind. */
const pagePolicy = "default-src 'none'; style-src 'unsafe-inline'";

function table(headings: readonly string[], rows: readonly (readonly string[])[]): SafeHtml {
  if (rows.length === 0) return html`<p>${exportTexts.nothing}</p>`;
  return html`<table>
    <thead>
      <tr>
        ${headings.map((heading) => html`<th scope="col">${heading}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr>
            ${row.map((cell) => html`<td>${cell}</td>`)}
          </tr> `,
      )}
    </tbody>
  </table>`;
}

function section(heading: string, body: SafeHtml): SafeHtml {
  return html`<section>
    <h2>${heading}</h2>
    ${body}
  </section> `;
}

interface PersonParts {
  readonly member: Tree;
  readonly data: Tree;
  readonly consents: Tree;
  readonly accessLog: Tree;
  readonly carerRole: Tree | null;
  readonly followedPeople: Tree;
}

function partsOf(copy: PersonExport): PersonParts {
  const nodes = ownNodes(copy.uid);
  const carerRole = copy.database[nodes.carerRole];
  return {
    member: asTree(copy.database[nodes.member]),
    data: asTree(copy.database[nodes.data]),
    consents: asTree(copy.database[nodes.consents]),
    accessLog: asTree(copy.database[nodes.accessLog]),
    carerRole: carerRole === undefined ? null : asTree(carerRole),
    followedPeople: asTree(copy.database[nodes.followedPeople]),
  };
}

function registeredName(copy: PersonExport, parts: PersonParts): string {
  return (
    asText(parts.member.name) ||
    asText(copy.usersDocuments[0]?.fields.name) ||
    copy.account?.displayName ||
    ''
  );
}

function accountSection(copy: PersonExport, parts: PersonParts): SafeHtml {
  const texts = exportTexts.account;
  const account = copy.account;
  const providers = (account?.providers ?? [])
    .map((provider) => {
      const id = asText(provider.providerId);
      return exportTexts.providers[id] ?? id;
    })
    .join(', ');
  const lines: [string, string][] = [
    [texts.name, registeredName(copy, parts)],
    [texts.email, account?.email ?? asText(copy.usersDocuments[0]?.fields.email)],
    [texts.createdAt, momentText(account?.createdAt)],
    [texts.lastSignInAt, momentText(account?.lastSignInAt)],
    [texts.providers, providers],
    [texts.memberSince, momentText(parts.member.since)],
  ];
  if (parts.carerRole !== null)
    lines.push([
      texts.carer,
      texts.carerAs(asText(parts.carerRole.name), Object.keys(parts.followedPeople).length),
    ]);
  return html`${account === null ? html`<p>${texts.noAccount}</p>` : html``}
    <dl>
      ${lines.map(
        ([label, value]) =>
          html`<dt>${label}</dt>
            <dd>${value || exportTexts.unknown}</dd> `,
      )}
    </dl>`;
}

function lastChange(record: Tree): string {
  const name = asText(record.alteradoPorNome);
  return name === '' ? '' : exportTexts.changedBy(name, momentText(record.alteradoEm));
}

/** One list of records as a table: its fields in form order, then the last change. */
function recordsTable(
  list: unknown,
  listNode: string,
  inOrder: (list: unknown) => Tree[] = (stored) => Object.values(asTree(stored)).map(asTree),
): SafeHtml {
  const fields = exportTexts.lists[listNode]?.fields ?? {};
  const records = inOrder(list);
  return table(
    [...Object.values(fields), exportTexts.lastChange],
    records.map((record) => [
      ...Object.keys(fields).map((field) =>
        field === 'data_consulta' ? calendarDayText(asText(record[field])) : asText(record[field]),
      ),
      lastChange(record),
    ]),
  );
}

/** '0800' → '08:00'. */
const doseTime = (key: string): string =>
  /^\d{4}$/.test(key) ? `${key.slice(0, 2)}:${key.slice(2)}` : key;

function dosesSection(data: Tree): SafeHtml {
  const medicines = asTree(data[recordLayouts.medication.listNode]);
  const days = Object.entries(asTree(data[dosesTakenNode])).sort(([a], [b]) => a.localeCompare(b));
  if (days.length === 0) return html`<p>${exportTexts.nothing}</p>`;
  const months = new Map<string, [string, Tree][]>();
  for (const [date, taken] of days) {
    const month = date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), [date, asTree(taken)]]);
  }
  return html`${[...months].map(([month, monthDays]) => {
    const heading = monthOfDayText(`${month}-01`);
    return html`<h3>${heading}</h3>
      <ul class="doses">
        ${monthDays.map(([date, taken]) => {
          const line = Object.entries(taken)
            .map(([medicineKey, times]) => {
              const name =
                asText(asTree(medicines[medicineKey]).medicamento) ||
                exportTexts.doses.deletedMedicine;
              return `${name}: ${Object.keys(asTree(times)).sort().map(doseTime).join(', ')}`;
            })
            .join('; ');
          return html`<li><strong>${dayOfMonthText(date)}</strong>: ${line}</li> `;
        })}
      </ul> `;
  })}`;
}

const byTime = (a: Tree, b: Tree): number => Number(a.at ?? 0) - Number(b.at ?? 0);

function consentsSection(copy: PersonExport, consents: Tree): SafeHtml {
  const texts = exportTexts.consents;
  const carerNames = new Map(copy.carers.map((carer) => [carer.uid, carer.name]));
  const entries = Object.values(consents).map(asTree).sort(byTime);
  return table(
    [texts.when, texts.decision, texts.by, texts.noticeVersion, texts.recordedBy],
    entries.map((entry) => {
      const recordedBy = asText(entry.recordedBy);
      return [
        momentText(entry.at),
        texts.kinds[asText(entry.kind)] ?? asText(entry.kind),
        entry.by === 'representante'
          ? texts.representative(asText(entry.representativeName), asText(entry.relationship))
          : texts.self,
        asText(entry.noticeVersion),
        recordedBy === copy.uid ? texts.self : (carerNames.get(recordedBy) ?? texts.otherAccount),
      ];
    }),
  );
}

function accessedRecord(data: Tree, record: string): string {
  const texts = exportTexts.accessLog;
  if (record === 'pessoa') return texts.person;
  const [listNode = '', key = ''] = record.split('/');
  const kind = exportTexts.lists[listNode]?.one ?? listNode;
  const stored = asTree(asTree(data[listNode])[key]);
  const title = asText(stored.contacto_Nome) || asText(stored.medicamento);
  if (Object.keys(stored).length === 0) return texts.deletedRecord(kind);
  return title === '' ? kind : `${kind}: ${title}`;
}

function accessLogSection(data: Tree, accessLog: Tree): SafeHtml {
  const texts = exportTexts.accessLog;
  const entries = Object.values(accessLog).map(asTree).sort(byTime);
  return table(
    [texts.when, texts.who, texts.action, texts.record, texts.fields],
    entries.map((entry) => {
      const record = asText(entry.record);
      const labels = exportTexts.lists[record.split('/')[0] ?? '']?.fields ?? {};
      return [
        momentText(entry.at),
        asText(entry.whoName),
        texts.actions[asText(entry.action)] ?? asText(entry.action),
        accessedRecord(data, record),
        asText(entry.fields)
          .split(',')
          .filter((field) => field !== '')
          .map((field) => labels[field] ?? field)
          .join(', '),
      ];
    }),
  );
}

function carersSection(copy: PersonExport): SafeHtml {
  if (copy.carers.length === 0) return html`<p>${exportTexts.carers.none}</p>`;
  return html`<ul>
    ${copy.carers.map((carer) => html`<li>${carer.name ?? exportTexts.carers.unnamed}</li> `)}
  </ul>`;
}

/** The photo files written beside the page (personExportPhotos), and the folder that holds them. */
export interface PhotosBeside {
  readonly folder: string;
  readonly photos: readonly ListedPhoto[];
}

function photoFileCell(folder: string, photo: ListedPhoto): string {
  const texts = exportTexts.photos;
  if (photo.state === 'missing') return texts.missing(photo.fileName);
  if (photo.state === 'notCopied') return texts.notCopied(photo.fileName);
  return `${folder}/${photo.fileName}`;
}

export function photosSection({ folder, photos }: PhotosBeside): SafeHtml {
  const texts = exportTexts.photos;
  const lead = photos.some((photo) => photo.state === 'written')
    ? html`<p>${texts.folder(folder)}</p>`
    : photos.length > 0 && photos.every((photo) => photo.state === 'notCopied')
      ? html`<p>${texts.allNotCopied}</p>`
      : html``;
  return html`${lead}
  ${table(
    [texts.file, texts.from, texts.caption],
    photos.map((photo) => [photoFileCell(folder, photo), photo.fromName, photo.caption ?? '']),
  )}`;
}

export function renderPersonExportHtml(
  copy: PersonExport,
  options: {
    readonly association: string;
    readonly jsonFile: string;
    /** Her family's photo files; without it, the page has no section about them. */
    readonly photos?: PhotosBeside;
  },
): string {
  const parts = partsOf(copy);
  const name = registeredName(copy, parts);
  const title = name === '' ? exportTexts.untitled : exportTexts.title(name);
  const { data } = parts;
  const headings = exportTexts.sections;
  const sections = [
    section(headings.account, accountSection(copy, parts)),
    section(
      headings.contacts,
      recordsTable(data[recordLayouts.contact.listNode], recordLayouts.contact.listNode, (list) =>
        Object.values(asTree(list))
          .map(asTree)
          .sort((a, b) => asText(a.contacto_Nome).localeCompare(asText(b.contacto_Nome))),
      ),
    ),
    section(
      headings.appointments,
      recordsTable(
        data[recordLayouts.appointment.listNode],
        recordLayouts.appointment.listNode,
        // In the order of their days (appointmentsInDateOrder), each row as stored.
        (list) =>
          appointmentsInDateOrder(readAppointments(list)).map(({ key }) =>
            asTree(asTree(list)[key]),
          ),
      ),
    ),
    section(
      headings.medicines,
      recordsTable(data[recordLayouts.medication.listNode], recordLayouts.medication.listNode),
    ),
    section(headings.doses, dosesSection(data)),
    section(headings.consents, consentsSection(copy, parts.consents)),
    section(headings.accessLog, accessLogSection(data, parts.accessLog)),
    section(headings.carers, carersSection(copy)),
    ...(options.photos === undefined
      ? []
      : [section(exportTexts.photos.heading, photosSection(options.photos))]),
  ];
  const page = html`<!doctype html>
    <html lang="pt-PT">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${pagePolicy}" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <style>
          ${styles}
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>${exportTexts.intro(options.association, momentText(copy.exportedAt))}</p>
          <p>${exportTexts.machineReadable(options.jsonFile)}</p>
          ${sections}
        </main>
      </body>
    </html>`;
  return page.text;
}
