import {
  beganOnDrawnLogin,
  noteSignedIn,
  removeFirstScreen,
  signedInHintKey,
  takeOverFromLiveLogin,
} from './firstScreen';

describe('the login drawn from the page, on the root side', () => {
  it('removes the drawn login and its styles, and nothing else', () => {
    document.head.innerHTML =
      '<style id="amparo-first-screen-style"></style><style id="other"></style>';
    document.body.innerHTML =
      '<main id="amparo-main"><div id="amparo-first-screen"></div><span id="amparo-first-screen-parsed" hidden></span><p data-amparo-root-panel="loading"></p></main>';
    removeFirstScreen();
    expect(document.getElementById('amparo-first-screen')).toBeNull();
    expect(document.getElementById('amparo-first-screen-style')).toBeNull();
    expect(document.getElementById('amparo-first-screen-parsed')).toBeNull();
    expect(document.getElementById('other')).not.toBeNull();
    expect(document.querySelector('[data-amparo-root-panel]')).not.toBeNull();
    // Twice is harmless (the shell's login may have taken its place already).
    expect(() => removeFirstScreen()).not.toThrow();
  });

  it.each([
    [true, '1'],
    [false, null],
  ])('signed in: %p → the note for the next page is %p', (signedIn, expected) => {
    window.localStorage.setItem(signedInHintKey, 'stale');
    noteSignedIn(() => window.localStorage, signedIn);
    expect(window.localStorage.getItem(signedInHintKey)).toBe(expected);
  });

  it('a refused storage notes nothing and throws nothing', () => {
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(() => noteSignedIn(refused, true)).not.toThrow();
    const full = {
      setItem: jest.fn(() => {
        throw new Error('QuotaExceededError');
      }),
      removeItem: jest.fn(),
    } as unknown as Storage;
    expect(() => noteSignedIn(() => full, true)).not.toThrow();
  });
});

describe('beganOnDrawnLogin: the page view began on the drawn login', () => {
  afterEach(() => document.documentElement.removeAttribute('data-amparo-first-screen'));

  it.each<[string | null, boolean]>([
    ['login', true],
    [null, false],
    ['loading', false],
  ])('the page’s first script marked %p → %p', (mark, began) => {
    if (mark !== null) document.documentElement.setAttribute('data-amparo-first-screen', mark);
    expect(beganOnDrawnLogin()).toBe(began);
  });
});

describe('takeOverFromLiveLogin', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('resolves at once where no live login is on the page, marking a drawn one handed over', async () => {
    await expect(takeOverFromLiveLogin(document)).resolves.toBeUndefined();
    document.body.innerHTML = '<div id="amparo-first-screen"></div>';
    await expect(takeOverFromLiveLogin(document)).resolves.toBeUndefined();
    expect(document.getElementById('amparo-first-screen')).toHaveAttribute(
      'data-amparo-handed-over',
    );
  });

  it('waits for the live login to answer that no sign-in of its own is under way', async () => {
    document.body.innerHTML = '<div id="amparo-first-screen" data-amparo-live-login></div>';
    let answer = () => undefined as void;
    document.addEventListener(
      'amparo:first-screen-hand-over',
      () => {
        answer = () => document.dispatchEvent(new Event('amparo:first-screen-handed-over'));
      },
      { once: true },
    );
    let settled = false;
    const takeOver = takeOverFromLiveLogin(document).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    answer();
    await takeOver;
    expect(settled).toBe(true);
  });
});
