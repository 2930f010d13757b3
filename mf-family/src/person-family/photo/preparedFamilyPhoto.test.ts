import { FamilyPhotoRefusedError, maxFamilyPhotoBytes } from '@amparo/shared-machines';
import { preparedFamilyPhoto } from './preparedFamilyPhoto';

// jsdom has no image decoding nor canvas: the browser's two calls are stood in for, and what the
// preparation asks of them is checked (the pixels themselves are checked in the browser test).
const drawn: { width: number; height: number; options: unknown }[] = [];
let encodedSize = 1000;
let decodable = true;

class FakeOffscreenCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return {
      imageSmoothingQuality: 'low',
      drawImage: (_bitmap: unknown, _x: number, _y: number, width: number, height: number) =>
        void drawn.push({ width, height, options: null }),
    };
  }
  async convertToBlob(options: { type: string; quality: number }) {
    const last = drawn.at(-1);
    if (last) last.options = options;
    return new Blob([new Uint8Array(encodedSize)], { type: options.type });
  }
}

beforeEach(() => {
  drawn.length = 0;
  encodedSize = 1000;
  decodable = true;
  Object.assign(globalThis, {
    OffscreenCanvas: FakeOffscreenCanvas,
    createImageBitmap: jest.fn(async () => {
      if (!decodable) throw new DOMException('undecodable', 'InvalidStateError');
      return { width: 3000, height: 2000, close: jest.fn() };
    }),
  });
});

const photo = new Blob(['pixels'], { type: 'image/jpeg' });

async function refusal(file: Blob): Promise<unknown> {
  return preparedFamilyPhoto(file).then(
    () => null,
    (error: unknown) => (error instanceof FamilyPhotoRefusedError ? error.problem : error),
  );
}

test('draws the photo upright within 1600 pixels and encodes it as a JPEG', async () => {
  const jpeg = await preparedFamilyPhoto(photo);
  expect(jpeg.type).toBe('image/jpeg');
  expect(globalThis.createImageBitmap).toHaveBeenCalledWith(photo, {
    imageOrientation: 'from-image',
  });
  expect(drawn).toEqual([
    { width: 1600, height: 1067, options: { type: 'image/jpeg', quality: 0.85 } },
  ]);
});

test.each([
  [
    'a file that is not an image',
    new Blob(['%PDF'], { type: 'application/pdf' }),
    true,
    'notImage',
  ],
  ['an image that cannot be decoded', photo, false, 'unreadable'],
  ['a file of no type that cannot be decoded', new Blob(['?']), false, 'notImage'],
] as const)('refuses %s', async (_name, file, canDecode, problem) => {
  decodable = canDecode;
  expect(await refusal(file)).toBe(problem);
});

test('refuses a photo still over the storage limit once made smaller', async () => {
  encodedSize = maxFamilyPhotoBytes + 1;
  expect(await refusal(photo)).toBe('tooLarge');
});
