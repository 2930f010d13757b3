import { randomInt } from 'node:crypto';

const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

let lastTime = 0;
let lastRandom: number[] = [];

/** Chronologically ordered 20-character keys, as the SDK's push() makes: 8 time characters, 12 random ones. */
export function nextPushId(now = Date.now()): string {
  const sameTime = now === lastTime;
  lastTime = now;
  let time = now;
  const timeChars: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    timeChars.unshift(PUSH_CHARS.charAt(time % 64));
    time = Math.floor(time / 64);
  }
  if (sameTime) {
    let i = 11;
    while (i >= 0 && lastRandom[i] === 63) {
      lastRandom[i] = 0;
      i -= 1;
    }
    if (i >= 0) lastRandom[i] = (lastRandom[i] ?? 0) + 1;
  } else {
    lastRandom = Array.from({ length: 12 }, () => randomInt(64));
  }
  return timeChars.join('') + lastRandom.map((index) => PUSH_CHARS.charAt(index)).join('');
}
