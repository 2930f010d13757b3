import {
  maxFamilyMessageLength,
  type FamilyMessageProblem,
  type FamilyPhotoProblem,
} from '@amparo/shared-machines';
import { familyTexts } from '../texts/familyTexts';

/** Why the message (or, with a photo, its caption) cannot be sent, in her words. */
export function textProblemText(problem: FamilyMessageProblem, caption: boolean): string {
  if (problem === 'empty') return familyTexts.messageEmpty;
  if (problem === 'tooLong')
    return (caption ? familyTexts.captionTooLong : familyTexts.messageTooLong)(
      maxFamilyMessageLength,
    );
  return caption ? familyTexts.captionUnsafe : familyTexts.messageUnsafe;
}

/** Why the chosen file cannot be sent as a photo. */
export function photoProblemText(problem: FamilyPhotoProblem): string {
  if (problem === 'notImage') return familyTexts.photoNotImage;
  if (problem === 'tooLarge') return familyTexts.photoTooLarge;
  return familyTexts.photoUnreadable;
}
