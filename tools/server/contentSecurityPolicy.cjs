// The platform's Content-Security-Policy, written once for the static server's header and the
// build-time <meta> of index.html. It allows only what Amparo needs: its own origin (and the origins
// of remotes deployed elsewhere), the Firebase / local emulator endpoints, YouTube embeds. WhatsApp,
// tel: and the meeting link are plain navigations, which CSP does not restrict.

const { firstScreenScriptSource } = require('./firstScreenScript.cjs');

const firebaseHostedConnect = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://*.firebaseio.com',
  'wss://*.firebaseio.com',
  'https://*.firebasedatabase.app',
  'wss://*.firebasedatabase.app',
  // The family's photos: their metadata and download addresses (getDownloadURL), and the photos.
  'https://firebasestorage.googleapis.com',
];

const videoFrames = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/**
 * @param {{ connect?: string[], images?: string[], scripts?: string[], firebaseHosted?: boolean, forMeta?: boolean, styleHashes?: string[] }} options
 *   connect: extra origins for fetch/websocket (the local emulators, e.g. http://127.0.0.1:9099, ws://127.0.0.1:9000);
 *   images: extra origins for images (the local storage stand-in's family photos);
 *   scripts: origins of remotes served from another host; firebaseHosted: a real Firebase project
 *   (its API hosts, Google sign-in's popup script and frame); forMeta: leave out what a <meta> policy ignores;
 *   styleHashes: CSP sources ('sha256-…') of the page's inline <style> elements.
 * @returns {string}
 */
function contentSecurityPolicy({
  connect = [],
  images = [],
  scripts = [],
  firebaseHosted = false,
  forMeta = false,
  styleHashes = [],
} = {}) {
  const unique = (list) => [...new Set(list)];
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      // index.html's one inline script, by its hash (firstScreenScript.cjs).
      firstScreenScriptSource,
      ...scripts,
      ...(firebaseHosted ? ['https://apis.google.com'] : []),
    ]),
    // Stylesheets from this site and the sections' origins; the login drawn in the page's HTML by the
    // hash of its one <style> (tools/server/firstScreen.ts). No 'unsafe-inline': the builds extract
    // their CSS to files, and React sets style properties through the CSSOM, which CSP allows.
    'style-src': unique(["'self'", ...scripts, ...styleHashes]),
    'img-src': unique([
      "'self'",
      'data:',
      ...images,
      ...(firebaseHosted ? ['https://firebasestorage.googleapis.com'] : []),
    ]),
    'font-src': ["'self'"],
    'connect-src': unique([
      "'self'",
      ...scripts,
      ...connect,
      ...(firebaseHosted ? firebaseHostedConnect : []),
    ]),
    'frame-src': unique([...videoFrames, ...(firebaseHosted ? ['https://*.firebaseapp.com'] : [])]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  if (!forMeta) directives['frame-ancestors'] = ["'none'"];
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Emulator endpoints of the local backend, as CSP sources. */
function localEmulatorSources({ host = '127.0.0.1', auth, database, firestore, storage }) {
  return [
    `http://${host}:${auth}`,
    `http://${host}:${database}`,
    `ws://${host}:${database}`,
    `http://${host}:${firestore}`,
    ...(storage === undefined ? [] : [`http://${host}:${storage}`]),
  ];
}

/** The local storage stand-in, as an image source (the family's photos), when it runs. */
function localImageSources({ host = '127.0.0.1', storage }) {
  return storage === undefined ? [] : [`http://${host}:${storage}`];
}

module.exports = { contentSecurityPolicy, localEmulatorSources, localImageSources };
