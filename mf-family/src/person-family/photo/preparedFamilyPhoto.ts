import {
  FamilyPhotoRefusedError,
  familyPhotoJpegQuality,
  maxFamilyPhotoBytes,
  maxFamilyPhotoSide,
  photoSizeWithin,
  type PhotoSize,
} from '@amparo/shared-machines';

/**
 * The photo a relative chose, as her phone sends it: at most maxFamilyPhotoSide on its longer side,
 * upright (`imageOrientation: 'from-image'` applies the camera's orientation before it is dropped),
 * re-encoded as a JPEG through a canvas. Re-encoding keeps only the pixels: every metadata segment of
 * the original (EXIF, and the GPS location in it) is left behind.
 *
 * Hand-written on purpose: browser-image-compression, the usual library, loads its worker from a CDN
 * by default, which the page's Content-Security-Policy and the rule that nothing goes to third parties
 * both refuse; the canvas path it would wrap is these few lines.
 */
export async function preparedFamilyPhoto(file: Blob): Promise<Blob> {
  if (file.type !== '' && !file.type.startsWith('image/'))
    throw new FamilyPhotoRefusedError('notImage');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new FamilyPhotoRefusedError(file.type === '' ? 'notImage' : 'unreadable');
  }
  try {
    const jpeg = await drawnAsJpeg(
      bitmap,
      photoSizeWithin(bitmap.width, bitmap.height, maxFamilyPhotoSide),
    );
    if (jpeg.type !== 'image/jpeg') throw new FamilyPhotoRefusedError('unreadable');
    if (jpeg.size > maxFamilyPhotoBytes) throw new FamilyPhotoRefusedError('tooLarge');
    return jpeg;
  } finally {
    bitmap.close();
  }
}

/** The picture drawn at `size` and encoded as a JPEG: on an OffscreenCanvas, else on a <canvas>. */
async function drawnAsJpeg(bitmap: ImageBitmap, size: PhotoSize): Promise<Blob> {
  const encoding = { type: 'image/jpeg', quality: familyPhotoJpegQuality };
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    drawOn(canvas.getContext('2d'), bitmap, size);
    return canvas.convertToBlob(encoding);
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  drawOn(canvas.getContext('2d'), bitmap, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob === null ? reject(new FamilyPhotoRefusedError('unreadable')) : resolve(blob)),
      encoding.type,
      encoding.quality,
    ),
  );
}

function drawOn(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  size: PhotoSize,
): void {
  if (context === null) throw new FamilyPhotoRefusedError('unreadable');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
}
