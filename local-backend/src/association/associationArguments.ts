import { parseArgs } from 'node:util';
import type { PersonAction, PersonOption } from './personArguments';
import { parsePersonAction, personCommands, personHelp, personOptions } from './personArguments';
import { parseDatabaseUrl, projectIdProblem } from './projectTarget';
import { defaultCalendarYears, maxCalendarYears } from './calendarOperations';
import { vitalsKeptDays } from '@amparo/shared-machines/vitals';
import { defaultVitalsDays } from './vitalsOperations';

/**
 * The association's command line, parsed (node:util parseArgs) into what to do and where: pure, so
 * every accepted and refused form is a row in a test table.
 */
export type AssociationAction =
  | { readonly kind: 'help' }
  | PersonAction
  | {
      readonly kind: 'carer-add';
      readonly email: string;
      readonly name: string;
      readonly people: readonly string[];
      /** --unverified-ok: the volunteer checked the unverified account with the carer. */
      readonly unverifiedOk: boolean;
    }
  | {
      readonly kind: 'carer-remove';
      readonly email: string;
      readonly people: readonly string[] | null;
    }
  | { readonly kind: 'carer-list' }
  | { readonly kind: 'code-new' }
  | { readonly kind: 'code-show' }
  | { readonly kind: 'check-region' }
  | { readonly kind: 'retention-show' }
  | { readonly kind: 'retention-apply' }
  | { readonly kind: 'summaries-rebuild' }
  | { readonly kind: 'members-upgrade' }
  /** Writes the association's calendar for `years` years (calendarOperations.ts). */
  | { readonly kind: 'calendar-write'; readonly years: number }
  /** The tablets' figures of the last `days` days, summed up (vitalsOperations.ts). */
  | { readonly kind: 'vitals'; readonly days: number };

export type AssociationTarget =
  | { readonly kind: 'local' }
  | { readonly kind: 'project'; readonly projectId: string; readonly databaseUrl: string };

export interface AssociationCommand {
  readonly action: AssociationAction;
  readonly target: AssociationTarget;
}

export const associationHelp = `Usage: npm run association -- <command> [options]

The association's administration: carers, the registration code and the history kept. By default on
the running local backend (npm start); with --project on a real Firebase project.

Commands:
  carer add <email> --name <name> [--people <email>,<email>…] [--unverified-ok]
      The account with that e-mail becomes a carer and follows those people (each an account and a
      member of the association). Running it again with more people adds them. The account is shown
      (when it was made, how it signs in) before anything is written; one whose e-mail nobody has
      verified is refused (anyone can sign up with any e-mail) unless, having checked with the carer
      that they made it, you add --unverified-ok. Without an account, the command makes it and prints
      a link for the carer to choose their password.
  carer remove <email> [--people <email>,…]
      Without --people the account stops being a carer; with --people it only stops following them.
  carer list
      The carers and the people they follow.
  code new
      A new long random registration code (the old one stops working); prints /registar<code>.
  code show
      The current registration code and address.
  check-region
      Where the project keeps its data: refuses (exit code 1) a Realtime Database or Firestore
      outside the European Union (docs/privacy/record-of-processing.md). Nothing to check locally.
  retention show
      How many months of history are kept (historyRetentionMonths), today and the earliest day kept.
  retention apply
      Removes every member's doses taken and appointments dated before the earliest day kept, then
      rebuilds their summaries, removes from the carers' cards (carerOverview) what is dated
      before today, and the tablets' figures (vitals) older than the last ${vitalsKeptDays} days; prints
      counts only. Safe to run every day (docs/retention.md).
  summaries rebuild
      Recomputes every member's summary (resumo) from their lists, and writes for every carer's link
      its reverse (personCarers) and the carer's card of the person (carerOverview), removing those
      without a link; prints counts only. Safe to run again.
  calendar write [--years <n>]
      Writes the association's calendar (calendarDays), which the database rules read to accept a
      dose only for today or yesterday in Lisbon: every day from 1 January of yesterday's year, for
      n years (default ${defaultCalendarYears}). Writes only what is missing or wrong; prints counts only.
      Safe to run again; retention apply keeps it ahead too.
  vitals [--days <n>]
      The figures the tablets send (web vitals: LCP, INP, CLS, TTFB) of the last n days (default
      ${defaultVitalsDays}, at most ${vitalsKeptDays}): per screen and metric, how many page views, the 75th
      percentile and web.dev's rating of it (docs/performance.md). Reads only.
  members upgrade
      Brings memberships written by an earlier Amparo to today's layout: moves the registration code
      out of each membership (members/{uid}/code, which the person could read) into memberCodes,
      which nobody reads. Run once after updating; prints counts only. Safe to run again.
${personHelp}
Options:
  --project <id>          a real Firebase project (needs GOOGLE_APPLICATION_CREDENTIALS: the path of the
                          project's service account key, kept on this computer, outside the repository)
  --database-url <url>    its Realtime Database, https://<id>-default-rtdb.<region>.firebasedatabase.app
  -h, --help              this text

The local backend's ports come from firebase.json or AUTH_EMULATOR_PORT and DATABASE_EMULATOR_PORT.
`;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const options = {
  help: { type: 'boolean', short: 'h' },
  name: { type: 'string' },
  people: { type: 'string' },
  'unverified-ok': { type: 'boolean' },
  years: { type: 'string' },
  days: { type: 'string' },
  project: { type: 'string' },
  'database-url': { type: 'string' },
  ...personOptions,
} as const;

/** The commands that take no arguments nor options, besides the target. */
const withoutArguments = {
  'retention show': 'retention-show',
  'retention apply': 'retention-apply',
  'summaries rebuild': 'summaries-rebuild',
  'members upgrade': 'members-upgrade',
} as const;

/** `a@x.pt, B@y.pt,a@x.pt` → ['a@x.pt', 'b@y.pt']: trimmed, lower case, once each. */
export function parsePeople(text: string): string[] {
  const emails = text.split(',').map((email) => email.trim().toLowerCase());
  if (emails.some((email) => email === ''))
    throw new UsageError(
      '--people needs e-mails separated by commas, e.g. --people maria.silva@gmail.com,jose.santos@sapo.pt',
    );
  return [...new Set(emails)];
}

function parseTarget(
  project: string | undefined,
  databaseUrl: string | undefined,
): AssociationTarget {
  if (project === undefined) {
    if (databaseUrl !== undefined) throw new UsageError('--database-url goes with --project <id>');
    return { kind: 'local' };
  }
  const projectProblem = projectIdProblem(project);
  if (projectProblem !== null) throw new UsageError(projectProblem);
  if (databaseUrl === undefined) {
    throw new UsageError(
      `--project needs --database-url, e.g. --database-url https://${project}-default-rtdb.europe-west1.firebasedatabase.app`,
    );
  }
  const parsed = parseDatabaseUrl(databaseUrl);
  if ('problem' in parsed) throw new UsageError(parsed.problem);
  return { kind: 'project', projectId: project, databaseUrl: parsed.url };
}

export function parseAssociationArguments(argv: readonly string[]): AssociationCommand {
  let parsed: ReturnType<
    typeof parseArgs<{ options: typeof options; allowPositionals: true; strict: true }>
  >;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    // Node's advice about positionals that start with '-' does not apply to e-mails and names.
    const text = (error as { message?: unknown } | null)?.message;
    const message = typeof text === 'string' ? text : String(error);
    throw new UsageError(message.replace(/\. To specify a positional argument[\s\S]*$/, ''));
  }
  const { values, positionals } = parsed;
  const target = parseTarget(values.project, values['database-url']);
  if (values.help === true || positionals.length === 0) return { action: { kind: 'help' }, target };

  const [group, verb, ...rest] = positionals;
  const command = `${group} ${verb ?? ''}`.trim();
  type CommandOption = 'name' | 'people' | 'unverified-ok' | 'years' | 'days' | PersonOption;
  const commandOptions: readonly CommandOption[] = [
    'name',
    'people',
    'unverified-ok',
    'years',
    'days',
    ...(Object.keys(personOptions) as PersonOption[]),
  ];
  const allowOnly = (allowed: readonly CommandOption[]): void => {
    for (const option of commandOptions) {
      if (values[option] !== undefined && !allowed.includes(option))
        throw new UsageError(`${command} takes no --${option}`);
    }
  };
  const expectArguments = (count: number, shape: string): string[] => {
    if (rest.length !== count) throw new UsageError(`usage: ${command} ${shape}`.trim());
    return rest;
  };
  const email = (text: string): string => text.trim().toLowerCase();

  switch (command) {
    case 'carer add': {
      const [carer] = expectArguments(
        1,
        "<email> --name 'Ana Costa' [--people <email>,…] [--unverified-ok]",
      );
      allowOnly(['name', 'people', 'unverified-ok']);
      if (values.name === undefined)
        throw new UsageError("carer add needs --name, e.g. --name 'Ana Costa'");
      return {
        action: {
          kind: 'carer-add',
          email: email(carer as string),
          name: values.name,
          people: values.people === undefined ? [] : parsePeople(values.people),
          unverifiedOk: values['unverified-ok'] === true,
        },
        target,
      };
    }
    case 'carer remove': {
      const [carer] = expectArguments(1, '<email> [--people <email>,…]');
      allowOnly(['people']);
      return {
        action: {
          kind: 'carer-remove',
          email: email(carer as string),
          people: values.people === undefined ? null : parsePeople(values.people),
        },
        target,
      };
    }
    case 'carer list':
      expectArguments(0, '');
      allowOnly([]);
      return { action: { kind: 'carer-list' }, target };
    case 'code new':
    case 'code show':
      expectArguments(0, '');
      allowOnly([]);
      return { action: { kind: command === 'code new' ? 'code-new' : 'code-show' }, target };
    case 'retention show':
    case 'retention apply':
    case 'summaries rebuild':
    case 'members upgrade':
      expectArguments(0, '');
      allowOnly([]);
      return { action: { kind: withoutArguments[command] }, target };
    case 'calendar write': {
      expectArguments(0, '[--years <n>]');
      allowOnly(['years']);
      const years = values.years === undefined ? defaultCalendarYears : Number(values.years);
      if (!Number.isInteger(years) || years < 1 || years > maxCalendarYears)
        throw new UsageError(`--years needs a whole number from 1 to ${maxCalendarYears}`);
      return { action: { kind: 'calendar-write', years }, target };
    }
    case 'vitals': {
      expectArguments(0, '[--days <n>]');
      allowOnly(['days']);
      const days = values.days === undefined ? defaultVitalsDays : Number(values.days);
      if (!Number.isInteger(days) || days < 1 || days > vitalsKeptDays)
        throw new UsageError(
          `--days needs a whole number from 1 to ${vitalsKeptDays} (the days the figures are kept)`,
        );
      return { action: { kind: 'vitals', days }, target };
    }
    case 'check-region':
      expectArguments(0, '');
      allowOnly([]);
      return { action: { kind: 'check-region' }, target };
    case 'person export':
    case 'person erase':
    case 'person erase-again': {
      const { action, allowed } = parsePersonAction(command, rest, values, (message) => {
        throw new UsageError(message);
      });
      allowOnly(allowed);
      return { action, target };
    }
    default:
      throw new UsageError(
        `unknown command "${positionals.join(' ')}" (commands: carer add, carer remove, carer list, code new, code show, check-region, retention show, retention apply, summaries rebuild, calendar write, members upgrade, vitals, ${personCommands.join(', ')}; see --help)`,
      );
  }
}
