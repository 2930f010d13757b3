import os from 'node:os';
import path from 'node:path';
import { defaultAssociationConfig } from '@amparo/shared-machines';
import type { AdminBackend } from './adminBackend';
import { AssociationError } from './adminBackend';
import { emailProblem } from './associationWrites';
import type { PersonAction } from './personArguments';
import { defaultReceiptsFolder } from './personArguments';
import { erasePerson, erasureSummary, reErasableSubjects } from './personErase';
import { planErasure } from './personErasurePlan';
import { buildPersonExport } from './personExport';
import { renderPersonExportHtml } from './personExportHtml';
import type { ListedPhoto } from './personExportPhotos';
import { exportedPhotos, photoFolderName } from './personExportPhotos';
import { fileDate, writePrivateBytes, writePrivateFile } from './personFiles';
import type { PersonSubject } from './personHoldings';
import { findSubject, readHoldings } from './personHoldings';
import { readReceiptSubjects } from './personReceipt';

/**
 * The person commands (`person export`, `person erase`, `person erase-again`) as a function of the
 * action that returns the exit code: 0 done, 2 a dry run of an erasure (nothing removed), errors
 * thrown as AssociationError (exit code 1). Nothing personal is printed: paths, counts, messages.
 */
export interface PersonIo {
  /** Where the command was typed: relative folders start there. */
  readonly cwd: string;
  readonly out: (line: string) => void;
  readonly now?: () => Date;
}

/** Exit code of an erasure asked without --confirm. */
export const dryRunExitCode = 2;

function operatorName(by: string | null): string {
  if (by !== null) return by;
  try {
    return os.userInfo().username;
  } catch {
    return 'desconhecido';
  }
}

function subjectByEmail(
  holdings: Awaited<ReturnType<typeof readHoldings>>,
  email: string,
): PersonSubject {
  const problem = emailProblem(email);
  if (problem !== null) throw new AssociationError(problem);
  const subject = findSubject(holdings, email);
  if (subject === null)
    throw new AssociationError(
      `no account uses the e-mail ${email}, and no data names it: nothing to export or erase (already erased?)`,
    );
  return subject;
}

/**
 * Her family's photo files, copied into `folder` (privately, as the JSON) when the backend reads them
 * (the local one); each written path is printed, a file gone from storage is listed as missing. On a real
 * project (no photos port) none is copied: one line says where they stay.
 */
async function copyPhotoFiles(
  backend: AdminBackend,
  copy: Parameters<typeof exportedPhotos>[0],
  folder: string,
  io: PersonIo,
): Promise<ListedPhoto[]> {
  const photos = exportedPhotos(copy);
  if (photos.length === 0) return [];
  const { photos: files } = backend;
  if (files === undefined) {
    io.out(
      `${photos.length} family photo file(s) not copied: they stay in the storage bucket of ${backend.target}, under family/${copy.uid}/.`,
    );
    return photos.map((photo) => ({ ...photo, state: 'notCopied' }));
  }
  const listed: ListedPhoto[] = [];
  for (const photo of photos) {
    const bytes = await files.read(photo.storagePath);
    if (bytes === null) {
      io.out(`Missing: ${photo.storagePath} (its post is in the copy, its file is gone)`);
      listed.push({ ...photo, state: 'missing' });
      continue;
    }
    const file = path.join(folder, photo.fileName);
    writePrivateBytes(file, bytes, { replace: true });
    io.out(file);
    listed.push({ ...photo, state: 'written' });
  }
  return listed;
}

async function exportPerson(
  backend: AdminBackend,
  action: Extract<PersonAction, { kind: 'person-export' }>,
  io: PersonIo,
  now: Date,
): Promise<number> {
  const holdings = await readHoldings(backend);
  const copy = buildPersonExport(holdings, subjectByEmail(holdings, action.email), now);
  const folder = path.resolve(io.cwd, action.out);
  const base = `${fileDate(now)}-dados`;
  const json = path.join(folder, `${base}.json`);
  const page = path.join(folder, `${base}.html`);
  const photoFolder = photoFolderName(base);
  writePrivateFile(json, `${JSON.stringify(copy, null, 2)}\n`, { replace: true });
  io.out(json);
  const photos = await copyPhotoFiles(backend, copy, path.join(folder, photoFolder), io);
  const association = defaultAssociationConfig.fullName;
  writePrivateFile(
    page,
    renderPersonExportHtml(copy, {
      association,
      jsonFile: `${base}.json`,
      photos: { folder: photoFolder, photos },
    }),
    { replace: true },
  );
  io.out(page);
  return 0;
}

export async function runPersonAction(
  action: PersonAction,
  backend: AdminBackend,
  io: PersonIo,
): Promise<number> {
  const now = (io.now ?? (() => new Date()))();
  if (action.kind === 'person-export') return exportPerson(backend, action, io, now);

  const receipts = path.resolve(io.cwd, action.receipts ?? defaultReceiptsFolder);
  const erasedBy = operatorName(action.by);
  const holdings = await readHoldings(backend);
  const subjects =
    action.kind === 'person-erase'
      ? [subjectByEmail(holdings, action.email)]
      : reErasableSubjects(holdings, backend.projectId, readReceiptSubjects(receipts));

  if (!action.confirm) {
    io.out(`Would erase from ${backend.target}:`);
    if (action.kind === 'person-erase-again')
      io.out(`  ${subjects.length} erased person(s) brought back by a restore`);
    subjects.forEach((subject) =>
      erasureSummary(planErasure(holdings, subject)).forEach((line) => io.out(`  ${line}`)),
    );
    io.out('Nothing was removed: run it again with --confirm to erase.');
    return dryRunExitCode;
  }

  if (subjects.length === 0) io.out(`No erased person is back in ${backend.target}.`);
  const failures: string[] = [];
  for (const subject of subjects) {
    const done = await erasePerson(backend, holdings, subject, {
      receipts,
      erasedBy,
      now,
      reapplied: action.kind === 'person-erase-again',
    });
    io.out(`Erased from ${backend.target}:`);
    done.summary.forEach((line) => io.out(`  ${line}`));
    io.out(`Receipt: ${done.receiptFile}`);
    if (done.remaining.length > 0)
      failures.push(
        `the erasure (receipt ${path.basename(done.receiptFile)}) left ${done.remaining.length} trace(s) naming the person:\n` +
          done.remaining.map((place) => `  - ${place}`).join('\n'),
      );
  }
  if (failures.length > 0) throw new AssociationError(failures.join('\n'));
  return 0;
}
