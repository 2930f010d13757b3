// What every browser has and jest's jsdom environment leaves out: TextEncoder and TextDecoder
// (shared-machines counts a key's UTF-8 bytes with TextEncoder, as the database does), and the Web
// Crypto's digest (crypto.subtle: an invitation's code is kept as its SHA-256).
const util = require('node:util');
const { webcrypto } = require('node:crypto');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });
if (globalThis.crypto?.subtle === undefined)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
