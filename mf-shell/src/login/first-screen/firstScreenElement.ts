/**
 * How the login drawn from the page's HTML is found. The platform's server puts the markup built by
 * renderLoginFirstScreen.tsx into #amparo-main and its styles into the head; root-config shows it
 * only to someone with no session (root-config/src/layout/firstScreen.ts, which names the same ids)
 * and removes it when another screen comes.
 */
export const firstScreenElementId = 'amparo-first-screen';
export const firstScreenStyleId = 'amparo-first-screen-style';
/** Set by the page's first script on a drawn form the person sent before the code came. */
export const firstScreenSubmittedAttribute = 'data-amparo-submitted';
/**
 * Set by the page's first script on the drawn button (not the one sending the form, loginTexts.submit)
 * pressed last before the code came.
 */
export const firstScreenPressedAttribute = 'data-amparo-pressed';

/**
 * The live login drawn from the page's HTML (live/startLiveLogin.tsx) and what it tells the page. The
 * page's first script (tools/server/firstScreenScript.cjs) and the root (root-config/src/layout/
 * firstScreen.ts) name the same attributes and events.
 */
/** Set on #amparo-first-screen once its form signs in by itself ('Entrar' works). */
export const liveLoginAttribute = 'data-amparo-live-login';
/** Set on #amparo-first-screen by the root when its own login is about to take over. */
export const handedOverAttribute = 'data-amparo-handed-over';
/** On the live form: the login machine's persisted snapshot, for the shell's login to go on from. */
export const loginStateAttribute = 'data-amparo-login-state';
/** Dispatched on the document once the login is live: the rest of the code may come when idle. */
export const liveLoginEvent = 'amparo:first-screen-live';
/** Dispatched on the document when the rest of the code is needed now (a sign-in, a reset asked). */
export const codeNeededEvent = 'amparo:first-screen-code-needed';
/** Dispatched by the root: no new sign-in is started here; answered by `handedOverEvent`. */
export const handOverEvent = 'amparo:first-screen-hand-over';
/** The live login's answer: no sign-in of its own is under way (any that was has ended). */
export const handedOverEvent = 'amparo:first-screen-handed-over';
/**
 * The performance mark made when 'Entrar' first works on the page: by the live drawn login once live,
 * else by the shell's login once drawn (the bench counts the code fetched before it).
 */
export const loginWorksMark = 'amparo:login-works';
