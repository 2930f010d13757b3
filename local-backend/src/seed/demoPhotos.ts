import { encode } from 'jpeg-js';

/**
 * The demo's two family photos, drawn here and encoded as real JPEG files (jpeg-js), so the seed needs
 * no download and the repository no binary: a beach (sky, sea, sand, sun) and a garden (sky, grass,
 * flowers, a tree). Small (480 × 360), with no metadata, as the family's phones send them.
 */
export const demoPhotoWidth = 480;
export const demoPhotoHeight = 360;

type Colour = readonly [number, number, number];
type Painter = (x: number, y: number) => Colour;

function mix(a: Colour, b: Colour, t: number): Colour {
  return [0, 1, 2].map((i) =>
    Math.round((a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * t),
  ) as unknown as Colour;
}

function inCircle(x: number, y: number, cx: number, cy: number, r: number): boolean {
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

const beach: Painter = (x, y) => {
  if (inCircle(x, y, 390, 70, 32)) return [255, 213, 74];
  if (y < 170) return mix([126, 200, 240], [235, 246, 255], y / 170);
  const shore = 270 + 12 * Math.sin(x / 40);
  if (y < shore) return mix([31, 111, 168], [60, 154, 208], (y - 170) / 100);
  return mix([243, 223, 168], [226, 194, 124], (y - shore) / 90);
};

const garden: Painter = (x, y) => {
  const flowers: readonly [number, number, Colour][] = [
    [90, 270, [192, 57, 43]],
    [170, 300, [241, 196, 15]],
    [250, 280, [155, 89, 182]],
  ];
  for (const [cx, cy, colour] of flowers) if (inCircle(x, y, cx, cy, 16)) return colour;
  if (inCircle(x, y, 370, 120, 60)) return [46, 139, 58];
  if (x >= 360 && x < 380 && y >= 150 && y < 250) return [142, 90, 43];
  if (y < 200) return mix([191, 227, 255], [234, 246, 255], y / 200);
  return mix([95, 174, 78], [47, 122, 44], (y - 200) / 160);
};

function jpegOf(paint: Painter): Buffer {
  const data = Buffer.alloc(demoPhotoWidth * demoPhotoHeight * 4);
  for (let y = 0; y < demoPhotoHeight; y += 1) {
    for (let x = 0; x < demoPhotoWidth; x += 1) {
      const [r, g, b] = paint(x, y);
      const offset = (y * demoPhotoWidth + x) * 4;
      data[offset] = r;
      data[offset + 1] = g;
      data[offset + 2] = b;
      data[offset + 3] = 255;
    }
  }
  return encode({ data, width: demoPhotoWidth, height: demoPhotoHeight }, 80).data;
}

/** The demo's photos as JPEG bytes: the beach, then the garden. */
export function demoPhotos(): readonly [Buffer, Buffer] {
  return [jpegOf(beach), jpegOf(garden)];
}
