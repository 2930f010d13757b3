/**
 * @jest-environment jsdom
 */
import { createHash } from 'node:crypto';
import { firstScreenScript, firstScreenScriptSource } from './firstScreenScript.cjs';
import { contentSecurityPolicy } from './contentSecurityPolicy.cjs';

function runScriptAt(
  pathname: string,
  signedInHint: string | null,
  firebaseUser = false,
): string | null {
  window.history.replaceState(null, '', pathname);
  window.localStorage.clear();
  window.localStorage.setItem('amparo.speech', 'off');
  if (signedInHint !== null) window.localStorage.setItem('amparo.signedIn', signedInHint);
  if (firebaseUser)
    window.localStorage.setItem('firebase:authUser:fake-api-key:[DEFAULT]', '{"uid":"x"}');
  document.documentElement.removeAttribute('data-amparo-first-screen');
  // The page runs it as an inline script; here, the same text as a function.
  new Function(firstScreenScript)();
  return document.documentElement.getAttribute('data-amparo-first-screen');
}

describe("the page's first script", () => {
  it.each([
    ['/', null, 'login'],
    ['/login', null, 'login'],
    ['/chamadas', null, 'login'],
    ['/', '1', null],
    ['/chamadas', '1', null],
    ['/registar', null, null],
    ['/REGISTAR-abc123', null, null],
    ['/registarXYZ', '1', null],
    ['/privacidade', null, null],
    ['/Privacidade/?voltar=%2F', null, null],
    ['/privacidadex', null, 'login'],
    ['/', 'other', 'login'],
  ])('at %s with the session note %p shows the drawn login: %p', (path, hint, expected) => {
    expect(runScriptAt(path, hint)).toBe(expected);
  });

  it.each([
    ['/', null],
    ['/chamadas', null],
  ])(
    'at %s with a user the Firebase SDK kept (a session begun before the note): %p',
    (path, expected) => {
      expect(runScriptAt(path, null, true)).toBe(expected);
    },
  );

  it('keeps a drawn form on the page when it is sent, and marks it for the live login', () => {
    runScriptAt('/', null);
    document.body.innerHTML =
      '<div id="amparo-first-screen"><form><button type="submit">Entrar</button></form></div>' +
      '<form id="live"><button type="submit">Outro</button></form>';
    const drawn = document.querySelector('#amparo-first-screen form') as HTMLFormElement;
    const live = document.getElementById('live') as HTMLFormElement;
    const sent = (form: HTMLFormElement) => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(sent(drawn)).toBe(true);
    expect(drawn.hasAttribute('data-amparo-submitted')).toBe(true);
    expect(sent(live)).toBe(false);
    expect(live.hasAttribute('data-amparo-submitted')).toBe(false);
  });

  it('marks the drawn button pressed last (never Entrar, never a button elsewhere)', () => {
    runScriptAt('/', null);
    document.body.innerHTML =
      '<div id="amparo-first-screen"><form><button type="submit">Entrar</button>' +
      '<button type="button" id="a">A</button><button type="button" id="b"><span>B</span></button></form></div>' +
      '<button type="button" id="outside">C</button>';
    const pressed = () =>
      [...document.querySelectorAll('[data-amparo-pressed]')].map((element) => element.id);
    (document.getElementById('a') as HTMLButtonElement).click();
    expect(pressed()).toEqual(['a']);
    (document.querySelector('#b span') as HTMLElement).click();
    expect(pressed()).toEqual(['b']);
    (document.getElementById('outside') as HTMLButtonElement).click();
    expect(pressed()).toEqual(['b']);
  });

  it('adds the preload hints kept in the template only after the first paint', async () => {
    document.head.innerHTML =
      '<template id="amparo-preloads"><link rel="preload" href="/a.js" as="script"></template>';
    runScriptAt('/', null);
    const hint = () => document.head.querySelector('link[rel="preload"][href="/a.js"]');
    expect(hint()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hint()).not.toBeNull();
  });

  it.each([[true], [false]])(
    'the policy (for a <meta>: %p) allows styles only from files and by hash',
    (forMeta) => {
      const styleSrc = contentSecurityPolicy({
        forMeta,
        scripts: ['https://calls.example.org'],
        styleHashes: ["'sha256-abc='"],
      })
        .split('; ')
        .find((directive) => directive.startsWith('style-src '));
      expect(styleSrc).toBe("style-src 'self' https://calls.example.org 'sha256-abc='");
    },
  );

  it('is allowed by the policy through its own hash, with no unsafe-inline for scripts', () => {
    const hash = createHash('sha256').update(firstScreenScript).digest('base64');
    expect(firstScreenScriptSource).toBe(`'sha256-${hash}'`);
    for (const forMeta of [true, false]) {
      const scriptSrc = contentSecurityPolicy({ forMeta })
        .split('; ')
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc?.split(' ')).toContain(firstScreenScriptSource);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    }
  });
});
