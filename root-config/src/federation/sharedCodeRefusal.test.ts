import { explainSharedCodeRefusals, sharedCodeRefusal } from './initFederation';

describe('sharedCodeRefusal: when the root refuses a section for the shared code it was built against', () => {
  it.each([
    ['0.1.0', '^0.1.0', false],
    ['0.1.3', '^0.1.0', false],
    ['0.1.0', '^0.2.0', true],
    ['0.2.0', '^0.1.0', true],
    ['19.3.1', '^19.2.0', false],
    ['19.3.1', '^20.0.0', true],
    ['', '^0.1.0', true],
  ])('provided %s, built against %s: refused %s', (provided, required, refused) => {
    const refusal = sharedCodeRefusal('mf_calls', '@amparo/shared-ui', required, provided);
    expect(refusal !== null).toBe(refused);
    if (refusal) {
      expect(refusal).toContain('mf_calls');
      expect(refusal).toContain(`@amparo/shared-ui ${required}`);
      expect(refusal).toContain(
        `the root (amparo_root) provides ${provided || 'no version of it'}`,
      );
    }
  });

  it('refuses with its own sentence, naming the root as the provider, before the runtime names whichever section loaded the package first', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const args = {
      pkgName: '@amparo/shared-ui',
      version: '1.0.0',
      shareInfo: { from: 'mf_calls', shareConfig: { requiredVersion: '^1.1.0' } },
      resolver: () => {
        throw new Error('Version 1.0.0 from mf_shell of shared singleton module @amparo/shared-ui');
      },
    };
    const resolved = explainSharedCodeRefusals.resolveShare?.(
      args as unknown as Parameters<NonNullable<typeof explainSharedCodeRefusals.resolveShare>>[0],
    );
    const expected =
      'Amparo: mf_calls was built against @amparo/shared-ui ^1.1.0, but the root (amparo_root) provides 1.0.0; mf_calls is not started.';
    expect(() => resolved?.resolver()).toThrow(expected);
    expect(console.warn).toHaveBeenCalledWith(expected);
    jest.restoreAllMocks();
  });

  it('never refuses a module shared without a version range', () => {
    expect(sharedCodeRefusal('mf_calls', 'react', false, '19.3.1')).toBeNull();
  });
});
