/**
 * The design of database.rules.json as tables, shared by two suites: `databaseRules.test.ts` evaluates them
 * with targaryen directly (fast, no server) and `databaseRulesThroughSdk.test.ts` runs every row through the
 * firebase SDK against the local Realtime Database server, as the browser does.
 *
 * The people in the tables:
 * - signed out: no account at all;
 * - stranger (`estranho`): an account that is neither a member nor a carer;
 * - person (`maria`): a member of the association (`members/maria`, her code in `memberCodes/maria`);
 * - carer (`ana`): a carer (`carers/ana`) who follows maria (`carerPeople/ana/maria`);
 * - other carer (`rui`): a carer who follows someone else (jose), not maria;
 * - family (`pedro`): maria's son, a relative in her circle (`relatives/pedro`, `circles/maria/members/pedro`),
 *   who joined with a one-use invitation (`invitations/{hash}`, used by him) and may see her day
 *   (`family/maria/settings/dayShared`).
 *
 * Each carer has a card of each person they follow in their console (`carerOverview/{carer}/{person}`),
 * and each person lists her carers (`personCarers/{person}`).
 *
 * Both suites run at `rulesNow`, 1 March 2026 at 09:30 in Lisbon: today is 2026-03-01 and yesterday
 * 2026-02-28 on the association's calendar (`calendarDays`, which the fixture holds around them).
 */
import {
  calendarDayWindow,
  familyPhotoPath,
  invitationLifetimeMs,
  joinCirclePatch,
  removeRelativePatch,
} from '@amparo/shared-machines/records';

export type Who = 'signedOut' | 'stranger' | 'person' | 'carer' | 'otherCarer' | 'family';

export const everyone: readonly Who[] = [
  'signedOut',
  'stranger',
  'person',
  'carer',
  'otherCarer',
  'family',
];

export const uidOf: Readonly<Record<Who, string | null>> = {
  signedOut: null,
  stranger: 'estranho',
  person: 'maria',
  carer: 'ana',
  otherCarer: 'rui',
  family: 'pedro',
};

export const whoLabel: Readonly<Record<Who, string>> = {
  signedOut: 'signed out',
  stranger: 'a stranger',
  person: 'the person',
  carer: 'her carer',
  otherCarer: 'another carer',
  family: 'a relative in her circle',
};

/** The registered names the audit fields must repeat. */
export const names = {
  maria: 'Maria Silva',
  jose: 'José Santos',
  ana: 'Ana Cuidadora',
  rui: 'Rui Cuidador',
  pedro: 'Pedro Silva',
} as const;

/** What the SDK's `serverTimestamp()` sends; the server replaces it with its time before the rules run. */
export const SERVER_TIME: Readonly<Record<string, string>> = Object.freeze({ '.sv': 'timestamp' });

/** A time that is certainly not the server's `now`. */
export const PAST = 1_700_000_000_000;

/** The server's `now` in both suites (the SDK's server runs on a clock that starts there). */
export const rulesNow = Date.UTC(2026, 2, 1, 9, 30);

/** Days on the association's calendar, as the rules see them at `rulesNow`. */
export const today = '2026-03-01';
export const yesterday = '2026-02-28';
export const tomorrow = '2026-03-02';
export const dayBeforeYesterday = '2026-02-27';
/** A day far ahead that the calendar holds (an association's command writes years ahead). */
export const farAhead = '2150-01-01';

/** The calendar the administrator writes (`calendarDays`), for the days the tables use. */
function calendarAround(): Record<string, unknown> {
  const days = [{ year: 2150, month: 1, day: 1 }];
  for (let day = 20; day <= 28; day += 1) days.push({ year: 2026, month: 2, day });
  for (let day = 1; day <= 10; day += 1) days.push({ year: 2026, month: 3, day });
  const key = ({ year, month, day }: { year: number; month: number; day: number }) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return Object.fromEntries(days.map((date) => [key(date), calendarDayWindow(date)]));
}

/** A dose Maria took yesterday, which a carer may mark as not taken (`tomasCorrigidas`). */
export const recordedDose = `tomas/${yesterday}/medicamento_1/2000`;

export const contact = { contacto_Nome: 'José Almeida', contacto_telPesso: '912345678' };
export const appointment = {
  contacto_Nome: 'Cardiologia',
  data_consulta: '2026-03-01',
  time_consulta: '10:30',
};
export const medication = {
  medicamento: '1 comprimido de Paracetamol',
  momento_tomar: 'Ao almoço',
};

/** The audit fields a writer puts on a record: who, under their registered name, at the server's time. */
export function audit(
  uid: string,
  name: string,
  at: unknown = SERVER_TIME,
): Record<string, unknown> {
  return { alteradoPor: uid, alteradoPorNome: name, alteradoEm: at };
}

/** A record as `who` writes it: carers must stamp it, the person may leave the stamp out. */
export function recordBy(who: Who, record: Record<string, unknown>): Record<string, unknown> {
  if (who === 'carer') return { ...record, ...audit('ana', names.ana) };
  if (who === 'otherCarer') return { ...record, ...audit('rui', names.rui) };
  return record;
}

/** A correction of a dose as `who` writes it (`tomasCorrigidas/…`): her uid and registered name, the server's time. */
export function correctionBy(who: Who): Record<string, unknown> {
  const byName: Record<Who, string> = {
    signedOut: 'Ninguém',
    stranger: 'Estranho',
    person: names.maria,
    carer: names.ana,
    otherCarer: names.rui,
    family: names.pedro,
  };
  return { por: uidOf[who] ?? 'ninguem', porNome: byName[who], em: SERVER_TIME };
}

/** An appointment as a card keeps it: 'YYYY-MM-DD HH:MM', its day and time only. */
export const cardAppointment = '2026-03-10 09:00';

/**
 * Maria's card in ana's console (`carerOverview/ana/maria`), as the cards' writes keep it: in the
 * card's short layout, medicines and appointments by their short key (`m1`, `c1`), a dose taken as
 * `true`, an appointment as its day and time in one string.
 */
export const mariaCard = {
  membro: { name: names.maria, since: PAST },
  resumo: { contactos: 1, consultas: 1, medicamentos: 1 },
  tomas: { '2026-03-01': { m1: { '0800': true } } },
  consultas: { c1: `${appointment.data_consulta} ${appointment.time_consulta}` },
};

/** A new card, as linkCarerPatch writes it: the membership and an empty summary. */
export function newCardOf(name: string): Record<string, unknown> {
  return {
    membro: { name, since: PAST },
    resumo: { contactos: 0, consultas: 0, medicamentos: 0 },
  };
}

/** A registration as membershipPatch writes it, at the root: the membership, and the code beside it. */
export function registration(
  uid: string,
  membership: Record<string, unknown>,
  code: unknown = 'segredo',
): Record<string, unknown> {
  return { [`members/${uid}`]: membership, [`memberCodes/${uid}`]: code };
}

/** Invitations to maria's circle, by the SHA-256 of their code: used by pedro, open, expired. */
export const usedInvitation = '1'.repeat(64);
export const openInvitation = '2'.repeat(64);
export const expiredInvitation = '3'.repeat(64);
/** A code hash nobody issued. */
export const unknownInvitation = '4'.repeat(64);

/** An invitation to maria's circle made at `createdAt` by `invitedBy`. */
export function invitationTo(
  email: string,
  invitedBy: string,
  createdAt: number,
): Record<string, unknown> {
  return {
    person: 'maria',
    personName: names.maria,
    email,
    invitedBy,
    createdAt,
  };
}

/** A post pedro sent to maria: a photo with a caption. */
export const pedroPhoto = {
  from: 'pedro',
  fromName: names.pedro,
  at: PAST,
  kind: 'foto',
  text: 'O Tomás na praia',
  photo: `family/maria/${pushKey(1)}.jpg`,
};

/** Maria's day as her relatives may see it (`family/maria/day`). */
export const mariaDay = {
  date: today,
  doses: { 'm1-0800': { medicine: 'Paracetamol', time: '08:00', takenAt: '08:35' } },
  appointments: { c1: { title: 'Cardiologia', day: 'amanha', time: '10:30' } },
};

/** The database every row starts from (written with the admin credential, which bypasses the rules). */
export const fixture = {
  ProBrancaSec: 'segredo',
  registrationCodes: { segredo: true, antigo: false },
  calendarDays: calendarAround(),
  members: {
    maria: { name: names.maria, since: PAST },
    jose: { name: names.jose, since: PAST },
  },
  memberCodes: { maria: 'segredo', jose: 'segredo' },
  carers: { ana: { name: names.ana }, rui: { name: names.rui } },
  carerPeople: { ana: { maria: true }, rui: { jose: true } },
  personCarers: { maria: { ana: true }, jose: { rui: true } },
  carerOverview: { ana: { maria: mariaCard }, rui: { jose: newCardOf(names.jose) } },
  Newdata_maria: {
    contactos: { contacto_Contacto_1: { ...contact, ...audit('ana', names.ana, PAST) } },
    consultas: { consulta_ID_1: appointment },
    medicamentos: { medicamento_1: medication },
    variaveis_contact: { var_contact: 1 },
    variaveis: { var_consulta: 1 },
    variavel_Med: { variavel_medicame: 1 },
    resumo: { contactos: 1, consultas: 1, medicamentos: 1 },
    tomas: { [yesterday]: { medicamento_1: { '2000': PAST } } },
  },
  Newdata_jose: { variaveis: { var_consulta: 0 }, resumo: { contactos: 0 } },
  // Left from before the roles existed: an account that is neither member nor carer no longer reaches it.
  Newdata_estranho: { variaveis: { var_consulta: 3 } },
  relatives: { pedro: { name: names.pedro, since: PAST, invitation: usedInvitation } },
  invitations: {
    [usedInvitation]: {
      ...invitationTo('pedro.silva@gmail.com', 'maria', PAST),
      usedBy: 'pedro',
    },
    [openInvitation]: invitationTo('joana.silva@gmail.com', 'ana', rulesNow - 24 * 60 * 60 * 1000),
    [expiredInvitation]: invitationTo('rita.silva@gmail.com', 'maria', PAST),
  },
  circles: {
    maria: { members: { pedro: { name: names.pedro, invitation: usedInvitation, since: PAST } } },
  },
  relativeCircles: { pedro: { maria: { name: names.maria } } },
  family: {
    maria: {
      posts: { [pushKey(1)]: pedroPhoto },
      replies: { [pushKey(1)]: { post: pushKey(1), answer: 'obrigada', at: PAST } },
      settings: { dayShared: true },
      day: mariaDay,
    },
  },
};

/** A deep copy made in this realm (targaryen refuses objects whose prototype comes from another one). */
function copy(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** The fixture with some paths replaced (null removes), as the admin would have written them. */
export function fixtureWith(
  changes: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const data = copy(fixture) as Record<string, unknown>;
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('/');
    const last = keys.pop() as string;
    let node = data;
    for (const key of keys) {
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    if (value === null) delete node[last];
    else node[last] = copy(value);
  }
  return data;
}

// ---------------------------------------------------------------------------------------------------------
// Who may read, write and list what. `list` is a read of the path's parent (the root for top-level nodes).
// Each row: a path, an operation, then the outcome for signed out, stranger, person, carer, other carer,
// family.

export type Operation = 'read' | 'write' | 'list';

export interface AccessRow {
  readonly path: string;
  readonly operation: Operation;
  readonly outcomes: Readonly<Record<Who, boolean>>;
}

const Y = true;
const N = false;

function row(
  path: string,
  operation: Operation,
  ...outcomes: [boolean, boolean, boolean, boolean, boolean, boolean]
): AccessRow {
  const [signedOut, stranger, person, carer, otherCarer, family] = outcomes;
  return { path, operation, outcomes: { signedOut, stranger, person, carer, otherCarer, family } };
}

// Aligned by hand so that it reads as a matrix.
export const accessTable: readonly AccessRow[] = [
  //   path                                             operation  signed out stranger person carer other carer family
  row('ProBrancaSec', 'read', N, N, N, Y, Y, N),
  row('ProBrancaSec', 'write', N, N, N, N, N, N),
  row('ProBrancaSec', 'list', N, N, N, N, N, N),
  row('registrationCodes', 'read', N, N, N, N, N, N),
  row('registrationCodes', 'write', N, N, N, N, N, N),
  row('registrationCodes', 'list', N, N, N, N, N, N),
  row('registrationCodes/segredo', 'read', Y, Y, Y, Y, Y, Y),
  row('registrationCodes/segredo', 'write', N, N, N, N, N, N),
  row('registrationCodes/segredo', 'list', N, N, N, N, N, N),
  row('registrationCodes/errado', 'read', Y, Y, Y, Y, Y, Y),
  row('registrationCodes/errado', 'write', N, N, N, N, N, N),
  row('members', 'read', N, N, N, N, N, N),
  row('members', 'write', N, N, N, N, N, N),
  row('members', 'list', N, N, N, N, N, N),
  row('members/maria', 'read', N, N, Y, Y, N, N),
  row('members/maria', 'write', N, N, N, N, N, N), // created once, never rewritten
  row('members/maria', 'list', N, N, N, N, N, N),
  row('members/estranho', 'read', N, Y, N, N, N, N), // nothing there yet: null
  row('members/estranho', 'write', N, N, N, N, N, N), // alone: the code goes beside it in one update (memberCases)
  row('memberCodes', 'read', N, N, N, N, N, N),
  row('memberCodes', 'write', N, N, N, N, N, N),
  row('memberCodes/maria', 'read', N, N, N, N, N, N), // not even hers: nobody passes the code on from it
  row('memberCodes/maria', 'write', N, N, N, N, N, N),
  row('memberCodes/maria', 'list', N, N, N, N, N, N),
  row('memberCodes/estranho', 'write', N, N, N, N, N, N), // alone: only with her membership (memberCases)
  row('carers', 'read', N, N, N, N, N, N),
  row('carers', 'write', N, N, N, N, N, N),
  row('carers', 'list', N, N, N, N, N, N),
  row('carers/ana', 'read', N, N, N, Y, N, N),
  row('carers/ana', 'write', N, N, N, N, N, N),
  row('carers/ana', 'list', N, N, N, N, N, N),
  row('carerPeople', 'read', N, N, N, N, N, N),
  row('carerPeople', 'write', N, N, N, N, N, N),
  row('carerPeople', 'list', N, N, N, N, N, N),
  row('carerPeople/ana', 'read', N, N, N, Y, N, N),
  row('carerPeople/ana', 'write', N, N, N, N, N, N),
  row('carerPeople/ana', 'list', N, N, N, N, N, N),
  row('carerPeople/ana/maria', 'read', N, N, N, Y, N, N),
  row('carerPeople/ana/maria', 'write', N, N, Y, N, N, N),
  row('carerPeople/ana/maria', 'list', N, N, N, Y, N, N),
  row('carerPeople/rui/maria', 'read', N, N, N, N, Y, N), // rui's list: nothing about maria yet
  row('carerPeople/rui/maria', 'write', N, N, N, N, N, N), // alone: her link needs its mark (carerPeopleCases)
  row('carerPeople/rui/maria', 'list', N, N, N, N, Y, N),
  row('carerPending', 'read', N, N, N, N, N, N),
  row('carerPending', 'write', N, N, N, N, N, N),
  row('carerPending', 'list', N, N, N, N, N, N),
  row('carerPending/ana', 'read', N, N, N, Y, N, N),
  row('carerPending/ana', 'write', N, N, N, N, N, N),
  row('carerPending/ana', 'list', N, N, N, N, N, N),
  row('carerPending/ana/maria', 'read', N, N, N, Y, N, N),
  row('carerPending/ana/maria', 'write', N, N, Y, N, N, N), // she may mark her own link as to confirm
  row('carerPending/ana/maria', 'list', N, N, N, Y, N, N),
  row('carerPending/rui/maria', 'write', N, N, N, N, N, N), // no link to rui: nothing to confirm
  row('Newdata_maria', 'read', N, N, Y, Y, N, N),
  row('Newdata_maria', 'write', N, N, N, N, N, N), // the whole tree at once: nobody
  row('Newdata_maria', 'list', N, N, N, N, N, N),
  row('Newdata_maria/contactos', 'read', N, N, Y, Y, N, N),
  row('Newdata_maria/contactos', 'write', N, N, Y, Y, N, N),
  row('Newdata_maria/contactos', 'list', N, N, Y, Y, N, N),
  row('Newdata_maria/contactos/contacto_Contacto_1', 'read', N, N, Y, Y, N, N),
  row('Newdata_maria/contactos/contacto_Contacto_1', 'write', N, N, Y, Y, N, N),
  row('Newdata_maria/contactos/contacto_Contacto_1', 'list', N, N, Y, Y, N, N),
  row('Newdata_maria/consultas', 'read', N, N, Y, Y, N, N),
  row('Newdata_maria/consultas', 'write', N, N, Y, Y, N, N),
  row('Newdata_maria/consultas/consulta_ID_1', 'read', N, N, Y, Y, N, N),
  row('Newdata_maria/consultas/consulta_ID_1', 'write', N, N, Y, Y, N, N),
  row('Newdata_maria/consultas/consulta_ID_1', 'list', N, N, Y, Y, N, N),
  row('Newdata_maria/medicamentos', 'read', N, N, Y, Y, N, N),
  row('Newdata_maria/medicamentos', 'write', N, N, Y, Y, N, N),
  row('Newdata_maria/medicamentos/medicamento_1', 'read', N, N, Y, Y, N, N),
  row('Newdata_maria/medicamentos/medicamento_1', 'write', N, N, Y, Y, N, N),
  row('Newdata_maria/medicamentos/medicamento_1', 'list', N, N, Y, Y, N, N),
  row('Newdata_maria/tomas/2026-03-01', 'read', N, N, Y, Y, N, N),
  // Corrections of doses recorded (`tomasCorrigidas/{date}/{medicamento_N}/{HHMM}`): read with her data,
  // written once by her carers only, where the dose is recorded.
  row('Newdata_maria/tomasCorrigidas', 'read', N, N, Y, Y, N, N),
  row('Newdata_maria/tomasCorrigidas', 'write', N, N, N, N, N, N), // all at once: nobody
  row(`Newdata_maria/tomasCorrigidas/${yesterday}`, 'write', N, N, N, N, N, N),
  row(`Newdata_maria/tomasCorrigidas/${yesterday}/medicamento_1/2000`, 'read', N, N, Y, Y, N, N),
  row(`Newdata_maria/tomasCorrigidas/${yesterday}/medicamento_1/2000`, 'write', N, N, N, Y, N, N),
  row(`Newdata_maria/tomasCorrigidas/${yesterday}/medicamento_1/2000`, 'list', N, N, Y, Y, N, N),
  row(`Newdata_jose/tomasCorrigidas/${yesterday}/medicamento_1/2000`, 'write', N, N, N, N, N, N), // no dose
  // The association's calendar (`calendarDays/{date}`): read by the rules only, written by the admin.
  row('calendarDays', 'read', N, N, N, N, N, N),
  row('calendarDays', 'write', N, N, N, N, N, N),
  row('calendarDays', 'list', N, N, N, N, N, N),
  row(`calendarDays/${today}`, 'read', N, N, N, N, N, N),
  row(`calendarDays/${today}`, 'write', N, N, N, N, N, N),
  row(`calendarDays/${today}`, 'list', N, N, N, N, N, N),
  row(`calendarDays/${tomorrow}`, 'write', N, N, N, N, N, N),
  row('Newdata_maria/variaveis_contact', 'read', N, N, Y, Y, N, N),
  row('Newdata_maria/variaveis_contact', 'write', N, N, Y, Y, N, N),
  row('Newdata_maria/variaveis_contact/var_contact', 'read', N, N, Y, Y, N, N),
  row('Newdata_maria/variaveis_contact/var_contact', 'write', N, N, Y, Y, N, N),
  row('Newdata_maria/variaveis_contact/var_contact', 'list', N, N, Y, Y, N, N),
  row('Newdata_maria/variaveis/var_consulta', 'read', N, N, Y, Y, N, N),
  row('Newdata_maria/variaveis/var_consulta', 'write', N, N, Y, Y, N, N),
  row('Newdata_maria/variaveis/var_consulta', 'list', N, N, Y, Y, N, N),
  row('Newdata_maria/variavel_Med/variavel_medicame', 'read', N, N, Y, Y, N, N),
  row('Newdata_maria/variavel_Med/variavel_medicame', 'write', N, N, Y, Y, N, N),
  row('Newdata_maria/variavel_Med/variavel_medicame', 'list', N, N, Y, Y, N, N),
  row('Newdata_maria/resumo', 'read', N, N, Y, Y, N, N),
  row('Newdata_maria/resumo', 'write', N, N, Y, Y, N, N),
  row('Newdata_maria/resumo', 'list', N, N, Y, Y, N, N),
  row('Newdata_maria/resumo/contactos', 'read', N, N, Y, Y, N, N),
  row('Newdata_maria/resumo/contactos', 'write', N, N, Y, Y, N, N),
  row('Newdata_maria/resumo/contactos', 'list', N, N, Y, Y, N, N),
  row('Newdata_maria/resumo/horario/medicamento_1', 'read', N, N, Y, Y, N, N),
  row('Newdata_jose/resumo', 'read', N, N, N, N, Y, N), // the other carer's person
  row('Newdata_jose/resumo', 'write', N, N, N, N, Y, N),
  row('Newdata_estranho', 'read', N, N, N, N, N, N), // not even its own
  row('Newdata_estranho/variaveis/var_consulta', 'read', N, N, N, N, N, N),
  row('Newdata_estranho/variaveis/var_consulta', 'write', N, N, N, N, N, N),
  row('Newdata_jose', 'read', N, N, N, N, Y, N), // the other carer's person
  // Consents (`consents/{uid}/{pushKey}`) and the access log (`accessLog/{uid}/{pushKey}`): append-only,
  // read by the person and her carers; consents written by the person, log entries by her carers.
  row('consents', 'read', N, N, N, N, N, N),
  row('consents', 'write', N, N, N, N, N, N),
  row('consents', 'list', N, N, N, N, N, N),
  row('consents/maria', 'read', N, N, Y, Y, N, N),
  row('consents/maria', 'write', N, N, N, N, N, N), // the whole list at once: nobody
  row('consents/maria', 'list', N, N, N, N, N, N),
  row(`consents/maria/${pushKey(1)}`, 'read', N, N, Y, Y, N, N),
  row(`consents/maria/${pushKey(1)}`, 'write', N, N, Y, N, N, N),
  row(`consents/maria/${pushKey(1)}`, 'list', N, N, Y, Y, N, N),
  row('consents/jose', 'read', N, N, N, N, Y, N), // the other carer's person
  row(`consents/estranho/${pushKey(1)}`, 'write', N, N, N, N, N, N), // not a member: no consent to record
  row('accessLog', 'read', N, N, N, N, N, N),
  row('accessLog', 'write', N, N, N, N, N, N),
  row('accessLog', 'list', N, N, N, N, N, N),
  row('accessLog/maria', 'read', N, N, Y, Y, N, N),
  row('accessLog/maria', 'write', N, N, N, N, N, N),
  row('accessLog/maria', 'list', N, N, N, N, N, N),
  row(`accessLog/maria/${pushKey(1)}`, 'read', N, N, Y, Y, N, N),
  row(`accessLog/maria/${pushKey(1)}`, 'write', N, N, N, Y, N, N),
  row(`accessLog/maria/${pushKey(1)}`, 'list', N, N, Y, Y, N, N),
  row('accessLog/jose', 'read', N, N, N, N, Y, N),
  row(`accessLog/jose/${pushKey(1)}`, 'write', N, N, N, N, Y, N),
  // The carers' consoles (`carerOverview/{carer}/{person}`: a card per person followed), read by that
  // carer only; a card written by the person or her carers, only while that carer follows her.
  row('carerOverview', 'read', N, N, N, N, N, N),
  row('carerOverview', 'write', N, N, N, N, N, N),
  row('carerOverview', 'list', N, N, N, N, N, N),
  row('carerOverview/ana', 'read', N, N, N, Y, N, N),
  row('carerOverview/ana', 'write', N, N, N, N, N, N), // a whole console at once: nobody
  row('carerOverview/ana', 'list', N, N, N, N, N, N),
  row('carerOverview/rui', 'read', N, N, N, N, Y, N),
  row('carerOverview/rui', 'write', N, N, N, N, N, N),
  row('carerOverview/maria', 'read', N, N, N, N, N, N), // her own uid, but she is not a carer
  row('carerOverview/estranho', 'read', N, N, N, N, N, N),
  row('carerOverview/ana/maria', 'read', N, N, N, Y, N, N), // not even the person reads her card
  row('carerOverview/ana/maria', 'write', N, N, Y, Y, N, N),
  row('carerOverview/ana/maria', 'list', N, N, N, Y, N, N),
  row('carerOverview/ana/maria/membro', 'read', N, N, N, Y, N, N),
  row('carerOverview/ana/maria/membro', 'write', N, N, Y, Y, N, N),
  row('carerOverview/ana/maria/resumo', 'read', N, N, N, Y, N, N),
  row('carerOverview/ana/maria/resumo', 'write', N, N, Y, Y, N, N),
  row('carerOverview/ana/maria/resumo/contactos', 'write', N, N, Y, Y, N, N),
  row('carerOverview/ana/maria/resumo/horario/m1', 'write', N, N, Y, Y, N, N),
  row('carerOverview/ana/maria/tomas/2026-03-01', 'read', N, N, N, Y, N, N),
  row('carerOverview/ana/maria/tomas/2026-03-01/m1/2000', 'write', N, N, Y, Y, N, N),
  row('carerOverview/ana/maria/consultas/c2', 'write', N, N, Y, Y, N, N),
  row('carerOverview/rui/maria', 'read', N, N, N, N, Y, N), // rui's console: no card of maria
  row('carerOverview/rui/maria', 'write', N, N, N, N, N, N), // rui does not follow her: not even she
  row('carerOverview/rui/jose', 'read', N, N, N, N, Y, N),
  row('carerOverview/rui/jose', 'write', N, N, N, N, Y, N), // the other carer's person
  row('carerOverview/estranho/maria', 'write', N, N, N, N, N, N), // not a carer's console
  // Who follows a person (`personCarers/{person}/{carer}: true`, the reverse of carerPeople): written by
  // the person with carerPeople, read by her and her carers.
  row('personCarers', 'read', N, N, N, N, N, N),
  row('personCarers', 'write', N, N, N, N, N, N),
  row('personCarers', 'list', N, N, N, N, N, N),
  row('personCarers/maria', 'read', N, N, Y, Y, N, N),
  row('personCarers/maria', 'write', N, N, N, N, N, N), // the whole list at once: nobody
  row('personCarers/maria', 'list', N, N, N, N, N, N),
  row('personCarers/maria/ana', 'read', N, N, Y, Y, N, N),
  row('personCarers/maria/ana', 'write', N, N, Y, N, N, N),
  row('personCarers/maria/ana', 'list', N, N, Y, Y, N, N),
  row('personCarers/maria/rui', 'write', N, N, N, N, N, N), // rui not in carerPeople: not even she
  row('personCarers/jose', 'read', N, N, N, N, Y, N),
  row('personCarers/jose/rui', 'write', N, N, N, N, N, N), // only jose himself
  // The tablets' figures (`vitals/{day}/{pushKey}`): a record written once by a member or a carer, for
  // today or yesterday on the association's calendar; read by nobody (the association's admin only).
  row('vitals', 'read', N, N, N, N, N, N),
  row('vitals', 'write', N, N, N, N, N, N),
  row('vitals', 'list', N, N, N, N, N, N),
  row(`vitals/${today}`, 'read', N, N, N, N, N, N),
  row(`vitals/${today}`, 'write', N, N, N, N, N, N), // a whole day at once: nobody
  row(`vitals/${today}`, 'list', N, N, N, N, N, N),
  row(`vitals/${today}/${pushKey(1)}`, 'read', N, N, N, N, N, N), // not even what one wrote
  row(`vitals/${today}/${pushKey(1)}`, 'write', N, N, Y, Y, Y, N),
  row(`vitals/${today}/${pushKey(1)}`, 'list', N, N, N, N, N, N),
  row(`vitals/${yesterday}/${pushKey(1)}`, 'write', N, N, Y, Y, Y, N),
  row(`vitals/${tomorrow}/${pushKey(1)}`, 'write', N, N, N, N, N, N), // not yet that day
  row(`vitals/${dayBeforeYesterday}/${pushKey(1)}`, 'write', N, N, N, N, N, N), // too late for it
  // The family circle. A relative's account (`relatives/{uid}`), written once by herself with an invitation
  // she uses; invitations (`invitations/{codeHash}`) made by the person or her carer, read one at a time by
  // anyone, signed in or not (knowing the hash is knowing the code); the circle (`circles/{person}/members/{relative}`)
  // and its reverse (`relativeCircles/{relative}/{person}`), joined only with an invitation (familyCases);
  // the family part (`family/{person}`): posts and replies read by her and her circle only (not her
  // carers), her setting read by all three, her day read by her relatives only while she shares it.
  row('relatives', 'read', N, N, N, N, N, N),
  row('relatives', 'write', N, N, N, N, N, N),
  row('relatives', 'list', N, N, N, N, N, N),
  row('relatives/pedro', 'read', N, N, N, N, N, Y),
  row('relatives/pedro', 'write', N, N, N, N, N, N), // created once, with his first invitation
  row('relatives/pedro', 'list', N, N, N, N, N, N),
  row('relatives/estranho', 'write', N, N, N, N, N, N), // without an invitation used: nobody
  row('invitations', 'read', N, N, N, N, N, N),
  row('invitations', 'write', N, N, N, N, N, N),
  row('invitations', 'list', N, N, N, N, N, N), // never listed
  row(`invitations/${openInvitation}`, 'read', Y, Y, Y, Y, Y, Y), // before her account exists
  row(`invitations/${openInvitation}`, 'write', N, N, N, N, N, N), // made once, then only revoked
  row(`invitations/${openInvitation}`, 'list', N, N, N, N, N, N),
  row(`invitations/${unknownInvitation}`, 'write', N, N, Y, Y, N, N), // a new one: she or her carer
  row(`invitations/${openInvitation}/usedBy`, 'write', N, N, N, N, N, N), // alone: only with joining
  row('circles', 'read', N, N, N, N, N, N),
  row('circles', 'write', N, N, N, N, N, N),
  row('circles', 'list', N, N, N, N, N, N),
  row('circles/maria', 'read', N, N, Y, Y, N, N),
  row('circles/maria', 'write', N, N, N, N, N, N),
  row('circles/maria', 'list', N, N, N, N, N, N),
  row('circles/maria/members', 'read', N, N, Y, Y, N, N),
  row('circles/maria/members/pedro', 'read', N, N, Y, Y, N, Y), // he watches his own membership
  row('circles/maria/members/pedro', 'write', N, N, N, N, N, N), // removed, never rewritten
  row('circles/maria/members/pedro', 'list', N, N, Y, Y, N, N),
  row('circles/maria/members/estranho', 'write', N, N, N, N, N, N), // nobody adds themselves
  row('circles/jose', 'read', N, N, N, N, Y, N),
  row('relativeCircles', 'read', N, N, N, N, N, N),
  row('relativeCircles', 'write', N, N, N, N, N, N),
  row('relativeCircles', 'list', N, N, N, N, N, N),
  row('relativeCircles/pedro', 'read', N, N, N, N, N, Y),
  row('relativeCircles/pedro', 'write', N, N, N, N, N, N),
  row('relativeCircles/pedro', 'list', N, N, N, N, N, N),
  row('relativeCircles/pedro/maria', 'read', N, N, N, N, N, Y),
  row('relativeCircles/pedro/maria', 'write', N, N, N, N, N, Y), // only while he is in her circle
  row('relativeCircles/pedro/maria', 'list', N, N, N, N, N, Y),
  row('relativeCircles/estranho/maria', 'write', N, N, N, N, N, N), // not in her circle
  row('family', 'read', N, N, N, N, N, N),
  row('family', 'write', N, N, N, N, N, N),
  row('family', 'list', N, N, N, N, N, N),
  row('family/maria', 'read', N, N, N, N, N, N),
  row('family/maria', 'write', N, N, N, N, N, N),
  row('family/maria', 'list', N, N, N, N, N, N),
  row('family/maria/posts', 'read', N, N, Y, N, N, Y),
  row('family/maria/posts', 'write', N, N, N, N, N, N),
  row(`family/maria/posts/${pushKey(1)}`, 'read', N, N, Y, N, N, Y),
  row(`family/maria/posts/${pushKey(1)}`, 'write', N, N, N, N, N, N), // sent once, never changed
  row(`family/maria/posts/${pushKey(1)}`, 'list', N, N, Y, N, N, Y),
  row(`family/maria/posts/${pushKey(2)}`, 'write', N, N, N, N, N, Y), // a new message: her circle
  row('family/jose/posts', 'read', N, N, N, N, N, N),
  row('family/maria/replies', 'read', N, N, Y, N, N, Y),
  row('family/maria/replies', 'write', N, N, N, N, N, N),
  row(`family/maria/replies/${pushKey(2)}`, 'write', N, N, Y, N, N, N), // her ready answers
  row('family/maria/settings', 'read', N, N, Y, Y, N, Y),
  row('family/maria/settings', 'write', N, N, Y, N, N, N), // she decides, nobody else
  row('family/maria/settings/dayShared', 'read', N, N, Y, Y, N, Y),
  row('family/maria/settings/dayShared', 'write', N, N, Y, N, N, N),
  row('family/maria/day', 'read', N, N, Y, Y, N, Y), // shared: her relatives see it
  row('family/maria/day', 'write', N, N, Y, Y, N, N),
  row('family/maria/day', 'list', N, N, N, N, N, N),
  row('family/maria/day/doses', 'read', N, N, Y, Y, N, Y),
  row('family/jose/day', 'read', N, N, N, N, Y, N),
  row(`accessLog/maria/${pushKey(3)}`, 'write', N, N, N, Y, N, Y), // 'viewed her day'
  row('somethingElse', 'read', N, N, N, N, N, N),
  row('somethingElse', 'write', N, N, N, N, N, N),
];

/** One figure from a tablet, as the root's vitals code writes it (shared-machines' vitals/webVitals.ts). */
export const vitalRecord = {
  metric: 'LCP',
  value: 1830,
  rating: 'good',
  screen: 'home',
  navigation: 'navigate',
  cores: 4,
  memory: 2,
} as const;

/** What a `write` row writes: a value that is valid there, so that only who writes decides. */
export function valueToWrite(path: string, who: Who): unknown {
  const record = (value: Record<string, unknown>) => recordBy(who, value);
  const values: Record<string, unknown> = {
    ProBrancaSec: 'outro',
    relatives: { estranho: { name: 'Estranho', since: SERVER_TIME, invitation: openInvitation } },
    'relatives/pedro': { name: names.pedro, since: SERVER_TIME, invitation: usedInvitation },
    'relatives/estranho': { name: 'Estranho', since: SERVER_TIME, invitation: openInvitation },
    invitations: { [unknownInvitation]: newInvitationBy(who) },
    [`invitations/${openInvitation}`]: newInvitationBy(who),
    [`invitations/${unknownInvitation}`]: newInvitationBy(who),
    [`invitations/${openInvitation}/usedBy`]: uidOf[who] ?? 'ninguem',
    circles: { maria: { members: {} } },
    'circles/maria': { members: { pedro: fixture.circles.maria.members.pedro } },
    'circles/maria/members/pedro': { ...fixture.circles.maria.members.pedro, since: SERVER_TIME },
    'circles/maria/members/estranho': {
      name: 'Estranho',
      invitation: openInvitation,
      since: SERVER_TIME,
    },
    relativeCircles: { pedro: { maria: { name: names.maria } } },
    'relativeCircles/pedro': { maria: { name: names.maria } },
    'relativeCircles/pedro/maria': { name: names.maria },
    'relativeCircles/estranho/maria': { name: names.maria },
    family: { maria: { settings: { dayShared: false } } },
    'family/maria': { settings: { dayShared: false } },
    'family/maria/posts': { [pushKey(2)]: messageBy(who) },
    [`family/maria/posts/${pushKey(1)}`]: { ...pedroPhoto, at: SERVER_TIME },
    [`family/maria/posts/${pushKey(2)}`]: messageBy(who),
    'family/maria/replies': { [pushKey(2)]: replyTo(pushKey(1)) },
    [`family/maria/replies/${pushKey(2)}`]: replyTo(pushKey(1)),
    'family/maria/settings': { dayShared: false },
    'family/maria/settings/dayShared': false,
    'family/maria/day': mariaDay,
    [`accessLog/maria/${pushKey(3)}`]: { ...logEntryBy(who), record: 'dia' },
    registrationCodes: { novo: true },
    'registrationCodes/segredo': true,
    'registrationCodes/errado': true,
    calendarDays: { [tomorrow]: calendarDayWindow({ year: 2026, month: 3, day: 1 }) },
    [`calendarDays/${today}`]: calendarDayWindow({ year: 2026, month: 2, day: 28 }),
    [`calendarDays/${tomorrow}`]: calendarDayWindow({ year: 2026, month: 3, day: 1 }),
    'Newdata_maria/tomasCorrigidas': {
      [yesterday]: { medicamento_1: { '2000': correctionBy(who) } },
    },
    [`Newdata_maria/tomasCorrigidas/${yesterday}`]: {
      medicamento_1: { '2000': correctionBy(who) },
    },
    [`Newdata_maria/tomasCorrigidas/${yesterday}/medicamento_1/2000`]: correctionBy(who),
    [`Newdata_jose/tomasCorrigidas/${yesterday}/medicamento_1/2000`]: correctionBy(who),
    members: { estranho: { name: 'Estranho', since: SERVER_TIME } },
    'members/maria': { name: names.maria, since: SERVER_TIME },
    'members/estranho': { name: 'Estranho', since: SERVER_TIME },
    memberCodes: { estranho: 'segredo' },
    'memberCodes/maria': 'segredo',
    'memberCodes/estranho': 'segredo',
    carerPending: { ana: { maria: true } },
    'carerPending/ana': { maria: true },
    'carerPending/ana/maria': true,
    'carerPending/rui/maria': true,
    carers: { estranho: { name: 'Estranho' } },
    'carers/ana': { name: 'Ana Outra' },
    carerPeople: { ana: { maria: true } },
    'carerPeople/ana': { maria: true, jose: true },
    'carerPeople/ana/maria': true,
    'carerPeople/rui/maria': true,
    Newdata_maria: fixture.Newdata_maria,
    'Newdata_maria/contactos': {
      contacto_Contacto_1: record(contact),
      contacto_Contacto_2: record(contact),
    },
    'Newdata_maria/contactos/contacto_Contacto_1': record({
      ...contact,
      contacto_Nome: 'José A. Almeida',
    }),
    'Newdata_maria/consultas': { consulta_ID_1: record(appointment) },
    'Newdata_maria/consultas/consulta_ID_1': record({ ...appointment, time_consulta: '11:00' }),
    'Newdata_maria/medicamentos': { medicamento_1: record(medication) },
    'Newdata_maria/medicamentos/medicamento_1': record({
      ...medication,
      momento_tomar: 'Ao jantar',
    }),
    'Newdata_maria/resumo': { contactos: 2, consultas: 1, medicamentos: 1 },
    'Newdata_maria/resumo/contactos': 2,
    'Newdata_jose/resumo': { contactos: 1 },
    'Newdata_maria/variaveis_contact': { var_contact: 2 },
    'Newdata_maria/variaveis_contact/var_contact': 2,
    'Newdata_maria/variaveis/var_consulta': 2,
    'Newdata_maria/variavel_Med/variavel_medicame': 2,
    'Newdata_estranho/variaveis/var_consulta': 4,
    consents: { maria: { [pushKey(1)]: consentBy(who) } },
    'consents/maria': { [pushKey(1)]: consentBy(who) },
    accessLog: { maria: { [pushKey(1)]: logEntryBy(who) } },
    [`consents/maria/${pushKey(1)}`]: consentBy(who),
    [`consents/estranho/${pushKey(1)}`]: consentBy(who),
    'accessLog/maria': { [pushKey(1)]: logEntryBy(who) },
    [`accessLog/maria/${pushKey(1)}`]: logEntryBy(who),
    [`accessLog/jose/${pushKey(1)}`]: logEntryBy(who),
    carerOverview: { ana: { maria: mariaCard } },
    'carerOverview/ana': { maria: mariaCard },
    'carerOverview/rui': { jose: newCardOf(names.jose) },
    'carerOverview/ana/maria': newCardOf(names.maria),
    'carerOverview/ana/maria/membro': { name: names.maria, since: PAST },
    'carerOverview/ana/maria/resumo': { contactos: 2, consultas: 1, medicamentos: 1 },
    'carerOverview/ana/maria/resumo/contactos': 2,
    'carerOverview/ana/maria/resumo/horario/m1': { h: '08:00', d: PAST },
    'carerOverview/ana/maria/tomas/2026-03-01/m1/2000': true,
    'carerOverview/ana/maria/consultas/c2': cardAppointment,
    'carerOverview/rui/maria': newCardOf(names.maria),
    'carerOverview/rui/jose': { ...newCardOf(names.jose), resumo: { contactos: 1 } },
    'carerOverview/estranho/maria': newCardOf(names.maria),
    personCarers: { maria: { ana: true } },
    'personCarers/maria': { ana: true },
    'personCarers/maria/ana': true,
    'personCarers/maria/rui': true,
    'personCarers/jose/rui': true,
    vitals: { [today]: { [pushKey(1)]: vitalRecord } },
    [`vitals/${today}`]: { [pushKey(1)]: vitalRecord },
    [`vitals/${today}/${pushKey(1)}`]: vitalRecord,
    [`vitals/${yesterday}/${pushKey(1)}`]: vitalRecord,
    [`vitals/${tomorrow}/${pushKey(1)}`]: vitalRecord,
    [`vitals/${dayBeforeYesterday}/${pushKey(1)}`]: vitalRecord,
    somethingElse: 1,
  };
  if (!(path in values)) throw new Error(`no value to write at ${path}`);
  return values[path];
}

export function parentOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut < 0 ? '/' : path.slice(0, cut);
}

// ---------------------------------------------------------------------------------------------------------
// Values: one write each, from the fixture (with `given` applied first), by one of the people above.

export interface WriteCase {
  readonly title: string;
  readonly who: Who;
  /** `set` replaces the value at `path`, `update` is a multi-path update relative to it, `remove` deletes it. */
  readonly op: 'set' | 'update' | 'remove';
  readonly path: string;
  readonly value?: unknown;
  /** Admin changes to the fixture before the write (`fixtureWith`). */
  readonly given?: Readonly<Record<string, unknown>>;
  readonly allowed: boolean;
}

const maria = 'Newdata_maria';
const counters = [
  { list: 'contactos', counter: 'variaveis_contact/var_contact', node: 'variaveis_contact' },
  { list: 'consultas', counter: 'variaveis/var_consulta', node: 'variaveis' },
  { list: 'medicamentos', counter: 'variavel_Med/variavel_medicame', node: 'variavel_Med' },
] as const;

const counterCases: WriteCase[] = [
  ...counters.flatMap(({ counter }): WriteCase[] => [
    {
      title: `${counter} = 1e300`,
      who: 'person',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 1e300,
      allowed: false,
    },
    {
      title: `${counter} = -7`,
      who: 'person',
      op: 'set',
      path: `${maria}/${counter}`,
      value: -7,
      allowed: false,
    },
    {
      title: `${counter} = 1.5`,
      who: 'person',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 1.5,
      allowed: false,
    },
    {
      title: `${counter} = 1000000001`,
      who: 'person',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 1_000_000_001,
      allowed: false,
    },
    {
      title: `${counter} = '3' (text)`,
      who: 'person',
      op: 'set',
      path: `${maria}/${counter}`,
      value: '3',
      allowed: false,
    },
    {
      title: `${counter} decreasing from 1 to 0`,
      who: 'person',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 0,
      allowed: false,
    },
    {
      title: `${counter} decreasing, by the carer`,
      who: 'carer',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 0,
      allowed: false,
    },
    {
      title: `${counter} staying at 1`,
      who: 'person',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 1,
      allowed: false,
    },
    {
      title: `${counter} = 1000000000`,
      who: 'person',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 1_000_000_000,
      allowed: false,
    },
    {
      title: `${counter} + 1 by the carer`,
      who: 'carer',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 2,
      allowed: true,
    },
    {
      title: `${counter} first written as 0`,
      who: 'person',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 0,
      given: { [`${maria}/${counter}`]: null },
      allowed: false,
    },
  ]),
  ...counters.flatMap(({ list, counter, node }): WriteCase[] => [
    {
      title: `deleting ${counter} while ${list} holds a record`,
      who: 'person',
      op: 'remove',
      path: `${maria}/${counter}`,
      allowed: false,
    },
    {
      title: `deleting ${node} while ${list} holds a record`,
      who: 'person',
      op: 'remove',
      path: `${maria}/${node}`,
      allowed: false,
    },
    {
      title: `deleting ${counter} by the carer while ${list} holds a record`,
      who: 'carer',
      op: 'remove',
      path: `${maria}/${counter}`,
      allowed: false,
    },
    {
      title: `deleting ${counter} when ${list} is empty`,
      who: 'person',
      op: 'remove',
      path: `${maria}/${counter}`,
      given: { [`${maria}/${list}`]: null },
      allowed: false,
    },
    {
      title: `deleting ${node} when ${list} is empty, by the carer`,
      who: 'carer',
      op: 'remove',
      path: `${maria}/${node}`,
      given: { [`${maria}/${list}`]: null },
      allowed: false,
    },
  ]),
  {
    title: 'deleting the last contact and its counter in one update',
    who: 'person',
    op: 'update',
    path: maria,
    value: { 'contactos/contacto_Contacto_1': null, 'variaveis_contact/var_contact': null },
    allowed: false,
  },
  {
    title: 'deleting the contacts counter while adding a contact in one update',
    who: 'person',
    op: 'update',
    path: maria,
    value: { 'contactos/contacto_Contacto_2': contact, 'variaveis_contact/var_contact': null },
    given: { [`${maria}/contactos`]: null },
    allowed: false,
  },
  {
    title: 'a record and its counter in one update',
    who: 'carer',
    op: 'update',
    path: maria,
    value: {
      'contactos/contacto_Contacto_2': recordBy('carer', contact),
      'variaveis_contact/var_contact': 2,
    },
    allowed: true,
  },
  {
    title: 'a record and a decreasing counter in one update',
    who: 'carer',
    op: 'update',
    path: maria,
    value: {
      'contactos/contacto_Contacto_2': recordBy('carer', contact),
      'variaveis_contact/var_contact': 0,
    },
    allowed: false,
  },
  {
    title: 'deleting the whole Newdata_maria',
    who: 'person',
    op: 'remove',
    path: maria,
    allowed: false,
  },
  {
    title: 'deleting the whole Newdata_maria, by the carer',
    who: 'carer',
    op: 'remove',
    path: maria,
    allowed: false,
  },
  {
    title: 'a counter node with an extra field',
    who: 'person',
    op: 'set',
    path: `${maria}/variaveis`,
    value: { var_consulta: 2, outro: 1 },
    allowed: false,
  },
  {
    title: 'a counter node without its field',
    who: 'person',
    op: 'set',
    path: `${maria}/variaveis`,
    value: { outro: 1 },
    allowed: false,
  },
  // One up at a time: the records repository raises a counter by exactly one (in a transaction) before
  // writing the record with that number, so +1 on the stored value (1 when there is none) is the only
  // change the person and her carers may make, to the field or to the whole counter node. A jump (to the
  // ceiling, or any bigger number) would leave no key to add a record at; the same value, a lower one, a
  // value that is not a whole number, and deleting the counter are refused too, whoever writes.
  ...counters.flatMap(({ list, counter, node }): WriteCase[] => {
    const field = counter.slice(node.length + 1);
    const fieldPath = `${maria}/${counter}`;
    const nodePath = `${maria}/${node}`;
    return everyone.flatMap((who): WriteCase[] => {
      const writes = who === 'person' || who === 'carer';
      const by = whoLabel[who];
      const set = (title: string, value: unknown, allowed: boolean): WriteCase => ({
        title: `${counter} ${title}, by ${by}`,
        who,
        op: 'set',
        path: fieldPath,
        value,
        allowed,
      });
      return [
        set('from 1 to 2 (one up)', 2, writes),
        {
          title: `${node} = { ${field}: 2 } (one up, the whole node), by ${by}`,
          who,
          op: 'set',
          path: nodePath,
          value: { [field]: 2 },
          allowed: writes,
        },
        {
          title: `${counter} first written as 1 (none stored), by ${by}`,
          who,
          op: 'set',
          path: fieldPath,
          value: 1,
          given: { [nodePath]: null },
          allowed: writes,
        },
        {
          title: `${counter} from 5 to 6 (one up), by ${by}`,
          who,
          op: 'set',
          path: fieldPath,
          value: 6,
          given: { [fieldPath]: 5 },
          allowed: writes,
        },
        set('from 1 to 3 (two up)', 3, false),
        set('from 1 to 1000 (a jump)', 1000, false),
        set('from 1 to the ceiling 1000000000', 1_000_000_000, false),
        {
          title: `${node} = { ${field}: 1000000000 } (the ceiling, the whole node), by ${by}`,
          who,
          op: 'set',
          path: nodePath,
          value: { [field]: 1_000_000_000 },
          allowed: false,
        },
        set('staying at 1 (the same value)', 1, false),
        {
          title: `${counter} from 5 to 4 (lower), by ${by}`,
          who,
          op: 'set',
          path: fieldPath,
          value: 4,
          given: { [fieldPath]: 5 },
          allowed: false,
        },
        set('= -1 (negative)', -1, false),
        set('= 1.5 (not a whole number)', 1.5, false),
        set("= '2' (text)", '2', false),
        {
          title: `${counter} first written as 2 (none stored), by ${by}`,
          who,
          op: 'set',
          path: fieldPath,
          value: 2,
          given: { [nodePath]: null },
          allowed: false,
        },
        {
          title: `deleting ${counter}, by ${by}`,
          who,
          op: 'remove',
          path: fieldPath,
          allowed: false,
        },
        {
          title: `deleting ${node}, by ${by}`,
          who,
          op: 'remove',
          path: nodePath,
          allowed: false,
        },
        {
          title: `deleting ${node} when its list is empty, by ${by}`,
          who,
          op: 'remove',
          path: nodePath,
          given: { [`${maria}/${list}`]: null },
          allowed: false,
        },
      ];
    });
  }),
  // The server's increment is the same +1 (or a jump) once resolved against the stored value.
  ...counters.flatMap(({ counter }): WriteCase[] => [
    {
      title: `${counter} one up by the server's increment, by the carer`,
      who: 'carer',
      op: 'update',
      path: maria,
      value: { [counter]: { '.sv': { increment: 1 } } },
      allowed: true,
    },
    {
      title: `${counter} two up by the server's increment, by the person`,
      who: 'person',
      op: 'update',
      path: maria,
      value: { [counter]: { '.sv': { increment: 2 } } },
      allowed: false,
    },
  ]),
  // A value an older app left that is not a count (text, below zero, a fraction): the repository starts
  // again from it as it does (1 for text or below zero, the next whole number for a fraction), skipping
  // the indexes its records already take. Only that value is accepted, and from then on one up at a time.
  ...counters.flatMap(({ counter }): WriteCase[] => [
    {
      title: `${counter} holding '7' (text, an older app): 1, by the carer`,
      who: 'carer',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 1,
      given: { [`${maria}/${counter}`]: '7' },
      allowed: true,
    },
    {
      title: `${counter} holding '7' (text, an older app): 8 is refused`,
      who: 'carer',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 8,
      given: { [`${maria}/${counter}`]: '7' },
      allowed: false,
    },
    {
      title: `${counter} holding '7' (text, an older app): the ceiling is refused`,
      who: 'person',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 1_000_000_000,
      given: { [`${maria}/${counter}`]: '7' },
      allowed: false,
    },
    {
      title: `${counter} holding -3 (an older app): 1, by the person`,
      who: 'person',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 1,
      given: { [`${maria}/${counter}`]: -3 },
      allowed: true,
    },
    {
      title: `${counter} holding -3 (an older app): -2 is refused`,
      who: 'person',
      op: 'set',
      path: `${maria}/${counter}`,
      value: -2,
      given: { [`${maria}/${counter}`]: -3 },
      allowed: false,
    },
    {
      title: `${counter} holding 2.5 (an older app): 3, by the carer`,
      who: 'carer',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 3,
      given: { [`${maria}/${counter}`]: 2.5 },
      allowed: true,
    },
    {
      title: `${counter} holding 2.5 (an older app): 3.5 is refused`,
      who: 'carer',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 3.5,
      given: { [`${maria}/${counter}`]: 2.5 },
      allowed: false,
    },
    {
      title: `${counter} holding 2.5 (an older app): 4 is refused`,
      who: 'carer',
      op: 'set',
      path: `${maria}/${counter}`,
      value: 4,
      given: { [`${maria}/${counter}`]: 2.5 },
      allowed: false,
    },
  ]),
  // A record and its counter in one multi-path update: the counter is checked against what is stored.
  {
    title: 'a record at the ceiling and the counter jumping to it in one update',
    who: 'carer',
    op: 'update',
    path: maria,
    value: {
      'contactos/contacto_Contacto_1000000000': recordBy('carer', contact),
      'variaveis_contact/var_contact': 1_000_000_000,
    },
    allowed: false,
  },
  {
    title: 'a record and its counter two up in one update',
    who: 'person',
    op: 'update',
    path: maria,
    value: {
      'consultas/consulta_ID_3': appointment,
      'variaveis/var_consulta': 3,
    },
    allowed: false,
  },
  {
    title: 'a medicine and its counter jumping, as the whole counter node, in one update',
    who: 'carer',
    op: 'update',
    path: maria,
    value: {
      'medicamentos/medicamento_2': recordBy('carer', medication),
      variavel_Med: { variavel_medicame: 999_999_999 },
    },
    allowed: false,
  },
  {
    title: 'a medicine and its counter one up, as the whole counter node, in one update',
    who: 'carer',
    op: 'update',
    path: maria,
    value: {
      'medicamentos/medicamento_2': recordBy('carer', medication),
      variavel_Med: { variavel_medicame: 2 },
    },
    allowed: true,
  },
  {
    title: 'two counters in one update, one up and one jumping',
    who: 'person',
    op: 'update',
    path: maria,
    value: { 'variaveis/var_consulta': 2, 'variavel_Med/variavel_medicame': 50 },
    allowed: false,
  },
  {
    title: 'two counters in one update, both one up',
    who: 'person',
    op: 'update',
    path: maria,
    value: { 'variaveis/var_consulta': 2, 'variavel_Med/variavel_medicame': 2 },
    allowed: true,
  },
];

const appointmentOn = (date: string): WriteCase => ({
  title: `data_consulta ${JSON.stringify(date)}`,
  who: 'person',
  op: 'set',
  path: `${maria}/consultas/consulta_ID_2`,
  value: { ...appointment, data_consulta: date },
  allowed: false,
});

const refusedDates = [
  '9999-99-99',
  '2026-02-30',
  '2025-02-29',
  '2100-02-29',
  '1900-02-29',
  '1899-12-31',
  '2200-01-01',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '2026-06-31',
  '2026-01-00',
  '2026-01-32',
  '2026-1-05',
  '01/03/2026',
  '2026-03-01T10:00',
  ' 2026-03-01',
  '',
];
const allowedDates = [
  '2024-02-29',
  '2000-02-29',
  '2026-12-31',
  '1900-01-01',
  '2199-12-31',
  '2196-02-29',
  '1904-02-29',
  '2026-04-30',
  '2026-02-28',
  '2026-01-31',
];

const dateCases: WriteCase[] = [
  ...refusedDates.map(appointmentOn),
  ...allowedDates.map((date) => ({ ...appointmentOn(date), allowed: true })),
  {
    title: 'time_consulta "" (none)',
    who: 'person',
    op: 'set',
    path: `${maria}/consultas/consulta_ID_2`,
    value: { ...appointment, time_consulta: '' },
    allowed: true,
  },
  {
    title: 'time_consulta "23:59"',
    who: 'person',
    op: 'set',
    path: `${maria}/consultas/consulta_ID_2`,
    value: { ...appointment, time_consulta: '23:59' },
    allowed: true,
  },
  {
    title: 'time_consulta "24:00"',
    who: 'person',
    op: 'set',
    path: `${maria}/consultas/consulta_ID_2`,
    value: { ...appointment, time_consulta: '24:00' },
    allowed: false,
  },
  {
    title: 'time_consulta "9:5"',
    who: 'person',
    op: 'set',
    path: `${maria}/consultas/consulta_ID_2`,
    value: { ...appointment, time_consulta: '9:5' },
    allowed: false,
  },
  {
    title: 'a number as data_consulta',
    who: 'person',
    op: 'set',
    path: `${maria}/consultas/consulta_ID_2`,
    value: { ...appointment, data_consulta: 20260301 },
    allowed: false,
  },
];

/** Characters no stored text may hold, with a readable name. */
export const forbiddenCharacters: readonly [string, string][] = [
  ['NUL', '\u0000'],
  ['U+0007 (bell)', '\u0007'],
  ['U+001F', '\u001f'],
  ['U+007F (delete)', '\u007f'],
  ['U+202A (left-to-right embedding)', '\u202a'],
  ['U+202E (right-to-left override)', '\u202e'],
  ['U+2066 (left-to-right isolate)', '\u2066'],
  ['U+2067 (right-to-left isolate)', '\u2067'],
  ['U+2069 (pop directional isolate)', '\u2069'],
  ['a newline', '\n'],
];

/** The fields that hold text; `isName`: a name, which holds only a name's characters (nameCharacters). */
const textFields = [
  {
    field: 'contacto_Nome',
    path: `${maria}/contactos/contacto_Contacto_2`,
    record: contact,
    max: 500,
    isName: true,
  },
  {
    field: 'contacto_Nome',
    path: `${maria}/consultas/consulta_ID_2`,
    record: appointment,
    max: 500,
    isName: false,
  },
  {
    field: 'medicamento',
    path: `${maria}/medicamentos/medicamento_2`,
    record: medication,
    max: 500,
    isName: false,
  },
  {
    field: 'momento_tomar',
    path: `${maria}/medicamentos/medicamento_2`,
    record: medication,
    max: 500,
    isName: false,
  },
] as const;

/** Names a name field keeps, and what it refuses although a free text would hold it. */
export const nameCases: readonly [string, string, boolean][] = [
  ['a Portuguese name', 'Maria da Conceição Silva', true],
  ['an apostrophe, a hyphen and brackets', "Ana-Rita D'Almeida (filha)", true],
  ['Cyrillic', 'Олена Коваленко', true],
  ['zero-width spaces only', '\u200b\u200b', false],
  ['a word joiner only', '\u2060', false],
  ['the Hangul filler only', '\u3164\u3164', false],
  ['a left-to-right mark', 'Ana\u200eRita', false],
  ['a right-to-left mark', 'Ana\u200fRita', false],
  ['a lone surrogate', 'Ana\ud800', false],
  ['a tag character', 'Ana\udb40\udc41', false],
  ['an emoji', 'Ana 😀', false],
  ['markup', '<b>Ana</b>', false],
  ['punctuation only', '- .', false],
  ['a no-break space', 'Ana\u00a0Rita', false],
];

/**
 * Texts that show nothing (what shared-machines' `isBlankText` calls blank): zero-width characters, the
 * Hangul filler and the blank Braille cell, alone or among spaces. Refused wherever a text must say
 * something, as the forms refuse them.
 */
export const invisibleTexts: readonly [string, string][] = [
  ['zero-width spaces only', '\u200b\u200b'],
  ['a zero-width non-joiner and joiner only', '\u200c\u200d'],
  ['a word joiner only', '\u2060'],
  ['a zero-width no-break space only', '\ufeff'],
  ['zero-width characters among spaces', ' \u200b \u200d\u00a0\u2060\u3000'],
  ['the Hangul filler only', '\u3164'],
  ['the blank Braille cell only', '\u2800'],
];

/** Ordinary texts beside them, which every free text keeps. */
export const visibleTexts: readonly [string, string][] = [
  ['accents and a dash', 'Olá — ação às 9h'],
  ['an emoji', 'Beijinhos 😘'],
  [
    'a family emoji (zero-width joiners inside)',
    '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}\u200d\u{1f466}',
  ],
  ['a word after a zero-width space', '\u200bOlá'],
];

const textCases: WriteCase[] = [
  ...textFields.flatMap(({ field, path, record, max, isName }): WriteCase[] => [
    ...forbiddenCharacters.map(([label, character]): WriteCase => ({
      title: `${path.split('/')[1]} ${field} with ${label}`,
      who: 'person',
      op: 'set',
      path,
      value: { ...record, [field]: `Nome${character}Falso` },
      allowed: false,
    })),
    {
      title: `${path.split('/')[1]} ${field} blank`,
      who: 'person',
      op: 'set',
      path,
      value: { ...record, [field]: ' \t ' },
      allowed: false,
    },
    {
      title: `${path.split('/')[1]} ${field} empty`,
      who: 'person',
      op: 'set',
      path,
      value: { ...record, [field]: '' },
      allowed: false,
    },
    {
      title: `${path.split('/')[1]} ${field} of ${max + 1} characters`,
      who: 'person',
      op: 'set',
      path,
      value: { ...record, [field]: 'a'.repeat(max + 1) },
      allowed: false,
    },
    {
      title: `${path.split('/')[1]} ${field} of ${max} characters`,
      who: 'person',
      op: 'set',
      path,
      value: { ...record, [field]: 'a'.repeat(max) },
      allowed: true,
    },
    {
      title: `${path.split('/')[1]} ${field} with accents, a dash and an emoji`,
      who: 'person',
      op: 'set',
      path,
      value: { ...record, [field]: 'Olá — ação 😀 <b>' },
      allowed: !isName,
    },
    ...(isName
      ? []
      : [
          ...invisibleTexts.map(([label, text]): WriteCase => ({
            title: `${path.split('/')[1]} ${field}: ${label}`,
            who: 'person',
            op: 'set',
            path,
            value: { ...record, [field]: text },
            allowed: false,
          })),
          ...visibleTexts.map(([label, text]): WriteCase => ({
            title: `${path.split('/')[1]} ${field}: ${label}`,
            who: 'person',
            op: 'set',
            path,
            value: { ...record, [field]: text },
            allowed: true,
          })),
        ]),
    ...(isName
      ? nameCases.map(([label, name, allowed]): WriteCase => ({
          title: `${path.split('/')[1]} ${field}: ${label}`,
          who: 'person',
          op: 'set',
          path,
          value: { ...record, [field]: name },
          allowed,
        }))
      : []),
  ]),
  ...nameCases.map(([label, name, allowed]): WriteCase => ({
    title: `a member's name: ${label}`,
    who: 'stranger',
    op: 'update',
    path: '/',
    value: registration('estranho', { name, since: SERVER_TIME }),
    allowed,
  })),
  ...forbiddenCharacters.map(([label, character]): WriteCase => ({
    title: `a member's name with ${label}`,
    who: 'stranger',
    op: 'update',
    path: '/',
    value: registration('estranho', { name: `Nome${character}Falso`, since: SERVER_TIME }),
    allowed: false,
  })),
  {
    title: 'a carer whose registered name holds U+202E cannot stamp with it',
    who: 'carer',
    op: 'set',
    path: `${maria}/contactos/contacto_Contacto_2`,
    value: { ...contact, ...audit('ana', 'Ana\u202eCuidadora') },
    given: { 'carers/ana/name': 'Ana\u202eCuidadora' },
    allowed: false,
  },
];

const contactPath = `${maria}/contactos/contacto_Contacto_2`;
const auditCases: WriteCase[] = [
  {
    title: 'the carer writes a record without the audit fields',
    who: 'carer',
    op: 'set',
    path: contactPath,
    value: contact,
    allowed: false,
  },
  {
    title: 'the carer writes a record stamped correctly',
    who: 'carer',
    op: 'set',
    path: contactPath,
    value: { ...contact, ...audit('ana', names.ana) },
    allowed: true,
  },
  {
    title: 'the carer stamps alteradoPor with another uid',
    who: 'carer',
    op: 'set',
    path: contactPath,
    value: { ...contact, ...audit('rui', names.ana) },
    allowed: false,
  },
  {
    title: "the carer stamps another carer's name",
    who: 'carer',
    op: 'set',
    path: contactPath,
    value: { ...contact, ...audit('ana', names.rui) },
    allowed: false,
  },
  {
    title: 'the carer stamps a name that is nobody',
    who: 'carer',
    op: 'set',
    path: contactPath,
    value: { ...contact, ...audit('ana', 'Ana') },
    allowed: false,
  },
  {
    title: 'the carer stamps alteradoEm with a past time',
    who: 'carer',
    op: 'set',
    path: contactPath,
    value: { ...contact, ...audit('ana', names.ana, PAST) },
    allowed: false,
  },
  {
    title: 'the carer stamps alteradoEm with a text',
    who: 'carer',
    op: 'set',
    path: contactPath,
    value: { ...contact, ...audit('ana', names.ana, 'agora') },
    allowed: false,
  },
  {
    title: 'the carer stamps only alteradoPor and alteradoEm',
    who: 'carer',
    op: 'set',
    path: contactPath,
    value: { ...contact, alteradoPor: 'ana', alteradoEm: SERVER_TIME },
    allowed: false,
  },
  {
    title: 'the carer stamps an appointment and a medicine correctly',
    who: 'carer',
    op: 'update',
    path: maria,
    value: {
      'consultas/consulta_ID_2': recordBy('carer', appointment),
      'medicamentos/medicamento_2': recordBy('carer', medication),
    },
    allowed: true,
  },
  {
    title: 'the carer changes one field of a stamped record without stamping again',
    who: 'carer',
    op: 'update',
    path: `${maria}/contactos/contacto_Contacto_1`,
    value: { contacto_Nome: 'José A. Almeida' },
    allowed: false,
  },
  {
    title: 'the carer changes one field of a record and stamps it again',
    who: 'carer',
    op: 'update',
    path: `${maria}/contactos/contacto_Contacto_1`,
    value: { contacto_Nome: 'José A. Almeida', ...audit('ana', names.ana) },
    allowed: true,
  },
  {
    title: "the carer stamps her uid and the time on another carer's record, leaving his name",
    who: 'carer',
    op: 'update',
    path: `${maria}/contactos/contacto_Contacto_1`,
    value: { contacto_Nome: 'José A. Almeida', alteradoPor: 'ana', alteradoEm: SERVER_TIME },
    given: {
      [`${maria}/contactos/contacto_Contacto_1`]: { ...contact, ...audit('rui', names.rui, PAST) },
    },
    allowed: false,
  },
  {
    title: "the carer removes a record's audit field",
    who: 'carer',
    op: 'remove',
    path: `${maria}/contactos/contacto_Contacto_1/alteradoPorNome`,
    allowed: false,
  },
  {
    title: 'the carer removes a record (a delete carries no fields)',
    who: 'carer',
    op: 'remove',
    path: `${maria}/contactos/contacto_Contacto_1`,
    allowed: true,
  },
  {
    title: 'the other carer stamps correctly, but does not follow maria',
    who: 'otherCarer',
    op: 'set',
    path: contactPath,
    value: { ...contact, ...audit('rui', names.rui) },
    allowed: false,
  },
  {
    title: 'the person writes a record without the audit fields',
    who: 'person',
    op: 'set',
    path: contactPath,
    value: contact,
    allowed: true,
  },
  {
    title: 'the person stamps her own record correctly',
    who: 'person',
    op: 'set',
    path: contactPath,
    value: { ...contact, ...audit('maria', names.maria) },
    allowed: true,
  },
  {
    title: 'the person stamps only alteradoPor',
    who: 'person',
    op: 'set',
    path: contactPath,
    value: { ...contact, alteradoPor: 'maria' },
    allowed: false,
  },
  {
    title: "the person stamps her carer's uid and name",
    who: 'person',
    op: 'set',
    path: contactPath,
    value: { ...contact, ...audit('ana', names.ana) },
    allowed: false,
  },
  {
    title: 'the person stamps a past time',
    who: 'person',
    op: 'set',
    path: contactPath,
    value: { ...contact, ...audit('maria', names.maria, PAST) },
    allowed: false,
  },
  {
    title: "the person changes one field of her carer's stamped record, leaving the carer's stamp",
    who: 'person',
    op: 'update',
    path: `${maria}/contactos/contacto_Contacto_1`,
    value: { contacto_Nome: 'José A. Almeida' },
    allowed: false,
  },
  {
    title: 'the person replaces a record her carer stamped, without a stamp',
    who: 'person',
    op: 'set',
    path: `${maria}/contactos/contacto_Contacto_1`,
    value: { ...contact, contacto_Nome: 'José A. Almeida' },
    allowed: true,
  },
  {
    title: 'a carer who is also a member stamps the carer name',
    who: 'carer',
    op: 'set',
    path: contactPath,
    value: { ...contact, ...audit('ana', names.ana) },
    given: { 'members/ana': { name: 'Ana como membro', since: PAST } },
    allowed: true,
  },
];

const newMember = { name: 'Joana Estranho', since: SERVER_TIME };

/** A registration by `who` (the stranger unless said): one update at the root, as membershipPatch writes it. */
function registering(
  title: string,
  value: Record<string, unknown>,
  allowed: boolean,
  extra: Partial<WriteCase> = {},
): WriteCase {
  return { title, who: 'stranger', op: 'update', path: '/', value, allowed, ...extra };
}

const memberCases: WriteCase[] = [
  registering(
    'a new account registers with the right code',
    registration('estranho', newMember),
    true,
  ),
  registering(
    'a new account registers with a wrong code',
    registration('estranho', newMember, 'errado'),
    false,
  ),
  registering('a new account registers without a code', { 'members/estranho': newMember }, false),
  registering(
    'a new account registers with the code inside the membership (the old layout)',
    { 'members/estranho': { ...newMember, code: 'segredo' } },
    false,
  ),
  registering(
    'a new account registers with the code in both places',
    { 'members/estranho': { ...newMember, code: 'segredo' }, 'memberCodes/estranho': 'segredo' },
    false,
  ),
  registering(
    'a new account writes a code without a membership',
    { 'memberCodes/estranho': 'segredo' },
    false,
  ),
  registering(
    'a new account registers with an empty code',
    registration('estranho', newMember, ''),
    false,
  ),
  registering(
    'a new account registers with a code that is not true',
    registration('estranho', newMember, 'antigo'),
    false,
  ),
  registering(
    'a new account registers with a code the association removed',
    registration('estranho', newMember),
    false,
    { given: { 'registrationCodes/segredo': null, 'registrationCodes/novo': true } },
  ),
  registering(
    'a new account registers with a code path',
    registration('estranho', newMember, 'segredo/x'),
    false,
  ),
  registering(
    'a new account registers with a number as code',
    registration('estranho', newMember, 1),
    false,
  ),
  registering(
    'a new account registers with a past since',
    registration('estranho', { ...newMember, since: PAST }),
    false,
  ),
  registering(
    'a new account registers without since',
    registration('estranho', { name: newMember.name }),
    false,
  ),
  registering(
    'a new account registers with an extra field',
    registration('estranho', { ...newMember, role: 'carer' }),
    false,
  ),
  registering(
    'a new account registers with a blank name',
    registration('estranho', { ...newMember, name: '   ' }),
    false,
  ),
  // As long as the registration form allows (domain/textRules: 500 characters).
  registering(
    'a new account registers with a 501-character name',
    registration('estranho', { ...newMember, name: 'a'.repeat(501) }),
    false,
  ),
  registering(
    'a new account registers with a 500-character name',
    registration('estranho', { ...newMember, name: 'a'.repeat(500) }),
    true,
  ),
  {
    title: 'a new account writes only its name',
    who: 'stranger',
    op: 'set',
    path: 'members/estranho/name',
    value: newMember.name,
    allowed: false,
  },
  registering('a new account registers someone else', registration('outra', newMember), false),
  registering('signed out, registering', registration('estranho', newMember), false, {
    who: 'signedOut',
  }),
  registering(
    'a carer registers as a person too (the code is all it takes)',
    registration('ana', newMember),
    true,
    { who: 'carer' },
  ),
  registering(
    'the person registers a second time',
    registration('maria', { ...newMember, name: names.maria }),
    false,
    { who: 'person' },
  ),
  {
    title: 'the person rewrites her code',
    who: 'person',
    op: 'set',
    path: 'memberCodes/maria',
    value: 'outro',
    allowed: false,
  },
  {
    title: 'the person deletes her code',
    who: 'person',
    op: 'remove',
    path: 'memberCodes/maria',
    allowed: false,
  },
  {
    title: 'the person changes her name',
    who: 'person',
    op: 'update',
    path: 'members/maria',
    value: { name: 'Maria S.' },
    allowed: false,
  },
  {
    title: 'the person sets her name field',
    who: 'person',
    op: 'set',
    path: 'members/maria/name',
    value: 'Maria S.',
    allowed: false,
  },
  {
    title: 'the person deletes her membership',
    who: 'person',
    op: 'remove',
    path: 'members/maria',
    allowed: false,
  },
  {
    title: 'her carer deletes her membership',
    who: 'carer',
    op: 'remove',
    path: 'members/maria',
    allowed: false,
  },
];

const carerPeopleCases: WriteCase[] = [
  {
    title: 'a carer adds herself a person',
    who: 'carer',
    op: 'set',
    path: 'carerPeople/ana/jose',
    value: true,
    allowed: false,
  },
  {
    title: 'a carer adds herself a person who just registered',
    who: 'carer',
    op: 'set',
    path: 'carerPeople/ana/estranho',
    value: true,
    given: { 'members/estranho': { name: 'Joana', since: PAST } },
    allowed: false,
  },
  {
    title: "a carer adds a person to another carer's list",
    who: 'carer',
    op: 'set',
    path: 'carerPeople/rui/maria',
    value: true,
    allowed: false,
  },
  {
    title: 'the other carer adds himself maria',
    who: 'otherCarer',
    op: 'set',
    path: 'carerPeople/rui/maria',
    value: true,
    allowed: false,
  },
  {
    title: 'the person names an existing carer, without the mark to confirm',
    who: 'person',
    op: 'set',
    path: 'carerPeople/rui/maria',
    value: true,
    allowed: false,
  },
  {
    title: 'the person names an existing carer, marked to confirm, in one update',
    who: 'person',
    op: 'update',
    path: '/',
    value: { 'carerPeople/rui/maria': true, 'carerPending/rui/maria': true },
    allowed: true,
  },
  {
    title: 'the person names an account that is not a carer',
    who: 'person',
    op: 'set',
    path: 'carerPeople/estranho/maria',
    value: true,
    allowed: false,
  },
  {
    title: 'the person names a carer for someone else',
    who: 'person',
    op: 'set',
    path: 'carerPeople/rui/jose',
    value: true,
    allowed: false,
  },
  {
    title: 'a non-member names a carer',
    who: 'stranger',
    op: 'set',
    path: 'carerPeople/ana/estranho',
    value: true,
    allowed: false,
  },
  {
    title: 'a new member (registered just before) names a carer, without the mark',
    who: 'stranger',
    op: 'set',
    path: 'carerPeople/ana/estranho',
    value: true,
    given: { 'members/estranho': { name: 'Joana', since: PAST } },
    allowed: false,
  },
  {
    title: 'a new member (registered just before) names a carer, marked to confirm',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: { 'carerPeople/ana/estranho': true, 'carerPending/ana/estranho': true },
    given: { 'members/estranho': { name: 'Joana', since: PAST } },
    allowed: true,
  },
  {
    title: 'signed out, naming a carer',
    who: 'signedOut',
    op: 'set',
    path: 'carerPeople/ana/maria',
    value: true,
    allowed: false,
  },
  {
    title: 'the person writes false',
    who: 'person',
    op: 'set',
    path: 'carerPeople/rui/maria',
    value: false,
    allowed: false,
  },
  {
    title: "the person writes 'sim'",
    who: 'person',
    op: 'set',
    path: 'carerPeople/rui/maria',
    value: 'sim',
    allowed: false,
  },
  {
    title: 'the person writes an object',
    who: 'person',
    op: 'set',
    path: 'carerPeople/rui/maria',
    value: { x: true },
    allowed: false,
  },
  {
    title: "the person writes a carer's whole list",
    who: 'person',
    op: 'set',
    path: 'carerPeople/rui',
    value: { maria: true },
    allowed: false,
  },
  {
    title: 'the person removes her carer',
    who: 'person',
    op: 'remove',
    path: 'carerPeople/ana/maria',
    allowed: true,
  },
  {
    title: 'the person removes a carer the association no longer has',
    who: 'person',
    op: 'remove',
    path: 'carerPeople/ana/maria',
    given: { 'carers/ana': null },
    allowed: true,
  },
  {
    title: 'the carer removes the person from her list',
    who: 'carer',
    op: 'remove',
    path: 'carerPeople/ana/maria',
    allowed: false,
  },
  {
    title: 'the other carer removes maria from ana',
    who: 'otherCarer',
    op: 'remove',
    path: 'carerPeople/ana/maria',
    allowed: false,
  },
];

// A link a person made herself is marked in `carerPending/{carer}/{person}` until the carer confirms it
// (removes the mark) or refuses it (removes the link, its reverse, her card and the mark at once).
const asked = {
  'carerPeople/ana/estranho': true,
  'personCarers/estranho/ana': true,
  'carerOverview/ana/estranho': newCardOf('Joana'),
  'carerPending/ana/estranho': true,
  'members/estranho': { name: 'Joana', since: PAST },
};
const refusal = {
  'carerPeople/ana/estranho': null,
  'personCarers/estranho/ana': null,
  'carerOverview/ana/estranho': null,
  'carerPending/ana/estranho': null,
};
const pendingCases: WriteCase[] = [
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} confirms the stranger in ana's console (removes the mark)`,
    who,
    op: 'remove',
    path: 'carerPending/ana/estranho',
    given: asked,
    allowed: who === 'carer',
  })),
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} removes the stranger's waiting link whole (ana refusing, or she withdrawing)`,
    who,
    op: 'update',
    path: '/',
    value: refusal,
    given: asked,
    allowed: who === 'carer' || who === 'stranger',
  })),
  {
    title: 'the carer removes a confirmed link (the association does that)',
    who: 'carer',
    op: 'update',
    path: '/',
    value: {
      'carerPeople/ana/maria': null,
      'personCarers/maria/ana': null,
      'carerOverview/ana/maria': null,
    },
    allowed: false,
  },
  {
    title: 'the carer removes the link alone while it waits to be confirmed',
    who: 'carer',
    op: 'remove',
    path: 'carerPeople/ana/estranho',
    given: asked,
    allowed: true,
  },
  {
    title: "another carer removes a link waiting in ana's console",
    who: 'otherCarer',
    op: 'remove',
    path: 'carerPeople/ana/estranho',
    given: asked,
    allowed: false,
  },
  {
    title: 'the carer marks a person to confirm',
    who: 'carer',
    op: 'set',
    path: 'carerPending/ana/maria',
    value: true,
    allowed: false,
  },
  {
    title: 'the person marks a link that does not exist',
    who: 'person',
    op: 'set',
    path: 'carerPending/rui/maria',
    value: true,
    allowed: false,
  },
  {
    title: "the person writes 'sim' as the mark",
    who: 'person',
    op: 'set',
    path: 'carerPending/ana/maria',
    value: 'sim',
    allowed: false,
  },
];

const shapeCases: WriteCase[] = (
  [
    ['a contact key without the prefix', `${maria}/contactos/Contacto_2`, contact],
    [
      'a contact key with letters after the prefix',
      `${maria}/contactos/contacto_Contacto_x`,
      contact,
    ],
    ['a contact under an appointment key', `${maria}/contactos/consulta_ID_2`, contact],
    ['an appointment key without digits', `${maria}/consultas/consulta_ID_`, appointment],
    ['a medication key of another kind', `${maria}/medicamentos/contacto_Contacto_1`, medication],
    ['a contact without phone', contactPath, { contacto_Nome: 'Ana' }],
    ['a contact with a numeric phone', contactPath, { ...contact, contacto_telPesso: 912345678 }],
    [
      'a contact with letters in the phone',
      contactPath,
      { ...contact, contacto_telPesso: '91234abc' },
    ],
    [
      'a contact with a 31-character phone',
      contactPath,
      { ...contact, contacto_telPesso: '9'.repeat(31) },
    ],
    [
      'a contact with a phone of 9 digits in 31 characters',
      contactPath,
      { ...contact, contacto_telPesso: `912${' '.repeat(22)}345678` },
    ],
    [
      'a contact with a phone too short to be one',
      contactPath,
      { ...contact, contacto_telPesso: '12' },
    ],
    [
      'a contact with 30 digits as a phone',
      contactPath,
      { ...contact, contacto_telPesso: '9'.repeat(30) },
    ],
    [
      'a contact with a phone no Portuguese number starts with',
      contactPath,
      { ...contact, contacto_telPesso: '812345678' },
    ],
    [
      'a contact with a Portuguese country code and too few digits',
      contactPath,
      { ...contact, contacto_telPesso: '+351 12' },
    ],
    [
      'a contact with another country’s phone too short',
      contactPath,
      { ...contact, contacto_telPesso: '0044 207' },
    ],
    ['a contact with an extra field', contactPath, { ...contact, nota: 'x' }],
    ['a contact that is a string', contactPath, 'José'],
    [
      'an appointment without date',
      `${maria}/consultas/consulta_ID_2`,
      { contacto_Nome: 'Cardiologia', time_consulta: '10:00' },
    ],
    [
      'an appointment with an extra field',
      `${maria}/consultas/consulta_ID_2`,
      { ...appointment, medico: 'Dr. Silva' },
    ],
    [
      'a medication without moment',
      `${maria}/medicamentos/medicamento_2`,
      { medicamento: '1 comprimido' },
    ],
    [
      'a medication with an extra field',
      `${maria}/medicamentos/medicamento_2`,
      { ...medication, dose: 2 },
    ],
    ['an unknown node in the tree', `${maria}/notas`, { a: 'b' }],
    ['a list that is not an object', `${maria}/contactos`, 'lista'],
  ] as const
).map(([title, path, value]): WriteCase => ({
  title,
  who: 'person',
  op: 'set',
  path,
  value,
  allowed: false,
}));

const shapeAllowedCases: WriteCase[] = [
  ...(
    [
      ['grouped with spaces', '912 345 678'],
      ['with its country code', '+351 912 345 678'],
      ['with 00 and its country code', '00351 912 345 678'],
      ['of another country', '+44 20 7946 0958'],
      ['of another country, after 00', '0044 20 7946 0958'],
      ['of 30 characters (the longest)', `912${' '.repeat(21)}345678`],
    ] as const
  ).map(([what, phone]): WriteCase => ({
    title: `a contact with a phone ${what}`,
    who: 'person',
    op: 'set',
    path: contactPath,
    value: { ...contact, contacto_telPesso: phone },
    allowed: true,
  })),
  {
    title: 'an appointment without time',
    who: 'person',
    op: 'set',
    path: `${maria}/consultas/consulta_ID_2`,
    value: { contacto_Nome: 'Oftalmologia', data_consulta: '2026-12-31' },
    allowed: true,
  },
  {
    title: 'a 15-digit medication key',
    who: 'person',
    op: 'set',
    path: `${maria}/medicamentos/medicamento_123456789012345`,
    value: medication,
    allowed: true,
  },
];

const otherCases: WriteCase[] = [
  {
    title: 'a registration code written by a carer',
    who: 'carer',
    op: 'set',
    path: 'registrationCodes/novo',
    value: true,
    allowed: false,
  },
  {
    title: 'ProBrancaSec changed by a carer',
    who: 'carer',
    op: 'set',
    path: 'ProBrancaSec',
    value: 'outro',
    allowed: false,
  },
  {
    title: 'a carer renames herself',
    who: 'carer',
    op: 'set',
    path: 'carers/ana/name',
    value: 'Ana C.',
    allowed: false,
  },
  {
    title: 'a member makes herself a carer',
    who: 'person',
    op: 'set',
    path: 'carers/maria',
    value: { name: names.maria },
    allowed: false,
  },
  {
    title: 'a stranger makes himself a carer',
    who: 'stranger',
    op: 'set',
    path: 'carers/estranho',
    value: { name: 'Estranho' },
    allowed: false,
  },
  {
    title: 'a stranger writes his own old tree',
    who: 'stranger',
    op: 'set',
    path: 'Newdata_estranho/contactos/contacto_Contacto_1',
    value: contact,
    allowed: false,
  },
  {
    title: 'a carer no longer followed by maria writes her records',
    who: 'carer',
    op: 'set',
    path: contactPath,
    value: recordBy('carer', contact),
    given: { 'carerPeople/ana/maria': null },
    allowed: false,
  },
  {
    title: 'a carer the association removed writes records of a person who still names her',
    who: 'carer',
    op: 'set',
    path: contactPath,
    value: recordBy('carer', contact),
    given: { 'carers/ana': null },
    allowed: false,
  },
  {
    title: 'a person whose membership is gone writes her records',
    who: 'person',
    op: 'set',
    path: contactPath,
    value: contact,
    given: { 'members/maria': null },
    allowed: false,
  },
  {
    title: "a tree named Newdata_ + another prefix ('Newdata_Newdata_maria')",
    who: 'carer',
    op: 'set',
    path: 'Newdata_Newdata_maria/contactos/contacto_Contacto_1',
    value: recordBy('carer', contact),
    allowed: false,
  },
];

// ---------------------------------------------------------------------------------------------------------
// A medicine's dose times ('horas': 'HH:MM' separated by commas, in the form the carers' form stores) and
// the doses taken (`tomas/{YYYY-MM-DD}/{medicamento_N}/{HHMM}` = the server's time, once per dose).

const medicationPath = `${maria}/medicamentos/medicamento_1`;
const withTimes = { [`${medicationPath}/horas`]: '08:00,20:00' };
const dosePath = (date: string, medicine: string, time: string) =>
  `${maria}/tomas/${date}/${medicine}/${time}`;
const morningDose = dosePath('2026-03-01', 'medicamento_1', '0800');

const doseTimeCases: WriteCase[] = [
  ...(
    [
      '',
      '08:00',
      '08:00,20:00',
      '00:00,23:59',
      Array.from({ length: 16 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`).join(','),
    ] as const
  ).map((horas): WriteCase => ({
    title: `horas ${JSON.stringify(horas).slice(0, 40)}`,
    who: 'carer',
    op: 'set',
    path: medicationPath,
    value: recordBy('carer', { ...medication, horas }),
    allowed: true,
  })),
  ...(
    [
      ['8:00', 'an hour without its leading zero'],
      ['08:00, 20:00', 'a space after the comma'],
      ['24:00', 'hour 24'],
      ['08:60', 'minute 60'],
      ['08:00,', 'a trailing comma'],
      ['08h00', "an 'h' for the colon"],
      ['ao almoço', 'words'],
      [
        Array.from({ length: 17 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`).join(','),
        '17 times',
      ],
    ] as const
  ).map(([horas, title]): WriteCase => ({
    title: `horas refused: ${title}`,
    who: 'carer',
    op: 'set',
    path: medicationPath,
    value: recordBy('carer', { ...medication, horas }),
    allowed: false,
  })),
  {
    title: 'horas as a number',
    who: 'person',
    op: 'set',
    path: medicationPath,
    value: { ...medication, horas: 800 },
    allowed: false,
  },
];

const doseCases: WriteCase[] = [
  {
    title: 'the person records her 08:00 dose',
    who: 'person',
    op: 'set',
    path: morningDose,
    value: SERVER_TIME,
    given: withTimes,
    allowed: true,
  },
  {
    title: 'her carer records it',
    who: 'carer',
    op: 'set',
    path: morningDose,
    value: SERVER_TIME,
    given: withTimes,
    allowed: true,
  },
  {
    title: 'the 20:00 dose (the second of the times)',
    who: 'person',
    op: 'set',
    path: dosePath('2026-03-01', 'medicamento_1', '2000'),
    value: SERVER_TIME,
    given: withTimes,
    allowed: true,
  },
  {
    title: 'another carer records it',
    who: 'otherCarer',
    op: 'set',
    path: morningDose,
    value: SERVER_TIME,
    given: withTimes,
    allowed: false,
  },
  {
    title: 'a stranger records it',
    who: 'stranger',
    op: 'set',
    path: morningDose,
    value: SERVER_TIME,
    given: withTimes,
    allowed: false,
  },
  {
    title: 'signed out',
    who: 'signedOut',
    op: 'set',
    path: morningDose,
    value: SERVER_TIME,
    given: withTimes,
    allowed: false,
  },
  {
    title: 'a dose already recorded is not recorded again',
    who: 'person',
    op: 'set',
    path: morningDose,
    value: SERVER_TIME,
    given: { ...withTimes, [morningDose]: PAST },
    allowed: false,
  },
  {
    title: 'a recorded dose is not deleted',
    who: 'carer',
    op: 'remove',
    path: morningDose,
    given: { ...withTimes, [morningDose]: PAST },
    allowed: false,
  },
  {
    title: "a day's doses are not deleted",
    who: 'person',
    op: 'remove',
    path: `${maria}/tomas/2026-03-01`,
    given: { ...withTimes, [morningDose]: PAST },
    allowed: false,
  },
  {
    title: "a day's doses are not written whole",
    who: 'person',
    op: 'set',
    path: `${maria}/tomas/2026-03-01`,
    value: { medicamento_1: { '0800': SERVER_TIME } },
    given: withTimes,
    allowed: false,
  },
  // 'Já tomei' pressed without network is recorded when it comes back, with the time it was pressed:
  // a time of the dose's day, never after the server's (machines/localCopy/doseQueueEffects.ts).
  {
    title: 'the time it was pressed, earlier that day (the network came back since)',
    who: 'person',
    op: 'set',
    path: morningDose,
    value: rulesNow - 60 * 60_000,
    given: withTimes,
    allowed: true,
  },
  {
    title: 'the first moment of the dose’s day',
    who: 'person',
    op: 'set',
    path: morningDose,
    value: Date.UTC(2026, 2, 1, 0, 0),
    given: withTimes,
    allowed: true,
  },
  {
    title: 'a time on the day before the dose’s',
    who: 'person',
    op: 'set',
    path: morningDose,
    value: Date.UTC(2026, 2, 1, 0, 0) - 1,
    given: withTimes,
    allowed: false,
  },
  {
    title: 'a time long before the dose’s day',
    who: 'person',
    op: 'set',
    path: morningDose,
    value: PAST,
    given: withTimes,
    allowed: false,
  },
  {
    title: 'a time after the server’s (a tablet whose clock runs ahead)',
    who: 'person',
    op: 'set',
    path: morningDose,
    value: rulesNow + 60_000,
    given: withTimes,
    allowed: false,
  },
  {
    title: 'a value that is not a time',
    who: 'person',
    op: 'set',
    path: morningDose,
    value: true,
    given: withTimes,
    allowed: false,
  },
  {
    title: 'a time that is not one of the medicine’s',
    who: 'person',
    op: 'set',
    path: dosePath('2026-03-01', 'medicamento_1', '1400'),
    value: SERVER_TIME,
    given: withTimes,
    allowed: false,
  },
  {
    title: 'a medicine without times',
    who: 'person',
    op: 'set',
    path: morningDose,
    value: SERVER_TIME,
    allowed: false,
  },
  {
    title: 'a medicine that does not exist',
    who: 'person',
    op: 'set',
    path: dosePath('2026-03-01', 'medicamento_9', '0800'),
    value: SERVER_TIME,
    given: withTimes,
    allowed: false,
  },
  {
    title: 'a date that does not exist',
    who: 'person',
    op: 'set',
    path: dosePath('2026-02-30', 'medicamento_1', '0800'),
    value: SERVER_TIME,
    given: withTimes,
    allowed: false,
  },
  {
    title: 'a date in another form',
    who: 'person',
    op: 'set',
    path: dosePath('01-03-2026', 'medicamento_1', '0800'),
    value: SERVER_TIME,
    given: withTimes,
    allowed: false,
  },
  {
    title: 'a key of another kind',
    who: 'person',
    op: 'set',
    path: dosePath('2026-03-01', 'contacto_Contacto_1', '0800'),
    value: SERVER_TIME,
    given: withTimes,
    allowed: false,
  },
  {
    title: 'a time with its colon',
    who: 'person',
    op: 'set',
    path: dosePath('2026-03-01', 'medicamento_1', '08:00'),
    value: SERVER_TIME,
    given: withTimes,
    allowed: false,
  },
  {
    title: 'a time across two of the times (0020 inside 0800,2000)',
    who: 'person',
    op: 'set',
    path: dosePath('2026-03-01', 'medicamento_1', '0020'),
    value: SERVER_TIME,
    given: withTimes,
    allowed: false,
  },
];

// Which days a dose may be recorded on: today and yesterday on the association's calendar, by the server's
// clock (`calendarDays/{date}: { from, until }`), for her own doses and for her cards' copies.

const doseDays: readonly [string, string, boolean][] = [
  ['today', today, true],
  ['yesterday', yesterday, true],
  ['tomorrow', tomorrow, false],
  ['the day before yesterday', dayBeforeYesterday, false],
  ['2150-01-01 (in the calendar)', farAhead, false],
  ['1900-01-01', '1900-01-01', false],
];

const doseDayCases: WriteCase[] = [
  ...doseDays.flatMap(([title, date, allowed]) =>
    (['person', 'carer'] as const).flatMap((who): WriteCase[] => [
      {
        title: `${whoLabel[who]} records a dose of ${title}`,
        who,
        op: 'set',
        path: dosePath(date, 'medicamento_1', '0800'),
        value: SERVER_TIME,
        given: withTimes,
        allowed,
      },
      {
        title: `${whoLabel[who]} copies a dose of ${title} onto the card`,
        who,
        op: 'set',
        path: `carerOverview/ana/maria/tomas/${date}/m1/0800`,
        value: true,
        allowed,
      },
    ]),
  ),
  ...(['person', 'carer'] as const).flatMap((who): WriteCase[] => [
    {
      title: `${whoLabel[who]} records a dose of a day the calendar does not hold`,
      who,
      op: 'set',
      path: morningDose,
      value: SERVER_TIME,
      given: { ...withTimes, [`calendarDays/${today}`]: null },
      allowed: false,
    },
    {
      title: `${whoLabel[who]} copies onto the card a dose of a day the calendar does not hold`,
      who,
      op: 'set',
      path: `carerOverview/ana/maria/tomas/${today}/m1/0800`,
      value: true,
      given: { [`calendarDays/${today}`]: null },
      allowed: false,
    },
  ]),
  {
    title: 'a day whose entry begins at now (its midnight)',
    who: 'person',
    op: 'set',
    path: morningDose,
    value: SERVER_TIME,
    given: {
      ...withTimes,
      [`calendarDays/${today}`]: { from: rulesNow, until: rulesNow + 86_400_000 },
    },
    allowed: true,
  },
  {
    title: 'a day whose entry ends at now (the midnight two days later)',
    who: 'person',
    op: 'set',
    path: morningDose,
    value: SERVER_TIME,
    given: { ...withTimes, [`calendarDays/${today}`]: { from: PAST, until: rulesNow } },
    allowed: false,
  },
  {
    title: 'a calendar entry that is not numbers',
    who: 'person',
    op: 'set',
    path: morningDose,
    value: SERVER_TIME,
    given: { ...withTimes, [`calendarDays/${today}`]: { from: 'ontem', until: 'amanhã' } },
    allowed: false,
  },
];

// Corrections: a carer who follows her marks a recorded dose as not taken, without deleting it
// (`tomasCorrigidas/{date}/{medicamento_N}/{HHMM}: { por, porNome, em }`); written once, never changed.

const correctionPath = `${maria}/tomasCorrigidas/${yesterday}/medicamento_1/2000`;
const corrected = { [correctionPath]: { por: 'ana', porNome: names.ana, em: PAST } };

const correctionCases: WriteCase[] = [
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} corrects a recorded dose`,
    who,
    op: 'set',
    path: correctionPath,
    value: correctionBy(who),
    allowed: who === 'carer',
  })),
  {
    title: 'a correction of a dose of today, recorded by the person',
    who: 'carer',
    op: 'set',
    path: `${maria}/tomasCorrigidas/${today}/medicamento_1/0800`,
    value: correctionBy('carer'),
    given: { [morningDose]: PAST },
    allowed: true,
  },
  {
    title: 'a correction of a dose older than the days a dose may be recorded on',
    who: 'carer',
    op: 'set',
    path: `${maria}/tomasCorrigidas/2026-01-10/medicamento_1/0800`,
    value: correctionBy('carer'),
    given: { [dosePath('2026-01-10', 'medicamento_1', '0800')]: PAST },
    allowed: true,
  },
  {
    title: 'a correction without a dose recorded',
    who: 'carer',
    op: 'set',
    path: `${maria}/tomasCorrigidas/${today}/medicamento_1/0800`,
    value: correctionBy('carer'),
    allowed: false,
  },
  {
    title: 'a correction of another medicine than the dose recorded',
    who: 'carer',
    op: 'set',
    path: `${maria}/tomasCorrigidas/${yesterday}/medicamento_2/2000`,
    value: correctionBy('carer'),
    allowed: false,
  },
  {
    title: 'a correction rewritten',
    who: 'carer',
    op: 'set',
    path: correctionPath,
    value: correctionBy('carer'),
    given: corrected,
    allowed: false,
  },
  ...(['carer', 'person', 'otherCarer'] as const).map((who): WriteCase => ({
    title: `a correction deleted by ${whoLabel[who]}`,
    who,
    op: 'remove',
    path: correctionPath,
    given: corrected,
    allowed: false,
  })),
  {
    title: "a day's corrections deleted",
    who: 'carer',
    op: 'remove',
    path: `${maria}/tomasCorrigidas/${yesterday}`,
    given: corrected,
    allowed: false,
  },
  {
    title: 'the dose itself deleted instead',
    who: 'carer',
    op: 'remove',
    path: `${maria}/${recordedDose}`,
    allowed: false,
  },
  {
    title: 'a correction under another carer’s uid',
    who: 'carer',
    op: 'set',
    path: correctionPath,
    value: { ...correctionBy('carer'), por: 'rui' },
    allowed: false,
  },
  {
    title: 'a correction under a name other than her registered one',
    who: 'carer',
    op: 'set',
    path: correctionPath,
    value: { ...correctionBy('carer'), porNome: 'Ana' },
    allowed: false,
  },
  {
    title: 'a correction at a time other than the server’s',
    who: 'carer',
    op: 'set',
    path: correctionPath,
    value: { ...correctionBy('carer'), em: PAST },
    allowed: false,
  },
  {
    title: 'a correction without its time',
    who: 'carer',
    op: 'set',
    path: correctionPath,
    value: { por: 'ana', porNome: names.ana },
    allowed: false,
  },
  {
    title: 'a correction with a field more',
    who: 'carer',
    op: 'set',
    path: correctionPath,
    value: { ...correctionBy('carer'), motivo: 'engano' },
    allowed: false,
  },
  {
    title: 'a correction as true',
    who: 'carer',
    op: 'set',
    path: correctionPath,
    value: true,
    allowed: false,
  },
  {
    title: 'a carer removed from her people corrects',
    who: 'carer',
    op: 'set',
    path: correctionPath,
    value: correctionBy('carer'),
    given: { 'carerPeople/ana/maria': null },
    allowed: false,
  },
];

// ---------------------------------------------------------------------------------------------------------
// A person's summary (`resumo`: how many records each list holds, and each medicine's dose times with
// when they were set), and `horasDesde` on a medicine: the server's time when its times were set, kept
// while they stay the same.

/** What the SDK's `increment(n)` sends; the server adds n to the stored number before the rules run. */
export const increment = (delta: number) => ({ '.sv': { increment: delta } });

const summary = `${maria}/resumo`;
const schedulePath = `${summary}/horario/medicamento_1`;
const morningAndEvening = '08:00,20:00';
const timed = { [`${medicationPath}/horas`]: morningAndEvening };

const summaryCases: WriteCase[] = [
  ...(['contactos', 'consultas', 'medicamentos'] as const).flatMap((count): WriteCase[] => [
    ...(
      [
        [0, true],
        [7, true],
        [-1, false],
        [1.5, false],
        ['2', false],
        [1_000_000_001, false],
      ] as const
    ).map(([value, allowed]): WriteCase => ({
      title: `resumo/${count} = ${JSON.stringify(value)}`,
      who: 'carer',
      op: 'set',
      path: `${summary}/${count}`,
      value,
      allowed,
    })),
  ]),
  {
    title: 'a record added: its count one more, by the server (the carer)',
    who: 'carer',
    op: 'update',
    path: maria,
    value: { 'resumo/contactos': increment(1) },
    allowed: true,
  },
  {
    title: 'a record deleted: one fewer (the person)',
    who: 'person',
    op: 'update',
    path: maria,
    value: { 'resumo/consultas': increment(-1) },
    allowed: true,
  },
  {
    title: 'one fewer than none is refused',
    who: 'carer',
    op: 'update',
    path: maria,
    value: { 'resumo/contactos': increment(-1) },
    given: { [`${summary}/contactos`]: 0 },
    allowed: false,
  },
  ...(['otherCarer', 'stranger', 'signedOut'] as const).map((who): WriteCase => ({
    title: `an increment by ${whoLabel[who]} is refused`,
    who,
    op: 'update',
    path: maria,
    value: { 'resumo/contactos': increment(1) },
    allowed: false,
  })),
  {
    title: 'anything else in the summary is refused',
    who: 'carer',
    op: 'set',
    path: `${summary}/outro`,
    value: 1,
    allowed: false,
  },
  {
    title: "a medicine's times in the summary, as the medicine holds them",
    who: 'carer',
    op: 'set',
    path: schedulePath,
    value: { horas: morningAndEvening, desde: PAST },
    given: timed,
    allowed: true,
  },
  {
    title: 'times unknown since when: 0',
    who: 'person',
    op: 'set',
    path: schedulePath,
    value: { horas: morningAndEvening, desde: 0 },
    given: timed,
    allowed: true,
  },
  {
    title: 'times other than the medicine’s are refused',
    who: 'carer',
    op: 'set',
    path: schedulePath,
    value: { horas: '08:00', desde: PAST },
    given: timed,
    allowed: false,
  },
  {
    title: 'times of a medicine without times are refused',
    who: 'carer',
    op: 'set',
    path: schedulePath,
    value: { horas: morningAndEvening, desde: PAST },
    allowed: false,
  },
  {
    title: 'times of a medicine that does not exist are refused',
    who: 'carer',
    op: 'set',
    path: `${summary}/horario/medicamento_9`,
    value: { horas: morningAndEvening, desde: PAST },
    given: timed,
    allowed: false,
  },
  {
    title: 'empty times are refused (a medicine without times has no entry)',
    who: 'carer',
    op: 'set',
    path: schedulePath,
    value: { horas: '', desde: PAST },
    given: { [`${medicationPath}/horas`]: '' },
    allowed: false,
  },
  ...(
    [
      ['without desde', { horas: morningAndEvening }],
      ['desde as text', { horas: morningAndEvening, desde: '1' }],
      ['desde negative', { horas: morningAndEvening, desde: -1 }],
      ['another field', { horas: morningAndEvening, desde: PAST, medicamento: 'x' }],
    ] as const
  ).map(([title, value]): WriteCase => ({
    title: `an entry ${title} is refused`,
    who: 'carer',
    op: 'set',
    path: schedulePath,
    value,
    given: timed,
    allowed: false,
  })),
  {
    title: 'an entry under a key of another kind is refused',
    who: 'carer',
    op: 'set',
    path: `${summary}/horario/contacto_Contacto_1`,
    value: { horas: morningAndEvening, desde: PAST },
    given: timed,
    allowed: false,
  },
  {
    title: 'an edit of the times and the summary in one update',
    who: 'carer',
    op: 'update',
    path: maria,
    value: {
      'medicamentos/medicamento_1': recordBy('carer', {
        ...medication,
        horas: '09:00',
        horasDesde: SERVER_TIME,
      }),
      'resumo/horario/medicamento_1': { horas: '09:00', desde: SERVER_TIME },
    },
    given: timed,
    allowed: true,
  },
  {
    title: 'an update leaving the summary with the old times is refused',
    who: 'carer',
    op: 'update',
    path: maria,
    value: {
      'medicamentos/medicamento_1': recordBy('carer', {
        ...medication,
        horas: '09:00',
        horasDesde: SERVER_TIME,
      }),
      'resumo/horario/medicamento_1': { horas: morningAndEvening, desde: PAST },
    },
    given: timed,
    allowed: false,
  },
  {
    title: 'a medicine deleted with its times in the summary',
    who: 'carer',
    op: 'update',
    path: maria,
    value: { 'medicamentos/medicamento_1': null, 'resumo/horario/medicamento_1': null },
    given: { ...timed, [schedulePath]: { horas: morningAndEvening, desde: PAST } },
    allowed: true,
  },
  ...(['otherCarer', 'stranger'] as const).map((who): WriteCase => ({
    title: `${whoLabel[who]} writing a medicine's times in the summary is refused`,
    who,
    op: 'set',
    path: schedulePath,
    value: { horas: morningAndEvening, desde: PAST },
    given: timed,
    allowed: false,
  })),
];

const timedSince = {
  [medicationPath]: { ...medication, horas: morningAndEvening, horasDesde: PAST },
};

const horasDesdeCases: WriteCase[] = [
  {
    title: 'times set now: the server’s time (carer)',
    who: 'carer',
    op: 'set',
    path: medicationPath,
    value: recordBy('carer', { ...medication, horas: '09:00', horasDesde: SERVER_TIME }),
    allowed: true,
  },
  {
    title: 'times set now: the server’s time (the person)',
    who: 'person',
    op: 'set',
    path: medicationPath,
    value: { ...medication, horas: '09:00', horasDesde: SERVER_TIME },
    allowed: true,
  },
  {
    title: 'a past time on a new medicine is refused',
    who: 'carer',
    op: 'set',
    path: `${maria}/medicamentos/medicamento_2`,
    value: recordBy('carer', { ...medication, horas: '09:00', horasDesde: PAST }),
    allowed: false,
  },
  {
    title: 'times changed with the stored time is refused',
    who: 'carer',
    op: 'set',
    path: medicationPath,
    value: recordBy('carer', { ...medication, horas: '09:00', horasDesde: PAST }),
    given: timedSince,
    allowed: false,
  },
  {
    title: 'times kept with the stored time',
    who: 'carer',
    op: 'set',
    path: medicationPath,
    value: recordBy('carer', {
      ...medication,
      momento_tomar: 'Ao jantar',
      horas: morningAndEvening,
      horasDesde: PAST,
    }),
    given: timedSince,
    allowed: true,
  },
  {
    title: 'times kept with a time other than the stored one is refused',
    who: 'carer',
    op: 'set',
    path: medicationPath,
    value: recordBy('carer', { ...medication, horas: morningAndEvening, horasDesde: PAST - 1 }),
    given: timedSince,
    allowed: false,
  },
  {
    title: 'times kept, set again now',
    who: 'carer',
    op: 'set',
    path: medicationPath,
    value: recordBy('carer', { ...medication, horas: morningAndEvening, horasDesde: SERVER_TIME }),
    given: timedSince,
    allowed: true,
  },
  {
    title: 'horasDesde as text is refused',
    who: 'person',
    op: 'set',
    path: medicationPath,
    value: { ...medication, horas: '09:00', horasDesde: 'agora' },
    allowed: false,
  },
];

// ---------------------------------------------------------------------------------------------------------
// Consents and the access log: their entries' keys are push keys (20 characters of the push alphabet).

/** A push key of its own for each n. */
export function pushKey(n: number): string {
  return `-Nabc${String(n).padStart(15, '0')}`;
}

/** A consent as `who` records it for herself (the person's own registration). */
function consentBy(who: Who): Record<string, unknown> {
  return {
    kind: 'dado',
    by: 'pessoa',
    noticeVersion: '2026-11-25',
    recordedBy: uidOf[who] ?? 'ninguem',
    at: SERVER_TIME,
  };
}

/** A log entry as `who` writes it: 'opened the person', under their own uid and registered name. */
function logEntryBy(who: Who): Record<string, unknown> {
  const uid = uidOf[who] ?? 'ninguem';
  return {
    who: uid,
    whoName: (names as Record<string, string>)[uid] ?? 'Ninguém',
    action: 'ver',
    record: 'pessoa',
    at: SERVER_TIME,
  };
}

const consentEntry = `consents/maria/${pushKey(2)}`;
const ownConsent = consentBy('person');
const byRepresentative = {
  ...ownConsent,
  by: 'representante',
  representativeName: 'Joana Silva',
  relationship: 'filha',
};
/** Maria's consent already recorded (by the admin, for the update and delete cases). */
const consentGiven = { [consentEntry]: { ...ownConsent, at: PAST } };

const consentCases: WriteCase[] = [
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} records Maria's consent as given by herself`,
    who,
    op: 'set',
    path: consentEntry,
    value: { ...ownConsent, recordedBy: uidOf[who] ?? 'maria' },
    allowed: who === 'person',
  })),
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} changes a consent recorded`,
    who,
    op: 'update',
    path: consentEntry,
    value: { kind: 'retirado' },
    given: consentGiven,
    allowed: false,
  })),
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} writes a consent recorded over again`,
    who,
    op: 'set',
    path: consentEntry,
    value: { ...ownConsent, recordedBy: uidOf[who] ?? 'maria' },
    given: consentGiven,
    allowed: false,
  })),
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} deletes a consent recorded`,
    who,
    op: 'remove',
    path: consentEntry,
    given: consentGiven,
    allowed: false,
  })),
  {
    title: 'a withdrawal is a new entry of its own',
    who: 'person',
    op: 'set',
    path: `consents/maria/${pushKey(3)}`,
    value: { ...ownConsent, kind: 'retirado' },
    given: consentGiven,
    allowed: true,
  },
  {
    title: 'given by a representative, named, with the relationship',
    who: 'person',
    op: 'set',
    path: consentEntry,
    value: byRepresentative,
    allowed: true,
  },
  {
    title: 'recorded by her carer, in the new person’s own session (a carer’s registration)',
    who: 'person',
    op: 'set',
    path: consentEntry,
    value: { ...ownConsent, recordedBy: 'ana' },
    allowed: true,
  },
  {
    title: 'a new account writes its consent right after its membership',
    who: 'stranger',
    op: 'set',
    path: `consents/estranho/${pushKey(2)}`,
    value: { ...ownConsent, recordedBy: 'estranho' },
    given: { 'members/estranho': { name: 'Joana Estranho', since: PAST } },
    allowed: true,
  },
  {
    title: 'a new account writes its consent before its membership',
    who: 'stranger',
    op: 'set',
    path: `consents/estranho/${pushKey(2)}`,
    value: { ...ownConsent, recordedBy: 'estranho' },
    allowed: false,
  },
  ...(
    [
      ['recorded by someone who is not a carer', { recordedBy: 'jose' }],
      // Rui is a carer, but not hers: a record may not name him.
      ['recorded by a carer who does not follow her', { recordedBy: 'rui' }],
      ['recorded by a path inside a carer', { recordedBy: 'ana/name' }],
      ['recorded by nobody', { recordedBy: '' }],
      ['of another kind', { kind: 'talvez' }],
      ['given by someone else', { by: 'vizinho' }],
      ['at a time that is not the server’s', { at: PAST }],
      ['without the notice’s version', { noticeVersion: '' }],
      ['with a notice version that is a path', { noticeVersion: '2026/11' }],
      ['with a notice version of 41 characters', { noticeVersion: 'v'.repeat(41) }],
      ['with a field of its own', { nota: 'x' }],
      ['by the person, with a representative’s name', { representativeName: 'Joana' }],
    ] as const
  ).map(([title, change]): WriteCase => ({
    title: `a consent ${title} is refused`,
    who: 'person',
    op: 'set',
    path: consentEntry,
    value: { ...ownConsent, ...change },
    allowed: false,
  })),
  ...(
    [
      ['without a name', { representativeName: undefined }],
      ['without the relationship', { relationship: undefined }],
      ['with a blank name', { representativeName: '   ' }],
      ['with a name of 501 characters', { representativeName: 'a'.repeat(501) }],
      ['with a reordering control in the name', { representativeName: 'Ana \u202eoãçamrofni' }],
      ['with a control character in the relationship', { relationship: 'filha\u0000' }],
    ] as const
  ).map(([title, change]): WriteCase => ({
    title: `a representative ${title} is refused`,
    who: 'person',
    op: 'set',
    path: consentEntry,
    value: JSON.parse(JSON.stringify({ ...byRepresentative, ...change })) as unknown,
    allowed: false,
  })),
  {
    title: 'a key that is not a push key is refused',
    who: 'person',
    op: 'set',
    path: 'consents/maria/consentimento',
    value: ownConsent,
    allowed: false,
  },
];

const logEntryPath = `accessLog/maria/${pushKey(2)}`;
const anaOpened = logEntryBy('carer');
/** An entry already in Maria's log (by the admin, for the update and delete cases). */
const logged = { [logEntryPath]: { ...anaOpened, at: PAST } };

const accessLogCases: WriteCase[] = [
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} logs opening Maria's data under their own name`,
    who,
    op: 'set',
    path: logEntryPath,
    value: logEntryBy(who),
    allowed: who === 'carer',
  })),
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} changes an entry of the log`,
    who,
    op: 'update',
    path: logEntryPath,
    value: { action: 'alterar', fields: 'horas' },
    given: logged,
    allowed: false,
  })),
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} writes an entry of the log over again`,
    who,
    op: 'set',
    path: logEntryPath,
    value: logEntryBy(who),
    given: logged,
    allowed: false,
  })),
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} deletes an entry of the log`,
    who,
    op: 'remove',
    path: logEntryPath,
    given: logged,
    allowed: false,
  })),
  ...(
    [
      ['a contact added', { action: 'criar', record: 'contactos/contacto_Contacto_2' }],
      [
        'a medicine changed, with the fields changed',
        { action: 'alterar', record: 'medicamentos/medicamento_1', fields: 'horas,momento_tomar' },
      ],
      ['an appointment deleted', { action: 'apagar', record: 'consultas/consulta_ID_1' }],
    ] as const
  ).map(([title, change]): WriteCase => ({
    title: `her carer logs ${title}`,
    who: 'carer',
    op: 'set',
    path: logEntryPath,
    value: { ...anaOpened, ...change },
    allowed: true,
  })),
  ...(
    [
      ['under another uid', { who: 'rui' }],
      ['under another name', { whoName: 'Ana' }],
      ['with an action of its own', { action: 'copiar' }],
      ['about a record of another kind', { record: 'tomas/2026-03-01' }],
      ['about a record whose key is not its kind’s', { record: 'contactos/medicamento_1' }],
      ['about a list node said twice', { record: 'contactos/contactos/contacto_Contacto_1' }],
      ['about a record without its slash', { record: 'contactosXcontacto_Contacto_1' }],
      ['about one field of a record', { record: 'medicamentos/medicamento_1/horas' }],
      ['naming fields of an entry that is not a change', { fields: 'horas' }],
      [
        'naming fields that are not field names',
        { action: 'alterar', record: 'medicamentos/medicamento_1', fields: 'horas;x' },
      ],
      ['naming no field', { action: 'alterar', record: 'medicamentos/medicamento_1', fields: '' }],
      ['at a time that is not the server’s', { at: PAST }],
      ['with a field of its own', { medicamento: 'Paracetamol' }],
    ] as const
  ).map(([title, change]): WriteCase => ({
    title: `an entry ${title} is refused`,
    who: 'carer',
    op: 'set',
    path: logEntryPath,
    value: { ...anaOpened, ...change },
    allowed: false,
  })),
  {
    title: 'an entry whose key is not a push key is refused',
    who: 'carer',
    op: 'set',
    path: 'accessLog/maria/entrada',
    value: anaOpened,
    allowed: false,
  },
  {
    title: 'a carer who no longer follows her cannot log',
    who: 'carer',
    op: 'set',
    path: logEntryPath,
    value: anaOpened,
    given: { 'carerPeople/ana/maria': null },
    allowed: false,
  },
  {
    title: 'the other carer logs opening his own person',
    who: 'otherCarer',
    op: 'set',
    path: `accessLog/jose/${pushKey(2)}`,
    value: logEntryBy('otherCarer'),
    allowed: true,
  },
];

// ---------------------------------------------------------------------------------------------------------
// The carers' consoles: `carerOverview/{carer}/{person}`, a card of each person a carer follows (her
// membership, her summary, the doses taken on her latest day, her appointments' days and times), and
// `personCarers/{person}/{carer}: true`, who follows her (written with `carerPeople`, in one update).

const card = 'carerOverview/ana/maria';
const linkRui = { 'carerPeople/rui/maria': true };
const cardAppointmentPath = `${card}/consultas/c2`;
const cardSchedulePath = `${card}/resumo/horario/m1`;
const cardDose = `${card}/tomas/2026-03-01/m1/2000`;

/**
 * personAsksCarerPatch: the link, the reverse index, the carer's card of her and the mark that the
 * carer has still to confirm it, in one update at the root, as a person naming a carer writes them.
 */
function linkPatch(
  carer: string,
  person: string,
  personName: string = names.maria,
): Record<string, unknown> {
  return {
    [`carerPeople/${carer}/${person}`]: true,
    [`personCarers/${person}/${carer}`]: true,
    [`carerOverview/${carer}/${person}`]: newCardOf(personName),
    [`carerPending/${carer}/${person}`]: true,
  };
}

/** linkCarerPatch, as the association links: the same without a mark (`carerPending` removed). */
function confirmedLinkPatch(carer: string, person: string): Record<string, unknown> {
  return { ...linkPatch(carer, person), [`carerPending/${carer}/${person}`]: null };
}

/** unlinkCarerPatch: the four removed at once. */
function unlinkPatch(carer: string, person: string): Record<string, unknown> {
  return {
    [`carerPeople/${carer}/${person}`]: null,
    [`personCarers/${person}/${carer}`]: null,
    [`carerOverview/${carer}/${person}`]: null,
    [`carerPending/${carer}/${person}`]: null,
  };
}

/** A write by ana (her carer) into her card of maria: the carer's client copying a save. */
function cardWrite(
  title: string,
  path: string,
  value: unknown,
  allowed: boolean,
  given?: Readonly<Record<string, unknown>>,
): WriteCase {
  return {
    title,
    who: 'carer',
    op: 'set',
    path: `${card}/${path}`,
    value,
    allowed,
    ...(given ? { given } : {}),
  };
}

const overviewCardCases: WriteCase[] = [
  // Who writes a card, and into whose console.
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} writes maria's card in ana's console whole`,
    who,
    op: 'set',
    path: card,
    value: newCardOf(names.maria),
    allowed: who === 'person' || who === 'carer',
  })),
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} writes a count on maria's card`,
    who,
    op: 'set',
    path: `${card}/resumo/contactos`,
    value: 2,
    allowed: who === 'person' || who === 'carer',
  })),
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} writes maria's card in rui's console, who does not follow her`,
    who,
    op: 'set',
    path: 'carerOverview/rui/maria',
    value: newCardOf(names.maria),
    allowed: false,
  })),
  {
    title: "ana writes a count on rui's card of maria, who does not follow her",
    who: 'carer',
    op: 'set',
    path: 'carerOverview/rui/maria/resumo/contactos',
    value: 1,
    allowed: false,
  },
  {
    title: 'the person writes a card in the console of an account that is not a carer',
    who: 'person',
    op: 'set',
    path: 'carerOverview/estranho/maria',
    value: newCardOf(names.maria),
    allowed: false,
  },
  {
    title: 'the person writes a card in that account’s console after an admin linked them',
    who: 'person',
    op: 'set',
    path: 'carerOverview/estranho/maria',
    value: newCardOf(names.maria),
    given: { 'carerPeople/estranho/maria': true },
    allowed: true,
  },
  {
    title: "ana writes a count on rui's card of maria when rui follows her too (the save's copy)",
    who: 'carer',
    op: 'set',
    path: 'carerOverview/rui/maria/resumo/contactos',
    value: 1,
    given: { ...linkRui, 'carerOverview/rui/maria': newCardOf(names.maria) },
    allowed: true,
  },
  {
    title: 'one update onto both carers’ cards of maria (cardPatch)',
    who: 'person',
    op: 'update',
    path: '/',
    value: {
      [`${card}/resumo/consultas`]: increment(1),
      [`${card}/consultas/c2`]: cardAppointment,
      'carerOverview/rui/maria/resumo/consultas': increment(1),
      'carerOverview/rui/maria/consultas/c2': cardAppointment,
    },
    given: { ...linkRui, 'carerOverview/rui/maria': newCardOf(names.maria) },
    allowed: true,
  },
  {
    title: 'one update onto the cards of a carer who follows her and one who does not',
    who: 'person',
    op: 'update',
    path: '/',
    value: {
      [`${card}/resumo/consultas`]: increment(1),
      'carerOverview/rui/maria/resumo/consultas': increment(1),
    },
    allowed: false,
  },
  {
    title: 'the other carer writes a count on his own card of jose',
    who: 'otherCarer',
    op: 'set',
    path: 'carerOverview/rui/jose/resumo/contactos',
    value: 1,
    allowed: true,
  },
  {
    title: 'a carer who no longer follows maria writes on her card',
    who: 'carer',
    op: 'set',
    path: `${card}/resumo/contactos`,
    value: 2,
    given: { 'carerPeople/ana/maria': null },
    allowed: false,
  },
  {
    title: 'the person writes on the card of a carer who no longer follows her',
    who: 'person',
    op: 'set',
    path: `${card}/resumo/contactos`,
    value: 2,
    given: { 'carerPeople/ana/maria': null },
    allowed: false,
  },
  {
    title: 'a carer the association removed writes on the card of a person who still names her',
    who: 'carer',
    op: 'set',
    path: `${card}/resumo/contactos`,
    value: 2,
    given: { 'carers/ana': null },
    allowed: false,
  },
  {
    title: 'a person whose membership is gone writes on her card',
    who: 'person',
    op: 'set',
    path: `${card}/resumo/contactos`,
    value: 2,
    given: { 'members/maria': null },
    allowed: false,
  },
  {
    title: 'the carer writes ana’s whole console',
    who: 'carer',
    op: 'set',
    path: 'carerOverview/ana',
    value: { maria: mariaCard },
    allowed: false,
  },

  // Linking a carer: one update at the root (linkCarerPatch), and unlinking (unlinkCarerPatch).
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} links rui to maria with his card, in one update`,
    who,
    op: 'update',
    path: '/',
    value: linkPatch('rui', 'maria'),
    allowed: who === 'person',
  })),
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} links rui to maria as the association does (no mark to confirm)`,
    who,
    op: 'update',
    path: '/',
    value: confirmedLinkPatch('rui', 'maria'),
    allowed: false,
  })),
  {
    title: 'a new member (registered just before) links her carer with his card',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: linkPatch('ana', 'estranho', 'Joana'),
    given: { 'members/estranho': { name: 'Joana', since: PAST } },
    allowed: true,
  },
  {
    title: 'the person links an account that is not a carer, with a card',
    who: 'person',
    op: 'update',
    path: '/',
    value: linkPatch('estranho', 'maria'),
    allowed: false,
  },
  {
    title: 'the person writes the reverse index and the card without carerPeople',
    who: 'person',
    op: 'update',
    path: '/',
    value: {
      'personCarers/maria/rui': true,
      'carerOverview/rui/maria': newCardOf(names.maria),
    },
    allowed: false,
  },
  {
    title: 'the person links rui with a card that is not valid',
    who: 'person',
    op: 'update',
    path: '/',
    value: {
      ...linkPatch('rui', 'maria'),
      'carerOverview/rui/maria': { membro: { name: names.maria } },
    },
    allowed: false,
  },
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} unlinks ana from maria with her card, in one update`,
    who,
    op: 'update',
    path: '/',
    value: unlinkPatch('ana', 'maria'),
    allowed: who === 'person',
  })),

  // Deleting a card, or a part of it.
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} deletes maria's card in ana's console`,
    who,
    op: 'remove',
    path: card,
    allowed: who === 'person' || who === 'carer',
  })),
  {
    title: 'the person deletes the card of a carer who no longer follows her',
    who: 'person',
    op: 'remove',
    path: card,
    given: { 'carerPeople/ana/maria': null },
    allowed: true,
  },
  {
    title: 'the carer deletes a day of doses on her card (the latest day moved on)',
    who: 'carer',
    op: 'remove',
    path: `${card}/tomas/2026-03-01`,
    allowed: true,
  },
  {
    title: 'the person deletes an appointment on the card',
    who: 'person',
    op: 'remove',
    path: `${card}/consultas/c1`,
    allowed: true,
  },
  {
    title: 'the other carer deletes an appointment on ana’s card of maria',
    who: 'otherCarer',
    op: 'remove',
    path: `${card}/consultas/c1`,
    allowed: false,
  },
  {
    // The card's own .validate (the link) still runs: what remains of the card is new data.
    title: 'the person deletes a part of the card of a carer who no longer follows her',
    who: 'person',
    op: 'remove',
    path: `${card}/consultas/c1`,
    given: { 'carerPeople/ana/maria': null },
    allowed: false,
  },
  {
    title: 'the carer deletes her whole console',
    who: 'carer',
    op: 'remove',
    path: 'carerOverview/ana',
    allowed: false,
  },

  // membro: her registration name and since.
  cardWrite('membro as members holds it', 'membro', { name: names.maria, since: PAST }, true),
  cardWrite('membro since 0 (unknown)', 'membro', { name: names.maria, since: 0 }, true),
  cardWrite(
    'membro with a name of 500 characters (her registration name)',
    'membro',
    { name: 'a'.repeat(500), since: PAST },
    true,
    { 'members/maria/name': 'a'.repeat(500) },
  ),
  // A card showing another person's name would have a carer change the wrong person's medicines.
  cardWrite(
    'membro under a name other than her registration name',
    'membro',
    {
      name: names.jose,
      since: PAST,
    },
    false,
  ),
  ...(['person', 'otherCarer'] as const).map((who): WriteCase => ({
    title: `${whoLabel[who]} cannot show maria's card in ana's console under another name`,
    who,
    op: 'set',
    path: `${card}/membro/name`,
    value: 'Pessoa Falsa',
    allowed: false,
  })),
  cardWrite(
    'membro with a name of 501 characters',
    'membro',
    { name: 'a'.repeat(501), since: PAST },
    false,
  ),
  cardWrite('membro with a blank name', 'membro', { name: ' \t ', since: PAST }, false),
  cardWrite('membro with an empty name', 'membro', { name: '', since: PAST }, false),
  ...forbiddenCharacters.map(([label, character]) =>
    cardWrite(
      `membro with ${label} in the name`,
      'membro',
      { name: `Maria${character}Silva`, since: PAST },
      false,
    ),
  ),
  cardWrite('membro with a numeric name', 'membro', { name: 7, since: PAST }, false),
  cardWrite('membro without the name', 'membro', { since: PAST }, false),
  cardWrite('membro without since', 'membro', { name: names.maria }, false),
  cardWrite('membro since as text', 'membro', { name: names.maria, since: '1' }, false),
  cardWrite('membro since negative', 'membro', { name: names.maria, since: -1 }, false),
  cardWrite(
    'membro with a field of its own',
    'membro',
    { name: names.maria, since: PAST, code: 'segredo' },
    false,
  ),
  cardWrite('membro as text', 'membro', names.maria, false),
  cardWrite('the name alone, as members holds it', 'membro/name', names.maria, true),
  cardWrite('the name alone, shortened', 'membro/name', 'Maria S.', false),

  // resumo: the counts of Newdata_{uid}/resumo, and each medicine's times as {h, d} under its key m{N}
  // (d, when they were set, only while it is from today).
  ...(['contactos', 'consultas', 'medicamentos'] as const).flatMap((count): WriteCase[] =>
    (
      [
        [0, true],
        [7, true],
        [1_000_000_000, true],
        [-1, false],
        [1.5, false],
        ['2', false],
        [1_000_000_001, false],
      ] as const
    ).map(([value, allowed]) =>
      cardWrite(`resumo/${count} = ${JSON.stringify(value)}`, `resumo/${count}`, value, allowed),
    ),
  ),
  {
    title: 'a count one more, by the server (the carer’s copy of an add)',
    who: 'carer',
    op: 'update',
    path: card,
    value: { 'resumo/contactos': increment(1) },
    allowed: true,
  },
  {
    title: 'one fewer than none on a card is refused',
    who: 'carer',
    op: 'update',
    path: card,
    value: { 'resumo/contactos': increment(-1) },
    given: { [`${card}/resumo/contactos`]: 0 },
    allowed: false,
  },
  cardWrite(
    'an empty summary, as a new card has it',
    'resumo',
    { contactos: 0, consultas: 0, medicamentos: 0 },
    true,
  ),
  cardWrite('anything else in the summary', 'resumo/outro', 1, false),
  cardWrite('a summary that is a number', 'resumo', 3, false),
  cardWrite(
    'a summary with a medicine’s times, as a card keeps them',
    'resumo',
    { contactos: 0, consultas: 0, medicamentos: 1, horario: { m1: { h: '08:00', d: PAST } } },
    true,
  ),
  cardWrite(
    'a summary with a medicine’s times in the layout of her own summary',
    'resumo',
    {
      contactos: 0,
      consultas: 0,
      medicamentos: 1,
      horario: { medicamento_1: { horas: '08:00', desde: PAST } },
    },
    false,
  ),
  cardWrite(
    "a medicine's times the medicine does not hold (not cross-checked on a card)",
    'resumo/horario/m1',
    { h: '08:00,20:00', d: PAST },
    true,
  ),
  cardWrite(
    'the times of a medicine that is not in her list',
    'resumo/horario/m9',
    { h: '09:00', d: 0 },
    true,
  ),
  cardWrite(
    'the times of a medicine whose number has 15 digits',
    'resumo/horario/m123456789012345',
    { h: '09:00', d: 0 },
    true,
  ),
  cardWrite(
    "a medicine's times without when they were set (before today)",
    'resumo/horario/m1',
    { h: '08:00' },
    true,
  ),
  {
    title: "a medicine's times set now: the server's time",
    who: 'carer',
    op: 'set',
    path: cardSchedulePath,
    value: { h: '09:00', d: SERVER_TIME },
    allowed: true,
  },
  ...(
    [
      ['empty times', { h: '', d: PAST }],
      ['an hour without its leading zero', { h: '8:00', d: PAST }],
      ['a trailing comma', { h: '08:00,', d: PAST }],
      [
        '17 times',
        {
          h: Array.from({ length: 17 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`).join(
            ',',
          ),
          d: PAST,
        },
      ],
      ['times as a number', { h: 800, d: PAST }],
      ['without h (times)', { d: PAST }],
      ['d as text', { h: '08:00', d: '1' }],
      ['d negative', { h: '08:00', d: -1 }],
      ['another field', { h: '08:00', d: PAST, medicamento: 'x' }],
      ['in the layout of her own summary (horas, desde)', { horas: '08:00', desde: PAST }],
      ['both layouts at once', { h: '08:00', d: PAST, horas: '08:00', desde: PAST }],
    ] as const
  ).map(([title, value]) =>
    cardWrite(`a medicine's times: ${title}`, 'resumo/horario/m1', value, false),
  ),
  ...(
    [
      ['under its own key (medicamento_1), not its key on a card', 'medicamento_1'],
      ['under a key without digits', 'm'],
      ['under a key of 16 digits', 'm1234567890123456'],
      ['under an appointment’s key on a card', 'c1'],
      ['under a capital letter', 'M1'],
      ['under a key of another kind', 'contacto_Contacto_1'],
    ] as const
  ).map(([title, key]) =>
    cardWrite(`times ${title}`, `resumo/horario/${key}`, { h: '08:00', d: PAST }, false),
  ),
  cardWrite('a schedule that is text', 'resumo/horario', '08:00', false),
  {
    title: 'a medicine deleted: its times on the card with it',
    who: 'carer',
    op: 'remove',
    path: cardSchedulePath,
    given: { [cardSchedulePath]: { h: '08:00', d: PAST } },
    allowed: true,
  },

  // tomas: the doses taken on her latest day, tomas/{YYYY-MM-DD}/m{N}/{HHMM}: true (that it was).
  {
    title: 'a dose taken',
    who: 'carer',
    op: 'set',
    path: cardDose,
    value: true,
    allowed: true,
  },
  {
    title: 'a dose taken, by the person',
    who: 'person',
    op: 'set',
    path: cardDose,
    value: true,
    allowed: true,
  },
  {
    title: 'a dose taken, at the server’s time (the moment is on her own data only)',
    who: 'carer',
    op: 'set',
    path: cardDose,
    value: SERVER_TIME,
    allowed: false,
  },
  {
    title: 'a dose taken at a past time',
    who: 'carer',
    op: 'set',
    path: cardDose,
    value: PAST,
    allowed: false,
  },
  {
    title: 'a dose not taken, as false',
    who: 'carer',
    op: 'set',
    path: cardDose,
    value: false,
    allowed: false,
  },
  {
    title: 'a dose taken, as text',
    who: 'carer',
    op: 'set',
    path: cardDose,
    value: 'true',
    allowed: false,
  },
  {
    title: 'a dose taken, as 1',
    who: 'carer',
    op: 'set',
    path: cardDose,
    value: 1,
    allowed: false,
  },
  {
    title: 'a dose taken by another carer',
    who: 'otherCarer',
    op: 'set',
    path: cardDose,
    value: true,
    allowed: false,
  },
  cardWrite('a day that does not exist', 'tomas/2026-02-30/m1/0800', true, false),
  cardWrite('a 29 February of a common year', 'tomas/2027-02-29/m1/0800', true, false),
  cardWrite('a day in another form', 'tomas/01-03-2026/m1/0800', true, false),
  cardWrite('a leap day, not today or yesterday', 'tomas/2028-02-29/m1/0800', true, false),
  cardWrite(
    'a dose under its medicine’s own key (medicamento_1), not its key on a card',
    'tomas/2026-03-01/medicamento_1/0800',
    true,
    false,
  ),
  cardWrite(
    'a medicine key of another kind',
    'tomas/2026-03-01/contacto_Contacto_1/0800',
    true,
    false,
  ),
  cardWrite(
    'an appointment’s key on a card as a medicine',
    'tomas/2026-03-01/c1/0800',
    true,
    false,
  ),
  cardWrite('a medicine key without digits', 'tomas/2026-03-01/m/0800', true, false),
  cardWrite('a medicine key of 16 digits', 'tomas/2026-03-01/m1234567890123456/0800', true, false),
  cardWrite('a dose time with its colon', 'tomas/2026-03-01/m1/08:00', true, false),
  cardWrite('a dose time 2400', 'tomas/2026-03-01/m1/2400', true, false),
  cardWrite('a dose time of three digits', 'tomas/2026-03-01/m1/800', true, false),
  cardWrite('a whole day', `tomas/${yesterday}`, { m1: { '0800': true, '2000': true } }, true),
  cardWrite(
    'a whole day in the layout of her own doses (medicamento_1, the moments)',
    `tomas/${yesterday}`,
    { medicamento_1: { '0800': PAST, '2000': PAST } },
    false,
  ),
  cardWrite(
    'a whole day with a dose as its moment',
    `tomas/${yesterday}`,
    { m1: { '0800': true, '2000': PAST } },
    false,
  ),
  cardWrite('a medicine that is a number', 'tomas/2026-03-01/m1', 5, false),
  cardWrite('a medicine that is true', 'tomas/2026-03-01/m1', true, false),
  cardWrite('a day that is a number', 'tomas/2026-03-01', 5, false),
  cardWrite('the doses that are text', 'tomas', 'hoje', false),
  {
    title: 'a dose on a new day, the day before removed, in one update (cardChanges)',
    who: 'person',
    op: 'update',
    path: '/',
    value: {
      [`${card}/tomas/${today}/m1/2000`]: true,
      [`${card}/tomas/${yesterday}`]: null,
    },
    given: { [`${card}/tomas`]: { [yesterday]: { m1: { '0800': true } } } },
    allowed: true,
  },

  // consultas: each appointment's day and time, 'YYYY-MM-DD HH:MM' or the day alone, nothing else.
  cardWrite('an appointment’s day and time', 'consultas/c2', cardAppointment, true),
  cardWrite('an appointment without time', 'consultas/c2', '2026-03-10', true),
  cardWrite('an appointment on a leap day', 'consultas/c2', '2028-02-29 09:00', true),
  cardWrite(
    'a time of 10 characters (21 in all)',
    'consultas/c2',
    `2026-03-10 ${'t'.repeat(10)}`,
    true,
  ),
  cardWrite(
    'a time of 11 characters (22 in all)',
    'consultas/c2',
    `2026-03-10 ${'t'.repeat(11)}`,
    false,
  ),
  cardWrite(
    'an appointment with what it is for',
    'consultas/c2',
    `${cardAppointment} Cardiologia`,
    false,
  ),
  cardWrite(
    'an appointment under a key whose number has 15 digits',
    'consultas/c123456789012345',
    cardAppointment,
    true,
  ),
  cardWrite('an appointment without day', 'consultas/c2', '09:00', false),
  cardWrite('an empty appointment', 'consultas/c2', '', false),
  cardWrite(
    'an appointment on a day that does not exist (30 February)',
    'consultas/c2',
    '2026-02-30 09:00',
    false,
  ),
  cardWrite('an appointment on 31 April', 'consultas/c2', '2026-04-31', false),
  cardWrite(
    'an appointment on 29 February of a common year',
    'consultas/c2',
    '2027-02-29 09:00',
    false,
  ),
  cardWrite(
    'an appointment on 29 February 2100 (not a leap year)',
    'consultas/c2',
    '2100-02-29',
    false,
  ),
  cardWrite('an appointment in a month 13', 'consultas/c2', '2026-13-01 09:00', false),
  cardWrite('an appointment on a day 00', 'consultas/c2', '2026-03-00', false),
  cardWrite('an appointment’s day in another form', 'consultas/c2', '10/03/2026 09:00', false),
  cardWrite(
    'an appointment’s day without its leading zeros',
    'consultas/c2',
    '2026-3-10 09:00',
    false,
  ),
  cardWrite('an appointment’s day with a time part (T)', 'consultas/c2', '2026-03-10T09:00', false),
  cardWrite('an appointment’s day and a space without time', 'consultas/c2', '2026-03-10 ', false),
  cardWrite('an appointment’s time before its day', 'consultas/c2', '09:00 2026-03-10', false),
  cardWrite('an appointment in a year of five digits', 'consultas/c2', '20260-03-10', false),
  ...forbiddenCharacters
    .filter(([, character]) => /[\u0000-\u001f\u007f]/.test(character))
    .map(([label, character]) =>
      cardWrite(
        `an appointment with ${label} in its time`,
        'consultas/c2',
        `2026-03-10 09${character}00`,
        false,
      ),
    ),
  cardWrite(
    'an appointment with a tab before its time',
    'consultas/c2',
    '2026-03-10\t09:00',
    false,
  ),
  cardWrite('an appointment’s day as a number', 'consultas/c2', 20260310, false),
  cardWrite('an appointment that is true', 'consultas/c2', true, false),
  cardWrite(
    'an appointment in the layout of her own data (data_consulta, time_consulta)',
    'consultas/c2',
    { data_consulta: '2026-03-10', time_consulta: '09:00' },
    false,
  ),
  cardWrite(
    'an appointment under its own key (consulta_ID_2), not its key on a card',
    'consultas/consulta_ID_2',
    cardAppointment,
    false,
  ),
  cardWrite('an appointment key without digits', 'consultas/c', cardAppointment, false),
  cardWrite(
    'an appointment key of 16 digits',
    'consultas/c1234567890123456',
    cardAppointment,
    false,
  ),
  cardWrite(
    'an appointment under a medicine’s key on a card',
    'consultas/m2',
    cardAppointment,
    false,
  ),
  cardWrite(
    'an appointment under a contact key',
    'consultas/contacto_Contacto_1',
    cardAppointment,
    false,
  ),
  cardWrite('appointments that are text', 'consultas', '2026-03-10', false),
  {
    title: 'a card appointment written by the other carer',
    who: 'otherCarer',
    op: 'set',
    path: cardAppointmentPath,
    value: cardAppointment,
    allowed: false,
  },

  // Nothing else on a card.
  cardWrite('a node of its own on the card', 'notas', 'x', false),
  cardWrite("her contacts' list on the card", 'contactos', { contacto_Contacto_1: contact }, false),
  {
    title: 'a whole card with a field of its own',
    who: 'person',
    op: 'set',
    path: card,
    value: { ...mariaCard, notas: 'x' },
    allowed: false,
  },
  {
    title: 'a whole card as the cards’ writes keep it',
    who: 'carer',
    op: 'set',
    path: card,
    value: mariaCard,
    allowed: true,
  },
  ...(
    [
      ['its doses taken as moments', { tomas: { '2026-03-01': { m1: { '0800': PAST } } } }],
      [
        'its doses taken under the medicines’ own keys',
        { tomas: { '2026-03-01': { medicamento_1: { '0800': true } } } },
      ],
      [
        'its appointments as the records’ day and time fields',
        { consultas: { c1: { data_consulta: '2026-03-01', time_consulta: '10:30' } } },
      ],
      [
        'its appointments under their own keys',
        { consultas: { consulta_ID_1: '2026-03-01 10:30' } },
      ],
      [
        'its medicines’ times in the layout of her own summary',
        {
          resumo: {
            ...mariaCard.resumo,
            horario: { medicamento_1: { horas: '08:00', desde: PAST } },
          },
        },
      ],
    ] as const
  ).map(([title, part]): WriteCase => ({
    title: `a whole card with ${title} (the layout before the short one)`,
    who: 'carer',
    op: 'set',
    path: card,
    value: { ...mariaCard, ...part },
    allowed: false,
  })),
];

const personCarersCases: WriteCase[] = [
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} names ana in maria's carers (carerPeople already links them)`,
    who,
    op: 'set',
    path: 'personCarers/maria/ana',
    value: true,
    allowed: who === 'person',
  })),
  {
    title: 'the person names rui without carerPeople',
    who: 'person',
    op: 'set',
    path: 'personCarers/maria/rui',
    value: true,
    allowed: false,
  },
  {
    title: 'the person names rui once carerPeople links them',
    who: 'person',
    op: 'set',
    path: 'personCarers/maria/rui',
    value: true,
    given: linkRui,
    allowed: true,
  },
  {
    title: 'the person names rui and links him in one update, marked to confirm',
    who: 'person',
    op: 'update',
    path: '/',
    value: {
      'carerPeople/rui/maria': true,
      'personCarers/maria/rui': true,
      'carerPending/rui/maria': true,
    },
    allowed: true,
  },
  {
    title: 'the person names rui and links him in one update, without the mark',
    who: 'person',
    op: 'update',
    path: '/',
    value: { 'carerPeople/rui/maria': true, 'personCarers/maria/rui': true },
    allowed: false,
  },
  {
    title: 'the person names an account that is not a carer (carerPeople linked by an admin)',
    who: 'person',
    op: 'set',
    path: 'personCarers/maria/estranho',
    value: true,
    given: { 'carerPeople/estranho/maria': true },
    allowed: false,
  },
  {
    title: 'the person names an account that is not a carer in both, in one update',
    who: 'person',
    op: 'update',
    path: '/',
    value: { 'carerPeople/estranho/maria': true, 'personCarers/maria/estranho': true },
    allowed: false,
  },
  {
    title: 'the person names a carer for someone else',
    who: 'person',
    op: 'set',
    path: 'personCarers/jose/ana',
    value: true,
    given: { 'carerPeople/ana/jose': true },
    allowed: false,
  },
  {
    title: 'the other carer names himself for maria, linked by an admin',
    who: 'otherCarer',
    op: 'set',
    path: 'personCarers/maria/rui',
    value: true,
    given: linkRui,
    allowed: false,
  },
  {
    title: 'a new member (registered just before) names her carer, linked in carerPeople',
    who: 'stranger',
    op: 'set',
    path: 'personCarers/estranho/ana',
    value: true,
    given: {
      'members/estranho': { name: 'Joana', since: PAST },
      'carerPeople/ana/estranho': true,
    },
    allowed: true,
  },
  {
    title: 'a non-member names a carer, linked in carerPeople by an admin',
    who: 'stranger',
    op: 'set',
    path: 'personCarers/estranho/ana',
    value: true,
    given: { 'carerPeople/ana/estranho': true },
    allowed: false,
  },
  {
    title: 'a person whose membership is gone names her carer',
    who: 'person',
    op: 'set',
    path: 'personCarers/maria/ana',
    value: true,
    given: { 'members/maria': null },
    allowed: false,
  },
  ...(
    [
      ['false', false],
      ["'sim'", 'sim'],
      ['1', 1],
      ['an object', { x: true }],
    ] as const
  ).map(([title, value]): WriteCase => ({
    title: `the person writes ${title}`,
    who: 'person',
    op: 'set',
    path: 'personCarers/maria/ana',
    value,
    allowed: false,
  })),
  {
    title: 'the person writes her whole list of carers',
    who: 'person',
    op: 'set',
    path: 'personCarers/maria',
    value: { ana: true },
    allowed: false,
  },
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} removes ana from maria's carers`,
    who,
    op: 'remove',
    path: 'personCarers/maria/ana',
    allowed: who === 'person',
  })),
  {
    title: 'the person removes a carer the association no longer has',
    who: 'person',
    op: 'remove',
    path: 'personCarers/maria/ana',
    given: { 'carers/ana': null },
    allowed: true,
  },
  {
    title: 'a person whose membership is gone removes her carer',
    who: 'person',
    op: 'remove',
    path: 'personCarers/maria/ana',
    given: { 'members/maria': null },
    allowed: false,
  },
];

// ---------------------------------------------------------------------------------------------------------
// The tablets' figures: `vitals/{day}/{pushKey}`, append-only, each field from a fixed list or a range.

const vitalPath = `vitals/${today}/${pushKey(2)}`;
/** A figure already there (written by the admin, for the update and delete cases). */
const vitalHeld = { [vitalPath]: vitalRecord };

const vitalsCases: WriteCase[] = [
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} writes a figure of today`,
    who,
    op: 'set',
    path: vitalPath,
    value: vitalRecord,
    allowed: who === 'person' || who === 'carer' || who === 'otherCarer',
  })),
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} changes a figure`,
    who,
    op: 'update',
    path: vitalPath,
    value: { value: 900 },
    given: vitalHeld,
    allowed: false,
  })),
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} writes a figure over again`,
    who,
    op: 'set',
    path: vitalPath,
    value: vitalRecord,
    given: vitalHeld,
    allowed: false,
  })),
  ...everyone.map((who): WriteCase => ({
    title: `${whoLabel[who]} deletes a figure`,
    who,
    op: 'remove',
    path: vitalPath,
    given: vitalHeld,
    allowed: false,
  })),
  ...(
    [
      ['of the layout shifts, to a thousandth', { metric: 'CLS', value: 0.042, rating: 'good' }],
      ['of an interaction, poor', { metric: 'INP', value: 640, rating: 'poor' }],
      ['of the first byte, at the top of the range', { metric: 'TTFB', value: 120000 }],
      ['of the login, reloaded', { screen: 'login', navigation: 'reload' }],
      [
        'of a carer’s console, from the back-forward cache',
        { screen: 'carerConsole', navigation: 'back-forward-cache' },
      ],
      ['without the device class', { cores: undefined, memory: undefined }],
      ['of a tablet with a quarter of a gigabyte', { memory: 0.25 }],
    ] as const
  ).map(([title, change]): WriteCase => ({
    title: `a figure ${title} is taken`,
    who: 'person',
    op: 'set',
    path: vitalPath,
    value: JSON.parse(JSON.stringify({ ...vitalRecord, ...change })) as unknown,
    allowed: true,
  })),
  ...(
    [
      ['of a metric of its own', { metric: 'FID' }],
      ['below zero', { value: -1 }],
      ['of more than two minutes', { value: 120001 }],
      ['of a time in fractions of a millisecond', { value: 1830.5 }],
      ['of layout shifts above the range', { metric: 'CLS', value: 10.5 }],
      ['as text', { value: '1830' }],
      ['with a rating of its own', { rating: 'ok' }],
      ['naming an address', { screen: '/pessoas/maria/acessos' }],
      ['naming a uid', { screen: 'maria' }],
      ['naming a person’s records', { screen: 'Newdata_maria' }],
      ['with a navigation of its own', { navigation: 'link' }],
      ['with no cores', { cores: 0 }],
      ['with half a core', { cores: 2.5 }],
      ['with a memory that is no power of two', { memory: 3 }],
      ['with a uid', { uid: 'maria' }],
      ['with an e-mail', { email: 'maria.silva@gmail.com' }],
      ['with the browser’s user agent', { userAgent: 'Mozilla/5.0 (Linux; Android 10)' }],
      ['with the address', { path: '/chamadas' }],
      ['without its screen', { screen: undefined }],
      ['without its metric', { metric: undefined }],
      ['with a name', { name: 'Maria Silva' }],
    ] as const
  ).map(([title, change]): WriteCase => ({
    title: `a figure ${title} is refused`,
    who: 'person',
    op: 'set',
    path: vitalPath,
    value: JSON.parse(JSON.stringify({ ...vitalRecord, ...change })) as unknown,
    allowed: false,
  })),
  ...(
    [
      ['yesterday', yesterday, true],
      ['the day before yesterday', dayBeforeYesterday, false],
      ['tomorrow', tomorrow, false],
      ['a day that does not exist', '2026-02-30', false],
      ['a day far ahead the calendar holds', farAhead, false],
    ] as const
  ).map(([title, day, allowed]): WriteCase => ({
    title: `a carer writes a figure of ${title}`,
    who: 'carer',
    op: 'set',
    path: `vitals/${day}/${pushKey(2)}`,
    value: vitalRecord,
    allowed,
  })),
  {
    title: 'a figure whose key is not a push key is refused',
    who: 'person',
    op: 'set',
    path: `vitals/${today}/figura`,
    value: vitalRecord,
    allowed: false,
  },
  {
    title: 'a whole day of figures at once is refused',
    who: 'person',
    op: 'set',
    path: `vitals/${today}`,
    value: { [pushKey(2)]: vitalRecord },
    allowed: false,
  },
  {
    title: 'a person whose membership is gone writes no figure',
    who: 'person',
    op: 'set',
    path: vitalPath,
    value: vitalRecord,
    given: { 'members/maria': null },
    allowed: false,
  },
  {
    title: 'a carer the association removed writes no figure',
    who: 'carer',
    op: 'set',
    path: vitalPath,
    value: vitalRecord,
    given: { 'carers/ana': null },
    allowed: false,
  },
];

// ---------------------------------------------------------------------------------------------------------
// The family circle: invitations, joining, removal, posts, replies, the setting and the day.

/** An invitation to maria's circle as `who` writes it: by herself, at the server's time. */
function newInvitationBy(who: Who): Record<string, unknown> {
  return {
    person: 'maria',
    personName: names.maria,
    email: 'joana.silva@gmail.com',
    invitedBy: uidOf[who] ?? 'ninguem',
    createdAt: SERVER_TIME,
  };
}

/** A message to maria as `who` sends it: under their uid and registered name, at the server's time. */
function messageBy(who: Who): Record<string, unknown> {
  const uid = uidOf[who] ?? 'ninguem';
  return {
    from: uid,
    fromName: (names as Record<string, string>)[uid] ?? 'Ninguém',
    at: SERVER_TIME,
    kind: 'mensagem',
    text: 'Beijinhos, mãe!',
  };
}

function replyTo(post: string): Record<string, unknown> {
  return { post, answer: 'gostei', at: SERVER_TIME };
}

/** A stranger (estranho, Joana) accepting an invitation to maria's circle: the update joinCirclePatch writes. */
function joining(
  invitation: string,
  changes: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  return {
    ...joinCirclePatch({
      relativeUid: 'estranho',
      relativeName: 'Joana Silva',
      personUid: 'maria',
      personName: names.maria,
      codeHash: invitation,
      firstCircle: true,
    }),
    ...changes,
  };
}

const newPost = `family/maria/posts/${pushKey(2)}`;
const notShared = { 'family/maria/settings/dayShared': false };

const familyCases: WriteCase[] = [
  // Invitations
  {
    title: 'maria invites someone: an invitation she made, expiring after the lifetime',
    who: 'person',
    op: 'set',
    path: `invitations/${unknownInvitation}`,
    value: { ...newInvitationBy('person'), invitedBy: 'maria' },
    allowed: true,
  },
  {
    title: 'her carer invites someone on her behalf',
    who: 'carer',
    op: 'set',
    path: `invitations/${unknownInvitation}`,
    value: newInvitationBy('carer'),
    allowed: true,
  },
  {
    title: 'an invitation with an expiry of its own is refused (it follows from createdAt)',
    who: 'person',
    op: 'set',
    path: `invitations/${unknownInvitation}`,
    value: { ...newInvitationBy('person'), expiresAt: rulesNow + 10 * invitationLifetimeMs },
    allowed: false,
  },
  {
    title: 'an invitation dated in the past is refused (createdAt is the server’s time)',
    who: 'person',
    op: 'set',
    path: `invitations/${unknownInvitation}`,
    value: { ...newInvitationBy('person'), createdAt: PAST },
    allowed: false,
  },
  {
    title: 'an invitation with an address that is not an e-mail is refused',
    who: 'person',
    op: 'set',
    path: `invitations/${unknownInvitation}`,
    value: { ...newInvitationBy('person'), email: 'joana.silva' },
    allowed: false,
  },
  {
    title: 'an invitation made in another name (invitedBy) is refused',
    who: 'person',
    op: 'set',
    path: `invitations/${unknownInvitation}`,
    value: { ...newInvitationBy('person'), invitedBy: 'ana' },
    allowed: false,
  },
  {
    title: 'an invitation without the person’s name is refused',
    who: 'person',
    op: 'set',
    path: `invitations/${unknownInvitation}`,
    value: {
      person: 'maria',
      email: 'joana.silva@gmail.com',
      invitedBy: 'maria',
      createdAt: SERVER_TIME,
    },
    allowed: false,
  },
  {
    title: 'an invitation under a name that is not her registered one is refused',
    who: 'carer',
    op: 'set',
    path: `invitations/${unknownInvitation}`,
    value: { ...newInvitationBy('carer'), personName: 'Maria' },
    allowed: false,
  },
  {
    title: 'an invitation under another person’s name is refused',
    who: 'person',
    op: 'set',
    path: `invitations/${unknownInvitation}`,
    value: { ...newInvitationBy('person'), personName: names.jose },
    allowed: false,
  },
  {
    title: 'an invitation’s person name cannot be changed afterwards',
    who: 'person',
    op: 'set',
    path: `invitations/${openInvitation}/personName`,
    value: 'Maria Silva Santos',
    allowed: false,
  },
  {
    title: 'an invitation already used by someone is refused at creation',
    who: 'person',
    op: 'set',
    path: `invitations/${unknownInvitation}`,
    value: { ...newInvitationBy('person'), usedBy: 'estranho' },
    allowed: false,
  },
  {
    title: 'an invitation keyed by something else than a code hash is refused',
    who: 'person',
    op: 'set',
    path: 'invitations/codigo-curto',
    value: newInvitationBy('person'),
    allowed: false,
  },
  {
    title: 'a relative cannot invite to the circle he is in',
    who: 'family',
    op: 'set',
    path: `invitations/${unknownInvitation}`,
    value: newInvitationBy('family'),
    allowed: false,
  },
  {
    title: 'another carer cannot invite to maria’s circle',
    who: 'otherCarer',
    op: 'set',
    path: `invitations/${unknownInvitation}`,
    value: newInvitationBy('otherCarer'),
    allowed: false,
  },
  {
    title: 'maria revokes an open invitation (removes it)',
    who: 'person',
    op: 'remove',
    path: `invitations/${openInvitation}`,
    allowed: true,
  },
  {
    title: 'her carer revokes an open invitation',
    who: 'carer',
    op: 'remove',
    path: `invitations/${openInvitation}`,
    allowed: true,
  },
  {
    title: 'a stranger cannot revoke an invitation',
    who: 'stranger',
    op: 'remove',
    path: `invitations/${openInvitation}`,
    allowed: false,
  },
  // Joining
  {
    title: 'a new account joins with an open invitation, in one update',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: joining(openInvitation),
    allowed: true,
  },
  // Posts and photos are for the person and her circle, not her carers: an invitation a carer made
  // (the open one is Ana's) is for a relative, never for herself, another carer or the person.
  ...(['carer', 'otherCarer', 'person'] as const).map((who): WriteCase => ({
    title: `${whoLabel[who]} cannot join maria's family circle with an open invitation`,
    who,
    op: 'update',
    path: '/',
    value: joinCirclePatch({
      relativeUid: uidOf[who] ?? 'ninguem',
      relativeName: names[(uidOf[who] ?? 'maria') as keyof typeof names],
      personUid: 'maria',
      personName: names.maria,
      codeHash: openInvitation,
      firstCircle: true,
    }),
    allowed: false,
  })),
  {
    title: 'joining with an expired invitation is refused',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: joining(expiredInvitation),
    allowed: false,
  },
  {
    title: 'joining with an invitation made an hour less than its lifetime ago is accepted',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: joining(openInvitation),
    given: {
      [`invitations/${openInvitation}/createdAt`]: rulesNow - invitationLifetimeMs + 60 * 60_000,
    },
    allowed: true,
  },
  {
    title: 'joining with an invitation made its lifetime ago is refused',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: joining(openInvitation),
    given: { [`invitations/${openInvitation}/createdAt`]: rulesNow - invitationLifetimeMs },
    allowed: false,
  },
  {
    title: 'joining with an invitation already used is refused',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: joining(usedInvitation),
    allowed: false,
  },
  {
    title: 'joining with a revoked (removed) invitation is refused',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: joining(openInvitation),
    given: { [`invitations/${openInvitation}`]: null },
    allowed: false,
  },
  {
    title: 'joining with a code nobody issued is refused',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: joining(unknownInvitation),
    allowed: false,
  },
  {
    title: 'joining without marking the invitation used is refused',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: joining(openInvitation, { [`invitations/${openInvitation}/usedBy`]: null }),
    allowed: false,
  },
  {
    title: 'joining another person’s circle with maria’s invitation is refused',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: {
      [`invitations/${openInvitation}/usedBy`]: 'estranho',
      'circles/jose/members/estranho': {
        name: 'Joana Silva',
        invitation: openInvitation,
        since: SERVER_TIME,
      },
      'relatives/estranho': { name: 'Joana Silva', since: SERVER_TIME, invitation: openInvitation },
    },
    allowed: false,
  },
  {
    title: 'marking the invitation used in someone else’s name is refused',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: joining(openInvitation, { [`invitations/${openInvitation}/usedBy`]: 'pedro' }),
    allowed: false,
  },
  {
    title:
      'a relative already in the circle cannot come back with his used invitation after removal',
    who: 'family',
    op: 'update',
    path: '/',
    value: {
      [`invitations/${usedInvitation}/usedBy`]: 'pedro',
      'circles/maria/members/pedro': {
        name: names.pedro,
        invitation: usedInvitation,
        since: SERVER_TIME,
      },
      'relativeCircles/pedro/maria': { name: names.maria },
    },
    given: { 'circles/maria/members/pedro': null, 'relativeCircles/pedro/maria': null },
    allowed: false,
  },
  {
    title: 'a relative joins a second circle with a new invitation (his account already there)',
    who: 'family',
    op: 'update',
    path: '/',
    value: joinCirclePatch({
      relativeUid: 'pedro',
      relativeName: names.pedro,
      personUid: 'maria',
      personName: names.maria,
      codeHash: openInvitation,
      firstCircle: false,
    }),
    given: { 'circles/maria/members/pedro': null, 'relativeCircles/pedro/maria': null },
    allowed: true,
  },
  {
    title: 'the name in the circle must be the relative’s registered name',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: joining(openInvitation, {
      'circles/maria/members/estranho': {
        name: 'Outro Nome',
        invitation: openInvitation,
        since: SERVER_TIME,
      },
    }),
    allowed: false,
  },
  // The person's name in the relative's reverse entry: the one her used invitation carries
  {
    title: 'joining under a person’s name other than the invitation’s is refused',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: joining(openInvitation, { 'relativeCircles/estranho/maria': { name: 'Mãe querida' } }),
    allowed: false,
  },
  {
    title: 'joining with the reverse entry as a bare true (no name) is refused',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: joining(openInvitation, { 'relativeCircles/estranho/maria': true }),
    allowed: false,
  },
  {
    title: 'joining with something beside the name in the reverse entry is refused',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: joining(openInvitation, {
      'relativeCircles/estranho/maria': { name: names.maria, nickname: 'Avó' },
    }),
    allowed: false,
  },
  {
    title: 'a relative in the circle cannot rename the person afterwards',
    who: 'family',
    op: 'set',
    path: 'relativeCircles/pedro/maria',
    value: { name: 'Avó Maria' },
    allowed: false,
  },
  {
    title: 'a relative in the circle cannot rename her through the name alone',
    who: 'family',
    op: 'set',
    path: 'relativeCircles/pedro/maria/name',
    value: 'Avó Maria',
    allowed: false,
  },
  {
    title: 'a relative may write back the name the invitation carries (it changes nothing)',
    who: 'family',
    op: 'set',
    path: 'relativeCircles/pedro/maria',
    value: { name: names.maria },
    allowed: true,
  },
  {
    title: 'a relative cannot take the name of another person’s invitation for her circle',
    who: 'family',
    op: 'set',
    path: 'relativeCircles/pedro/maria',
    value: { name: names.jose },
    allowed: false,
  },
  // Removal: one update, by her or her carer
  {
    title: 'maria removes pedro from her circle with one update',
    who: 'person',
    op: 'update',
    path: '/',
    value: removeRelativePatch('maria', 'pedro'),
    allowed: true,
  },
  {
    title: 'her carer removes pedro on her behalf',
    who: 'carer',
    op: 'update',
    path: '/',
    value: removeRelativePatch('maria', 'pedro'),
    allowed: true,
  },
  {
    title: 'another carer cannot remove pedro',
    who: 'otherCarer',
    op: 'update',
    path: '/',
    value: removeRelativePatch('maria', 'pedro'),
    allowed: false,
  },
  {
    title: 'a stranger cannot remove pedro',
    who: 'stranger',
    op: 'update',
    path: '/',
    value: removeRelativePatch('maria', 'pedro'),
    allowed: false,
  },
  // Posts
  {
    title: 'pedro sends a message',
    who: 'family',
    op: 'set',
    path: newPost,
    value: messageBy('family'),
    allowed: true,
  },
  {
    title: 'pedro sends a photo kept at its post’s storage path',
    who: 'family',
    op: 'set',
    path: newPost,
    value: { ...pedroPhoto, at: SERVER_TIME, photo: familyPhotoPath('maria', pushKey(2)) },
    allowed: true,
  },
  {
    title: 'a photo pointing at another storage path is refused',
    who: 'family',
    op: 'set',
    path: newPost,
    value: { ...pedroPhoto, at: SERVER_TIME },
    allowed: false,
  },
  {
    title: 'a photo post without its photo is refused',
    who: 'family',
    op: 'set',
    path: newPost,
    value: { ...messageBy('family'), kind: 'foto' },
    allowed: false,
  },
  {
    title: 'a post in another relative’s name is refused',
    who: 'family',
    op: 'set',
    path: newPost,
    value: { ...messageBy('family'), fromName: 'Rita Silva' },
    allowed: false,
  },
  {
    title: 'a message longer than 500 characters is refused',
    who: 'family',
    op: 'set',
    path: newPost,
    value: { ...messageBy('family'), text: 'a'.repeat(501) },
    allowed: false,
  },
  ...[
    ...invisibleTexts.map(([label, text]) => [label, text, false] as const),
    ...visibleTexts.map(([label, text]) => [label, text, true] as const),
  ].flatMap(([label, text, allowed]): WriteCase[] => [
    {
      title: `a message of ${label} is ${allowed ? 'sent' : 'refused'}`,
      who: 'family',
      op: 'set',
      path: newPost,
      value: { ...messageBy('family'), text },
      allowed,
    },
    {
      title: `a photo captioned with ${label} is ${allowed ? 'sent' : 'refused'}`,
      who: 'family',
      op: 'set',
      path: newPost,
      value: {
        ...pedroPhoto,
        at: SERVER_TIME,
        photo: familyPhotoPath('maria', pushKey(2)),
        text,
      },
      allowed,
    },
  ]),
  {
    title: 'a post with another field is refused',
    who: 'family',
    op: 'set',
    path: newPost,
    value: { ...messageBy('family'), local: 'Lisboa' },
    allowed: false,
  },
  {
    title: 'once removed, pedro cannot send anything',
    who: 'family',
    op: 'set',
    path: newPost,
    value: messageBy('family'),
    given: { 'circles/maria/members/pedro': null },
    allowed: false,
  },
  {
    title: 'pedro deletes his own post',
    who: 'family',
    op: 'remove',
    path: `family/maria/posts/${pushKey(1)}`,
    allowed: true,
  },
  {
    title: 'maria deletes a post',
    who: 'person',
    op: 'remove',
    path: `family/maria/posts/${pushKey(1)}`,
    allowed: true,
  },
  {
    title: 'her carer does not delete the family’s posts',
    who: 'carer',
    op: 'remove',
    path: `family/maria/posts/${pushKey(1)}`,
    allowed: false,
  },
  // Replies
  {
    title: 'maria answers a post with a ready answer',
    who: 'person',
    op: 'set',
    path: `family/maria/replies/${pushKey(2)}`,
    value: replyTo(pushKey(1)),
    allowed: true,
  },
  {
    title: 'an answer that is not one of the ready ones is refused',
    who: 'person',
    op: 'set',
    path: `family/maria/replies/${pushKey(2)}`,
    value: { ...replyTo(pushKey(1)), answer: 'texto livre' },
    allowed: false,
  },
  {
    title: 'an answer to a post that does not exist is refused',
    who: 'person',
    op: 'set',
    path: `family/maria/replies/${pushKey(2)}`,
    value: replyTo(pushKey(9)),
    allowed: false,
  },
  // The setting and the day
  {
    title: 'maria stops sharing her day',
    who: 'person',
    op: 'set',
    path: 'family/maria/settings/dayShared',
    value: false,
    allowed: true,
  },
  {
    title: 'the setting is a yes or no only',
    who: 'person',
    op: 'set',
    path: 'family/maria/settings/dayShared',
    value: 'sim',
    allowed: false,
  },
  {
    title: 'her tablet writes her day',
    who: 'person',
    op: 'set',
    path: 'family/maria/day',
    value: mariaDay,
    allowed: true,
  },
  {
    title: 'a day with her contacts in it is refused',
    who: 'person',
    op: 'set',
    path: 'family/maria/day',
    value: { ...mariaDay, contactos: { c1: 'José Almeida' } },
    allowed: false,
  },
  ...(
    [
      ['its doses as one text instead of one entry each', { doses: 'Diagnóstico: diabetes' }],
      ['its appointments as one text instead of one entry each', { appointments: 'Notas' }],
      ['its doses as a number', { doses: 3 }],
    ] as const
  ).map(([what, change]): WriteCase => ({
    title: `a day with ${what} is refused`,
    who: 'person',
    op: 'set',
    path: 'family/maria/day',
    value: { ...mariaDay, ...change },
    allowed: false,
  })),
  ...[
    ...invisibleTexts.map(([label, text]) => [label, text, false] as const),
    ...visibleTexts.map(([label, text]) => [label, text, true] as const),
  ].flatMap(([label, text, allowed]): WriteCase[] => [
    {
      title: `a day with a medicine of ${label} is ${allowed ? 'written' : 'refused'}`,
      who: 'person',
      op: 'set',
      path: 'family/maria/day',
      value: { ...mariaDay, doses: { 'm1-0800': { medicine: text, time: '08:00' } } },
      allowed,
    },
    {
      title: `a day with an appointment of ${label} is ${allowed ? 'written' : 'refused'}`,
      who: 'person',
      op: 'set',
      path: 'family/maria/day',
      value: { ...mariaDay, appointments: { c1: { title: text, day: 'hoje' } } },
      allowed,
    },
  ]),
  {
    title: 'a day of the past (history) is refused',
    who: 'person',
    op: 'set',
    path: 'family/maria/day',
    value: { ...mariaDay, date: dayBeforeYesterday },
    allowed: false,
  },
  {
    title: 'an appointment whose time could not be read is kept without one',
    who: 'person',
    op: 'set',
    path: 'family/maria/day',
    value: { ...mariaDay, appointments: { c1: { title: 'Cardiologia', day: 'hoje' } } },
    allowed: true,
  },
  {
    title: 'an appointment further than tomorrow is refused',
    who: 'person',
    op: 'set',
    path: 'family/maria/day',
    value: {
      ...mariaDay,
      appointments: { c1: { title: 'Cardiologia', day: '2026-03-10', time: '10:30' } },
    },
    allowed: false,
  },
  {
    title: 'pedro logs that he saw her day',
    who: 'family',
    op: 'set',
    path: `accessLog/maria/${pushKey(3)}`,
    value: { ...logEntryBy('family'), record: 'dia' },
    allowed: true,
  },
  {
    title: 'pedro cannot log anything but a view of her day',
    who: 'family',
    op: 'set',
    path: `accessLog/maria/${pushKey(3)}`,
    value: logEntryBy('family'),
    allowed: false,
  },
  {
    title: 'when her day is not shared, pedro has nothing to log',
    who: 'family',
    op: 'set',
    path: `accessLog/maria/${pushKey(3)}`,
    value: { ...logEntryBy('family'), record: 'dia' },
    given: notShared,
    allowed: false,
  },
];

export const writeTables: Readonly<Record<string, readonly WriteCase[]>> = {
  counters: counterCases,
  'appointment dates and times': dateCases,
  texts: textCases,
  'audit fields': auditCases,
  members: memberCases,
  carerPeople: carerPeopleCases,
  carerPending: pendingCases,
  'record shapes': [...shapeCases, ...shapeAllowedCases],
  'roles and nodes nobody writes': otherCases,
  'dose times': doseTimeCases,
  'doses taken': doseCases,
  'days a dose may be recorded on (calendarDays)': doseDayCases,
  'corrections of doses (tomasCorrigidas)': correctionCases,
  'summary (resumo)': summaryCases,
  horasDesde: horasDesdeCases,
  consents: consentCases,
  'access log': accessLogCases,
  'carer overview cards (carerOverview)': overviewCardCases,
  personCarers: personCarersCases,
  'figures from the tablets (vitals)': vitalsCases,
  'the family circle': familyCases,
};

/**
 * A write's value with its server values resolved, as the server stores it and the rules see it: every
 * server time replaced by `now`, every increment added to the number `existing` holds there (or taken
 * alone where it holds none).
 */
export function withServerValues(value: unknown, now: number, existing: unknown = null): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isServerTime(value)) return now;
  const delta = incrementOf(value);
  if (delta !== null) return typeof existing === 'number' ? existing + delta : delta;
  const children =
    existing !== null && typeof existing === 'object' ? (existing as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      withServerValues(inner, now, children[key] ?? null),
    ]),
  );
}

function incrementOf(value: object): number | null {
  const serverValue = (value as { '.sv'?: unknown })['.sv'];
  if (Object.keys(value).length !== 1 || serverValue === null || typeof serverValue !== 'object')
    return null;
  const delta = (serverValue as { increment?: unknown }).increment;
  return typeof delta === 'number' ? delta : null;
}

/** What `data` holds at a slash-separated path ('/' or '' is the root), null when nothing. */
export function valueAt(data: unknown, path: string): unknown {
  let node = data;
  for (const key of path.split('/').filter((segment) => segment !== '')) {
    if (node === null || typeof node !== 'object') return null;
    node = (node as Record<string, unknown>)[key] ?? null;
  }
  return node;
}

function isServerTime(value: object): boolean {
  const entries = Object.entries(value);
  return entries.length === 1 && entries[0]?.[0] === '.sv' && entries[0][1] === 'timestamp';
}

export function usesServerTime(value: unknown): boolean {
  return JSON.stringify(value ?? null).includes('"timestamp"');
}
