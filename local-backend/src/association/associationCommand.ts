import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultAssociationConfig } from '@amparo/shared-machines';
import {
  readConfiguredEmulators,
  resolveEmulatorPorts,
  storagePortFrom,
} from '../ports/emulatorPorts';
import { repoRoot } from '../ports/repoLayout';
import type { AdminBackend } from './adminBackend';
import { AssociationError } from './adminBackend';
import type { AssociationTarget } from './associationArguments';
import {
  checkRegion,
  firestoreDatabaseReader,
  type FirestoreDatabaseReader,
  type ProjectTarget,
} from './checkRegionCommand';
import { UsageError, associationHelp, parseAssociationArguments } from './associationArguments';
import {
  associationCodeReport,
  carerAccountReport,
  carerAddedReport,
  carerListReport,
  carerRemovedReport,
} from './associationReport';
import type { CarerAccountAdmin } from './carerAccounts';
import { localCarerAccounts, projectCarerAccounts } from './carerAccounts';
import { addCarer, listCarers, removeCarer } from './carerOperations';
import { weakAssociationCodeWarning } from './codeStrength.cjs';
import { localAdminBackend } from './localAdminBackend';
import { moveMemberCodes } from './members';
import { runPersonAction } from './personCommand';
import { projectAdminBackend, serviceAccountAccessToken } from './projectAdminBackend';
import { serviceAccountKeyProblem } from './projectTarget';
import { newAssociationCode, readAssociationCode, setAssociationCode } from './registrationCode';
import { applyRetention, retentionSetting } from './retentionOperations';
import { calendarReport, writeCalendar } from './calendarOperations';
import {
  membersUpgradeReport,
  retentionApplyReport,
  retentionShowReport,
  summariesReport,
} from './retentionReport';
import { rebuildAllSummaries } from './summaryRebuild';
import { vitalsKeptDays } from '@amparo/shared-machines/vitals';
import { readVitalsSummary, trimVitals } from './vitalsOperations';
import { vitalsReport, vitalsTrimmedReport } from './vitalsReport';

/**
 * The association's command, `npm run association -- …`, as a function of its arguments and
 * environment that returns the exit code (0 done, 1 refused or failed); cli.ts runs it for real, the
 * tests in-process.
 */
export interface CommandIo {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Who to act as on the target; default connectTarget (tests give a real project without the network). */
  readonly connect?: (
    target: AssociationTarget,
    io: Pick<CommandIo, 'env' | 'cwd'>,
  ) => AdminBackend;
  /** Reads a project's Firestore database settings (check-region); default: Google's API, as the service account. */
  readonly readFirestoreDatabase?: FirestoreDatabaseReader;
  /** Checks and makes carers' accounts (carer add); default connectCarerAccounts. */
  readonly connectCarerAccounts?: (
    target: AssociationTarget,
    io: Pick<CommandIo, 'env' | 'cwd'>,
  ) => CarerAccountAdmin;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The administrator of the target: the local backend's ports, or the project's service account. */
export function connectTarget(
  target: AssociationTarget,
  io: Pick<CommandIo, 'env' | 'cwd'>,
): AdminBackend {
  if (target.kind === 'local') {
    const configured = readConfiguredEmulators();
    return localAdminBackend({
      host: configured.host,
      ports: resolveEmulatorPorts({}, io.env, configured.ports),
      storagePort: storagePortFrom(io.env),
    });
  }
  return projectAdminBackend({
    projectId: target.projectId,
    databaseUrl: target.databaseUrl,
    accessToken: serviceAccountAccessToken(serviceAccountKeyFile(target.projectId, io)),
  });
}

/** The carers' accounts on the same target, as the same administrator as connectTarget. */
export function connectCarerAccounts(
  target: AssociationTarget,
  io: Pick<CommandIo, 'env' | 'cwd'>,
): CarerAccountAdmin {
  if (target.kind === 'local') {
    const configured = readConfiguredEmulators();
    return localCarerAccounts({
      host: configured.host,
      ports: resolveEmulatorPorts({}, io.env, configured.ports),
    });
  }
  return projectCarerAccounts({
    projectId: target.projectId,
    accessToken: serviceAccountAccessToken(serviceAccountKeyFile(target.projectId, io)),
  });
}

/** The project's service account key file (GOOGLE_APPLICATION_CREDENTIALS), once checked. */
function serviceAccountKeyFile(projectId: string, io: Pick<CommandIo, 'env' | 'cwd'>): string {
  const keyPath = io.env.GOOGLE_APPLICATION_CREDENTIALS;
  const keyFile = keyPath === undefined ? '' : path.resolve(io.cwd, keyPath);
  const problem = serviceAccountKeyProblem({
    keyPath,
    text: keyPath ? readText(keyFile) : null,
    projectId,
    repoRoot,
    cwd: io.cwd,
  });
  if (problem !== null) throw new AssociationError(problem);
  return keyFile;
}

export async function runAssociationCommand(
  argv: readonly string[],
  io: CommandIo,
): Promise<number> {
  try {
    const { action, target } = parseAssociationArguments(argv);
    if (action.kind === 'help') {
      io.out(associationHelp.trimEnd());
      return 0;
    }
    if (action.kind === 'check-region') {
      const openReader = (project: ProjectTarget) =>
        io.readFirestoreDatabase ??
        firestoreDatabaseReader(
          serviceAccountAccessToken(serviceAccountKeyFile(project.projectId, io)),
        );
      return await checkRegion(target, openReader, io);
    }
    const backend = (io.connect ?? connectTarget)(target, io);
    if (backend.isRealProject && action.kind !== 'code-new') {
      const current = await readAssociationCode(backend);
      const warning = current === null ? null : weakAssociationCodeWarning(current, backend.target);
      if (warning !== null) io.err(warning);
    }
    const print = (lines: readonly string[]): void => lines.forEach((line) => io.out(line));
    switch (action.kind) {
      case 'person-export':
      case 'person-erase':
      case 'person-erase-again':
        return await runPersonAction(action, backend, io);
      case 'carer-add': {
        const carerAccounts = (io.connectCarerAccounts ?? connectCarerAccounts)(target, io);
        const added = await addCarer(backend, carerAccounts, action, (shown) =>
          print(carerAccountReport(shown)),
        );
        print(carerAddedReport(added, action.name, backend.target));
        break;
      }
      case 'carer-remove':
        print(
          carerRemovedReport(
            await removeCarer(backend, action),
            action.people !== null,
            backend.target,
          ),
        );
        break;
      case 'carer-list':
        print(carerListReport(await listCarers(backend), backend.target));
        break;
      case 'code-new': {
        const associationCode = newAssociationCode();
        await setAssociationCode(backend, associationCode);
        print(associationCodeReport(associationCode, backend.target, true));
        break;
      }
      case 'code-show': {
        const associationCode = await readAssociationCode(backend);
        if (associationCode === null)
          throw new AssociationError(
            `${backend.target} has no registration code yet: make one with \`code new\``,
          );
        print(associationCodeReport(associationCode, backend.target, false));
        break;
      }
      case 'retention-show':
        print(
          retentionShowReport(
            await retentionSetting(backend, defaultAssociationConfig.historyRetentionMonths),
            backend.target,
          ),
        );
        break;
      case 'retention-apply':
        print(
          retentionApplyReport(
            await applyRetention(backend, defaultAssociationConfig.historyRetentionMonths),
            backend.target,
          ),
        );
        // The daily run also keeps the calendar the dose rules read years ahead (calendarOperations.ts).
        print(calendarReport(await writeCalendar(backend), backend.target));
        // And the tablets' figures to their last days (vitalsOperations.ts).
        print([vitalsTrimmedReport(await trimVitals(backend), vitalsKeptDays, backend.target)]);
        break;
      case 'vitals':
        print(vitalsReport(await readVitalsSummary(backend, action.days), backend.target));
        break;
      case 'calendar-write':
        print(calendarReport(await writeCalendar(backend, action.years), backend.target));
        break;
      case 'summaries-rebuild':
        print(summariesReport(await rebuildAllSummaries(backend), backend.target));
        break;
      case 'members-upgrade':
        print(membersUpgradeReport(await moveMemberCodes(backend), backend.target));
        break;
    }
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.err(`association: ${message}`);
    if (error instanceof UsageError)
      io.err('Run `npm run association -- --help` for the commands.');
    return 1;
  }
}
