import { defaultAssociationConfig } from '@amparo/shared-machines';
import { leaveAfterSignOut } from './leaveAfterSignOut';

describe('leaveAfterSignOut', () => {
  it.each([
    ['login', ['navigate /']],
    ['public-site', [`leave ${defaultAssociationConfig.publicSiteUrl}`]],
  ] as const)('with afterSignOut %s: %j', (afterSignOut, expected) => {
    const done: string[] = [];
    leaveAfterSignOut(
      { ...defaultAssociationConfig, afterSignOut },
      {
        navigate: (path) => done.push(`navigate ${path}`),
        leave: (url) => done.push(`leave ${url}`),
      },
    );
    expect(done).toEqual(expected);
  });

  it("the demo association's configuration leads to the login", () => {
    expect(defaultAssociationConfig.afterSignOut).toBe('login');
  });
});
