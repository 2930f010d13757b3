/**
 * A person's consent to the processing of her health data, as both registrations ask it
 * (`consentTexts.question`: the person herself or a legal representative, named with their relationship
 * to her; and `consentTexts.noticeRead` ticked) and as the database keeps it: `consents/{uid}/{pushKey}`,
 * append-only (a withdrawal is a new entry), each naming the privacy notice's version that was shown,
 * who recorded it (the person, or the carer registering her) and the server's time. The database rules
 * check the same fields.
 */
import { consentTexts } from '../texts/consentTexts';
import { serverTimestamp } from './account';
import { isNameText } from './nameCharacters';
import { isBlankText, maxPersonNameLength } from './textRules';

export const consentRoot = 'consents';

/** Who gives the consent: the person herself or her legal representative. */
export type ConsentGiver = 'pessoa' | 'representante';

/** What the form holds when it is sent (nothing chosen yet: `giver` null). */
export interface ConsentForm {
  readonly giver: ConsentGiver | null;
  /** Only read when the representative gives it. */
  readonly representativeName: string;
  readonly relationship: string;
  /** `consentTexts.noticeRead` is ticked. */
  readonly noticeRead: boolean;
}

export type ConsentField = 'giver' | 'representativeName' | 'relationship' | 'noticeRead';

/** The form's refusals, one message per field (`consentMessages`). */
export type ConsentFieldErrors = Readonly<Partial<Record<ConsentField, string>>>;

/** A consent given, as recorded (texts trimmed). */
export type ConsentAnswer =
  | { readonly by: 'pessoa' }
  | {
      readonly by: 'representante';
      readonly representativeName: string;
      readonly relationship: string;
    };

export const consentFields: readonly ConsentField[] = [
  'giver',
  'representativeName',
  'relationship',
  'noticeRead',
];

/** A form with nothing answered. */
export const unansweredConsent: ConsentForm = {
  giver: null,
  representativeName: '',
  relationship: '',
  noticeRead: false,
};

/** What the form's refusals say (`consentTexts`): one per field, and for a representative's texts. */
export const consentMessages = {
  giver: consentTexts.chooseGiver,
  representativeName: consentTexts.missingRepresentativeName,
  relationship: consentTexts.missingRelationship,
  noticeRead: consentTexts.noticeNotRead,
  tooLong: consentTexts.tooLong(maxPersonNameLength),
  unsafe: consentTexts.unsafeCharacters,
} as const;

/** A representative's name or relationship, as a registered name is checked: the message, or null. */
function textProblem(text: string, blankMessage: string): string | null {
  const trimmed = text.trim();
  if (isBlankText(trimmed)) return blankMessage;
  if (trimmed.length > maxPersonNameLength) return consentMessages.tooLong;
  if (!isNameText(trimmed)) return consentMessages.unsafe;
  return null;
}

/** What keeps the consent from being recorded (every field's message at once); empty when it can be. */
export function consentProblems(form: ConsentForm): ConsentFieldErrors {
  const errors: Partial<Record<ConsentField, string>> = {};
  if (form.giver !== 'pessoa' && form.giver !== 'representante')
    errors.giver = consentMessages.giver;
  if (form.giver === 'representante') {
    const name = textProblem(form.representativeName, consentMessages.representativeName);
    if (name !== null) errors.representativeName = name;
    const relationship = textProblem(form.relationship, consentMessages.relationship);
    if (relationship !== null) errors.relationship = relationship;
  }
  if (form.noticeRead !== true) errors.noticeRead = consentMessages.noticeRead;
  return errors;
}

export function hasConsentProblems(form: ConsentForm): boolean {
  return Object.keys(consentProblems(form)).length > 0;
}

/** The answer to record, from a form without problems (texts trimmed; a representative's only when chosen). */
export function consentAnswer(form: ConsentForm): ConsentAnswer {
  return form.giver === 'representante'
    ? {
        by: 'representante',
        representativeName: form.representativeName.trim(),
        relationship: form.relationship.trim(),
      }
    : { by: 'pessoa' };
}

/** `consents/{uid}`: the person's consents, oldest first by key. */
export function consentsPath(uid: string): string {
  return `${consentRoot}/${uid}`;
}

/** `consents/{uid}/{key}`: one entry. */
export function consentEntryPath(uid: string, key: string): string {
  return `${consentsPath(uid)}/${key}`;
}

/** The entry a registration writes: the consent given, the notice's version shown, who recorded it, the server's time. */
export function consentRecord(
  answer: ConsentAnswer,
  noticeVersion: string,
  recordedBy: string,
): Record<string, unknown> {
  return {
    kind: 'dado',
    ...answer,
    noticeVersion,
    recordedBy,
    at: serverTimestamp,
  };
}
