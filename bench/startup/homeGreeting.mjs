// Home's greeting as the page itself tests for it, for the benches that time home (startupTrace.mjs,
// responseGoals.mjs): `textContent`, not `innerText`, so asking lays nothing out; and with no line
// breaks between elements the name runs into the next line's text, hence no `\b` after it.
export const homeGreetingInPage = () =>
  /Olá,\s+Maria(?![a-zà-ÿ])/.test(globalThis.document.body?.textContent ?? '');
