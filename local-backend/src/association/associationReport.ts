import type { CarerChange, ListedCarer, ListedPerson } from './carerOperations';
import { registrationPath } from './registrationCode';

/** What the association's command prints after each operation: pure, lines of English text. */

const person = (listed: ListedPerson): string =>
  `${listed.name} <${listed.email ?? `no account, uid ${listed.uid}`}>`;

export function carerAddedReport(change: CarerChange, name: string, target: string): string[] {
  const lines = [
    `${change.carer.email} ${change.wasCarer ? 'is' : 'is now'} a carer (${name.trim()}) on ${target}.`,
  ];
  for (const followed of change.people) {
    lines.push(
      `  ${change.changed.some((added) => added.uid === followed.uid) ? 'now follows' : 'already followed'} ${followed.email}`,
    );
  }
  return lines;
}

export function carerRemovedReport(
  change: CarerChange,
  peopleGiven: boolean,
  target: string,
): string[] {
  if (!peopleGiven) {
    return [
      change.wasCarer
        ? `${change.carer.email} is no longer a carer on ${target}.`
        : `${change.carer.email} was not a carer on ${target}: nothing to remove.`,
    ];
  }
  return change.people.map((followed) =>
    change.changed.some((removed) => removed.uid === followed.uid)
      ? `${change.carer.email} no longer follows ${followed.email}.`
      : `${change.carer.email} was not following ${followed.email}: nothing to remove.`,
  );
}

export function carerListReport(carers: readonly ListedCarer[], target: string): string[] {
  if (carers.length === 0) return [`No carers on ${target}.`];
  const lines = [`Carers on ${target}:`];
  for (const carer of carers) {
    lines.push(`  ${person(carer)}`);
    if (carer.people.length === 0) lines.push('      (follows nobody)');
    for (const followed of carer.people) lines.push(`      ${person(followed)}`);
  }
  return lines;
}

export function codeReport(code: string, target: string, isNew: boolean): string[] {
  return [
    isNew
      ? `New registration code set on ${target}; the previous code no longer opens the registration.`
      : `Registration code on ${target}: ${code}`,
    `Registration address: ${registrationPath(code)} (after the site's address, e.g. https://<site>${registrationPath(code)})`,
  ];
}
