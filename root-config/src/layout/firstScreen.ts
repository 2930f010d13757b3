/**
 * The login drawn from the page's HTML (the platform's server puts the shell's first-screen markup in
 * #amparo-main and its styles in the head). The page's first script shows it only when this browser
 * has no session noted here (tools/server/firstScreenScript.cjs reads the same key); the shell's
 * login takes its place with what was typed (mf-shell/src/login/first-screen/, same ids). The root
 * removes it as soon as any other screen is due: a session, another section, a section unavailable.
 */
const firstScreenElementId = 'amparo-first-screen';
const firstScreenStyleId = 'amparo-first-screen-style';

/** localStorage key: '1' while a person is signed in in this browser. */
export const signedInHintKey = 'amparo.signedIn';

/** The empty element after the drawn login that lets the page paint once the login is parsed. */
const firstScreenParsedId = 'amparo-first-screen-parsed';

/** Whether the page's first script showed the drawn login: this page view began on the login. */
export function beganOnDrawnLogin(doc: Document = document): boolean {
  return doc.documentElement.getAttribute('data-amparo-first-screen') === 'login';
}

export function removeFirstScreen(doc: Document = document): void {
  doc.getElementById(firstScreenElementId)?.remove();
  doc.getElementById(firstScreenStyleId)?.remove();
  doc.getElementById(firstScreenParsedId)?.remove();
}

/**
 * Notes whether someone is signed in, for the next page's first script. A hint only: it chooses what
 * is painted while the session is read, never what is shown once it is known.
 */
export function noteSignedIn(storage: () => Storage, signedIn: boolean): void {
  try {
    if (signedIn) storage().setItem(signedInHintKey, '1');
    else storage().removeItem(signedInHintKey);
  } catch {
    // Storage refused (private browsing, full, disabled): the next page shows 'A carregar…' instead.
  }
}

// The live login drawn from the page's HTML (mf-shell/src/login/first-screen/live/, whose
// firstScreenElement.ts names the same attributes and events).
const liveLoginAttribute = 'data-amparo-live-login';
const handedOverAttribute = 'data-amparo-handed-over';
const handOverEvent = 'amparo:first-screen-hand-over';
const handedOverEvent = 'amparo:first-screen-handed-over';

/**
 * Before the root creates its backend: the drawn login starts no sign-in of its own from now on, and
 * one under way has ended when this resolves — the session it opened is then in the browser's
 * storage, where the backend reads it. A form sent from now on is sent again by the shell's login.
 */
export function takeOverFromLiveLogin(doc: Document = document): Promise<void> {
  const drawn = doc.getElementById(firstScreenElementId);
  if (!drawn) return Promise.resolve();
  drawn.setAttribute(handedOverAttribute, '');
  if (!drawn.hasAttribute(liveLoginAttribute)) return Promise.resolve();
  return new Promise((resolve) => {
    doc.addEventListener(handedOverEvent, () => resolve(), { once: true });
    doc.dispatchEvent(new Event(handOverEvent));
  });
}
