import { addressesToKeep, cachingRuleFor } from './cachingRules';

const origin = 'https://amparo.example';
const ruleOf = (address: string, navigation = false, method = 'GET') =>
  cachingRuleFor({ url: new URL(address, origin), method, navigation }, origin);

describe('cachingRuleFor: what the service worker does with each request', () => {
  it('keeps every screen as the one page, from the network first', () => {
    expect(ruleOf('/')).toBe('page');
    expect(ruleOf('/chamadas')).toBe('page');
    expect(ruleOf('/calendario', true)).toBe('page');
  });

  it('asks the network first for the files that name other files', () => {
    expect(ruleOf('/remotes.json')).toBe('network-first');
    expect(ruleOf('/amparo-runtime.json')).toBe('network-first');
    expect(ruleOf('/mf/mf-calls/remoteEntry.js')).toBe('network-first');
    expect(ruleOf('/mf/mf-calls/mf-manifest.json')).toBe('network-first');
  });

  it('takes a file named by its content hash from the copy', () => {
    expect(ruleOf('/main.085ad106.js')).toBe('cache-first');
    expect(ruleOf('/mf/mf-calls/173.3892c2f3.css')).toBe('cache-first');
  });

  it('leaves other origins, the overrides page, HEAD requests and /mf/ folders to the browser', () => {
    expect(ruleOf('https://www.youtube-nocookie.com/embed/x')).toBeNull();
    expect(ruleOf('http://127.0.0.1:9000/.json')).toBeNull();
    expect(ruleOf('/amparo-dev', true)).toBeNull();
    expect(ruleOf('/mf/mf-calls/remoteEntry.js', false, 'HEAD')).toBeNull();
    expect(ruleOf('/mf/mf-calls/')).toBeNull();
  });

  it('hands over only this origin’s addresses, once each, without their fragment', () => {
    expect(
      addressesToKeep(
        `${origin}/chamadas#x`,
        [`${origin}/remotes.json`, `${origin}/remotes.json`, 'https://www.youtube.com/a.js'],
        origin,
      ),
    ).toEqual([`${origin}/chamadas`, `${origin}/remotes.json`]);
  });
});
