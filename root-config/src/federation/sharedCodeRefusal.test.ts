import { sharedCodeRefusal } from './initFederation';

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
      expect(refusal).toContain(provided || 'no version of it');
    }
  });

  it('never refuses a module shared without a version range', () => {
    expect(sharedCodeRefusal('mf_calls', 'react', false, '19.3.1')).toBeNull();
  });
});
