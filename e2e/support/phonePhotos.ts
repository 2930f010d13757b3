/**
 * Photos as a relative's phone holds them, for the family's browser tests: a large camera JPEG (drawn
 * and encoded by jpeg-js, as the seed's demo photos are) carrying an EXIF segment with a location, and
 * what a stored photo's bytes say about themselves (its size, whether an EXIF segment is left).
 */
import { decode, encode } from 'jpeg-js';

/** The text the test's EXIF segment carries where a camera writes its GPS position. */
export const cameraLocation = 'GPSLatitude 38.7223 N GPSLongitude 9.1393 W';

/**
 * A `width` × `height` JPEG with an APP1 "Exif\0\0" segment right after its start-of-image marker, as
 * phone cameras write it: a big-endian TIFF header, one empty IFD, then the location's text.
 */
export function cameraJpeg(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      pixels[at] = Math.round((255 * x) / width);
      pixels[at + 1] = Math.round((255 * y) / height);
      pixels[at + 2] = 160;
      pixels[at + 3] = 255;
    }
  const jpeg = encode({ data: pixels, width, height }, 80).data;
  const tiff = Buffer.concat([
    Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08]),
    Buffer.from([0x00, 0x00, 0x00, 0x00, 0x00, 0x00]),
    Buffer.from(cameraLocation, 'latin1'),
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), length, payload]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

/** The markers of a JPEG's segments before its image data (start of scan), e.g. 0xe1 for APP1. */
function segmentsBeforeScan(jpeg: Buffer): { marker: number; body: Buffer }[] {
  const segments: { marker: number; body: Buffer }[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] ?? 0;
    const length = jpeg.readUInt16BE(at + 2);
    segments.push({ marker, body: jpeg.subarray(at + 4, at + 2 + length) });
    if (marker === 0xda) break;
    at += 2 + length;
  }
  return segments;
}

/** What a stored photo is: a JPEG or not, its size, and whether an EXIF segment or the location is left. */
export function photoFacts(bytes: Buffer) {
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const { width, height } = isJpeg ? decode(bytes) : { width: 0, height: 0 };
  return {
    isJpeg,
    longerSide: Math.max(width, height),
    width,
    height,
    hasExif: segmentsBeforeScan(bytes).some(
      (segment) =>
        segment.marker === 0xe1 && segment.body.subarray(0, 6).toString('latin1') === 'Exif\0\0',
    ),
    hasLocation: bytes.includes(Buffer.from('GPSLatitude', 'latin1')),
  };
}
