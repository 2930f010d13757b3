import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { AssociationError } from './adminBackend';
import type { ErasureCounts } from './personErasurePlan';
import { writePrivateFile } from './personFiles';

/**
 * The proof of an erasure, kept by the association: who erased, when, and how much, about a subject
 * named only by a hash of her uid with the project's id. Nothing personal is in it (no uid, e-mail or
 * name), yet after a backup is restored the same hash finds the same uid again, so the erasure can be
 * applied again (`person erase-again`).
 */
export interface ErasureReceipt {
  /** sha256 of `<project id>:<uid>`, hex (subjectHash). */
  readonly subject: string;
  readonly erasedBy: string;
  /** ISO time. */
  readonly at: string;
  readonly removed: {
    readonly paths: ErasureCounts;
    readonly authAccount: boolean;
    readonly firestoreUsers: number;
    /** Her family's photo files the command deleted (absent where the Cloud Function deletes them). */
    readonly photoFiles?: number;
  };
  /** The check after the erasure: whether anything still named her, and how many traces. */
  readonly check: { readonly clean: boolean; readonly remaining: number };
  /** Present when a restored backup brought her back and the erasure was applied again. */
  readonly reappliedAfterRestore?: true;
}

export const receiptFileHashLength = 12;

export function subjectHash(projectId: string, uid: string): string {
  return createHash('sha256').update(`${projectId}:${uid}`).digest('hex');
}

/** Writes `<folder>/<date>-<first hash digits>.json` (a new name when one exists); returns its path. */
export function writeReceipt(folder: string, date: string, receipt: ErasureReceipt): string {
  const base = `${date}-${receipt.subject.slice(0, receiptFileHashLength)}`;
  const text = `${JSON.stringify(receipt, null, 2)}\n`;
  for (let attempt = 1; ; attempt += 1) {
    const file = path.join(folder, attempt === 1 ? `${base}.json` : `${base}-${attempt}.json`);
    if (writePrivateFile(file, text, { replace: false })) return file;
  }
}

const subjectPattern = /^[0-9a-f]{64}$/;

/** The subjects of every receipt in the folder. */
export function readReceiptSubjects(folder: string): Set<string> {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    throw new AssociationError(`cannot read the receipts folder ${folder}`);
  }
  const subjects = new Set<string>();
  for (const name of names) {
    let subject: unknown;
    try {
      subject = (JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as { subject?: unknown })
        .subject;
    } catch {
      throw new AssociationError(`${path.join(folder, name)} is not an erasure receipt (not JSON)`);
    }
    if (typeof subject !== 'string' || !subjectPattern.test(subject))
      throw new AssociationError(
        `${path.join(folder, name)} is not an erasure receipt (no subject)`,
      );
    subjects.add(subject);
  }
  return subjects;
}
