import type { ConsentForm, ConsentGiver } from '@amparo/shared-machines';

/** The names of the consent's inputs in the form. */
export const consentInputNames = {
  giver: 'consentGiver',
  representativeName: 'representativeName',
  relationship: 'relationship',
  noticeRead: 'noticeRead',
} as const;

function giverOf(value: FormDataEntryValue | null): ConsentGiver | null {
  return value === 'pessoa' || value === 'representante' ? value : null;
}

/** The consent as the form holds it when sent (a representative's fields are absent unless chosen). */
export function readConsentForm(data: FormData): ConsentForm {
  return {
    giver: giverOf(data.get(consentInputNames.giver)),
    representativeName: String(data.get(consentInputNames.representativeName) ?? ''),
    relationship: String(data.get(consentInputNames.relationship) ?? ''),
    noticeRead: data.get(consentInputNames.noticeRead) !== null,
  };
}
