import { describeCarerAccount } from './carerAccounts';
import type {
  CarerAccountShown,
  CarerAdded,
  CarerChange,
  ListedCarer,
  ListedPerson,
} from './carerOperations';
import { registrationPath } from './registrationCode';

/** What the association's command prints after each operation: pure, lines of English text. */

const person = (listed: ListedPerson): string =>
  `${listed.name} <${listed.email ?? `no account, uid ${listed.uid}`}>`;

/**
 * Whose account `carer add` is about to make a carer, printed before anything is written: when it was
 * made and how it signs in let the volunteer spot an account the carer did not make.
 */
export function carerAccountReport(shown: CarerAccountShown): string[] {
  if (shown.kind === 'new')
    return [
      `No account uses ${shown.email} yet: creating it, with a random password nobody is shown.`,
    ];
  const verified = shown.account.emailVerified
    ? 'e-mail verified'
    : 'e-mail NOT verified (accepted with --unverified-ok)';
  return [
    `Account of ${shown.account.email}: ${describeCarerAccount(shown.account)}, ${verified}.`,
  ];
}

export function carerAddedReport(change: CarerAdded, name: string, target: string): string[] {
  const lines = [
    `${change.carer.email} ${change.wasCarer ? 'is' : 'is now'} a carer (${name.trim()}) on ${target}.`,
  ];
  for (const followed of change.people) {
    lines.push(
      `  ${change.changed.some((added) => added.uid === followed.uid) ? 'now follows' : 'already followed'} ${followed.email}`,
    );
  }
  if (change.passwordLink !== null) {
    lines.push(
      "The carer chooses a password with this link (it works once; afterwards 'Esqueceu-se da palavra-passe?' on the login screen sends a new one):",
      `  ${change.passwordLink}`,
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

export function associationCodeReport(
  associationCode: string,
  target: string,
  isNew: boolean,
): string[] {
  return [
    isNew
      ? `New registration code set on ${target}; the previous code no longer opens the registration.`
      : `Registration code on ${target}: ${associationCode}`,
    `Registration address: ${registrationPath(associationCode)} (after the site's address, e.g. https://<site>${registrationPath(associationCode)})`,
  ];
}
