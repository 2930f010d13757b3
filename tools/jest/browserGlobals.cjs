// What every browser has and jest's jsdom environment leaves out: TextEncoder and TextDecoder
// (shared-machines counts a key's UTF-8 bytes with TextEncoder, as the database does).
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });
