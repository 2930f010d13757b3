/**
 * Keys for append-only lists (`consents/{uid}`, `accessLog/{uid}`), made as the Firebase SDK's `push()`
 * makes them: 8 characters of the client's time in milliseconds, then 12 random ones, from an alphabet
 * in the database's key order. Keys made later sort after earlier ones, so a list read by key is in
 * time order. Two keys made in the same millisecond on one device still differ and keep their order
 * (the random part is incremented).
 */

/** The alphabet, in ascending key order. */
const pushCharacters = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
const timeLength = 8;
const randomLength = 12;

/** What every push key looks like (the database rules check the same). */
export const pushKeyPattern = /^[-0-9A-Za-z_]{20}$/;

/** The first 8 characters of any key made at `ms`: every key made at or after it sorts at or after this. */
export function pushKeyPrefixAt(ms: number): string {
  let time = Math.max(0, Math.floor(ms));
  let prefix = '';
  for (let index = 0; index < timeLength; index += 1) {
    prefix = pushCharacters.charAt(time % 64) + prefix;
    time = Math.floor(time / 64);
  }
  return prefix;
}

function randomDigits(): number[] {
  const bytes = new Uint8Array(randomLength);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte % 64);
}

let lastTime = -1;
let lastRandom: number[] = [];

/** A new key for `now` (the device's clock by default). */
export function newPushKey(now: number = Date.now()): string {
  if (now === lastTime) {
    let index = randomLength - 1;
    while (index >= 0 && lastRandom[index] === 63) {
      lastRandom[index] = 0;
      index -= 1;
    }
    if (index >= 0) lastRandom[index] = (lastRandom[index] ?? 0) + 1;
  } else {
    lastTime = now;
    lastRandom = randomDigits();
  }
  return pushKeyPrefixAt(now) + lastRandom.map((digit) => pushCharacters.charAt(digit)).join('');
}
