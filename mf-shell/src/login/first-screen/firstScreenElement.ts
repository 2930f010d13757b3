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
