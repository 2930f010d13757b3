import {
  createRouteAnswers,
  type AccountKind,
  type RouteAnswers,
  type SessionAccess,
} from '@amparo/shared-machines';
import { replaceAddressAfterSignIn } from './replaceAddressAfterSignIn';

const signedOut: SessionAccess = {
  known: true,
  signedIn: false,
  user: null,
  account: 'none',
  accountName: null,
  associationCode: null,
  adminAllowed: false,
};

function signedInAs(account: AccountKind): SessionAccess {
  return {
    known: true,
    signedIn: true,
    user: { uid: 'u1', email: 'alguem@gmail.com', displayName: null },
    account,
    accountName: null,
    associationCode: null,
    adminAllowed: account === 'carer',
  };
}

/** A tab at `pathname` whose history and session the test moves, and the route answers it gives. */
function tabAt(pathname: string) {
  let access = signedOut;
  let changed: () => void = () => undefined;
  const history = {
    state: null,
    entries: [pathname],
    replaceState(_state: unknown, _unused: string, url: string) {
      this.entries[this.entries.length - 1] = url;
      changed();
    },
  };
  const route: RouteAnswers = createRouteAnswers({
    location: () => ({ pathname: history.entries.at(-1) ?? '/', search: '' }),
    readAccess: () => access,
    watch: (onChange) => {
      changed = onChange;
      return () => undefined;
    },
  });
  return {
    route,
    history,
    signIn(account: AccountKind) {
      access = signedInAs(account);
      changed();
    },
  };
}

describe('replaceAddressAfterSignIn', () => {
  it.each<[string, AccountKind, string]>([
    ['a person', 'person', '/'],
    ['a carer', 'carer', '/pessoas'],
    ['a relative', 'family', '/familia'],
  ])(
    "%s signed in at /login: the address becomes the screen's, in place of the login's",
    (_who, account, address) => {
      const tab = tabAt('/login');
      const stop = replaceAddressAfterSignIn(tab.route, tab.history);
      expect(tab.history.entries).toEqual(['/login']);
      tab.signIn(account);
      expect(tab.history.entries).toEqual([address]);
      stop();
    },
  );

  it('leaves every other address, and the login of an account that is neither, as they are', () => {
    const elsewhere = tabAt('/chamadas');
    replaceAddressAfterSignIn(elsewhere.route, elsewhere.history);
    elsewhere.signIn('person');
    expect(elsewhere.history.entries).toEqual(['/chamadas']);

    const neither = tabAt('/login');
    replaceAddressAfterSignIn(neither.route, neither.history);
    neither.signIn('none');
    expect(neither.history.entries).toEqual(['/login']);
  });
});
