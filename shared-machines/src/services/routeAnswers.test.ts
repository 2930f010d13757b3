import type { SessionAccess } from '../machines/auth/authMachine';
import { matchRoute } from '../routes/routeTable';
import { createRouteAnswers } from './routeAnswers';

jest.mock('../routes/routeTable', () => {
  const actual = jest.requireActual<typeof import('../routes/routeTable')>('../routes/routeTable');
  return { ...actual, matchRoute: jest.fn(actual.matchRoute) };
});

const person: SessionAccess = {
  known: true,
  signedIn: true,
  user: null,
  account: 'person',
  accountName: 'Maria Silva',
  associationCode: null,
  adminAllowed: false,
};

function answersAt(start: string) {
  let address = new URL(start, 'http://amparo.invalid');
  let access: SessionAccess = person;
  const notify = new Set<() => void>();
  let watching = 0;
  const answers = createRouteAnswers({
    location: () => address,
    readAccess: () => access,
    watch: (onChange) => {
      watching += 1;
      notify.add(onChange);
      return () => {
        watching -= 1;
        notify.delete(onChange);
      };
    },
  });
  return {
    answers,
    watching: () => watching,
    go(path: string) {
      address = new URL(path, 'http://amparo.invalid');
      for (const onChange of notify) onChange();
    },
    become(next: SessionAccess) {
      access = next;
      for (const onChange of notify) onChange();
    },
  };
}

beforeEach(() => jest.mocked(matchRoute).mockClear());

describe('createRouteAnswers: one answer per address and session', () => {
  it('a tap (one navigation) is matched once, however many read the answer', () => {
    const page = answersAt('/');
    page.answers.subscribe(() => undefined);
    page.go('/chamadas');
    // Six applications' activeWhen, the root's routing listener, the shell's two hooks, the section.
    const read = Array.from({ length: 10 }, () => page.answers.current());
    expect(new Set(read).size).toBe(1);
    expect(read[0]?.match.screen).toBe('calls');
    expect(matchRoute).toHaveBeenCalledTimes(1);
  });

  it('answers again when the session changes, not when it is told the same', () => {
    const page = answersAt('/mostrarcontactos');
    const before = page.answers.current();
    expect(page.answers.current()).toBe(before);
    page.become({ ...person });
    expect(page.answers.current()).toBe(before);
    page.become({ ...person, associationCode: 'segredo', adminAllowed: true });
    expect(page.answers.current()).not.toBe(before);
    expect(page.answers.current().match.app).toBe('admin');
    expect(matchRoute).toHaveBeenCalledTimes(2);
  });

  it('keeps the query string in the path, and watches the page only while someone listens', () => {
    const page = answersAt('/solitario?baralho=18');
    expect(page.answers.current().path).toBe('/solitario?baralho=18');
    expect(page.watching()).toBe(0);
    const heard: string[] = [];
    const stopA = page.answers.subscribe(() => heard.push('a'));
    const stopB = page.answers.subscribe(() => heard.push('b'));
    expect(page.watching()).toBe(1);
    page.go('/jogos');
    expect(heard).toEqual(['a', 'b']);
    stopA();
    expect(page.watching()).toBe(1);
    stopB();
    expect(page.watching()).toBe(0);
  });
});
