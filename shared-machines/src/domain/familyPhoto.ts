/**
 * A relative's photo post (`family/{person}/posts/{pushKey}`, kind 'foto'): how large her phone makes
 * the photo before it leaves, how large a stored photo may be, and the post as the rules accept it.
 */
import { serverTimestamp } from './account';
import { familyPhotoPath } from './familyCircle';
import { familyMessageProblem, type FamilyMessageProblem } from './familyMessage';

/** The longest side, in pixels, of a photo as the phone sends it (the limit). */
export const maxFamilyPhotoSide = 1600;

/** The JPEG quality the phone re-encodes a photo with: small files, no visible loss at that size. */
export const familyPhotoJpegQuality = 0.85;

/** The largest stored photo the storage rules accept (storage.rules and the local stand-in). */
export const maxFamilyPhotoBytes = 5 * 1024 * 1024;

/** Why a chosen file cannot be sent as a photo. */
export type FamilyPhotoProblem = 'notImage' | 'unreadable' | 'tooLarge';

export interface PhotoSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The size a `width` × `height` picture is drawn at so that its longer side is at most `max`, its
 * proportions kept (each side rounded, at least 1 pixel); a picture already within is kept as it is.
 */
export function photoSizeWithin(width: number, height: number, max: number): PhotoSize {
  const longer = Math.max(width, height);
  if (longer <= max) return { width, height };
  const scale = max / longer;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Why the rules would refuse a photo's caption (optional: an empty one is no caption), or null. */
export function familyCaptionProblem(text: string): FamilyMessageProblem | null {
  const problem = familyMessageProblem(text);
  return problem === 'empty' ? null : problem;
}

/** A photo post as the relative writes it, after its file is stored at familyPhotoPath. */
export function familyPhotoPost(options: {
  readonly person: string;
  readonly postKey: string;
  readonly from: string;
  readonly fromName: string;
  readonly caption: string;
}): Record<string, unknown> {
  const post: Record<string, unknown> = {
    from: options.from,
    fromName: options.fromName,
    at: serverTimestamp,
    kind: 'foto',
    photo: familyPhotoPath(options.person, options.postKey),
  };
  if (familyMessageProblem(options.caption) !== 'empty') post['text'] = options.caption;
  return post;
}
