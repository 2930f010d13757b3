import { parseStartArguments } from '../../src/cli/cliArguments';

describe('parseStartArguments', () => {
  it.each([
    [[], { seed: false, verbose: false, dataDir: undefined }],
    [['--seed'], { seed: true, verbose: false, dataDir: undefined }],
    [['--verbose', '--seed'], { seed: true, verbose: true, dataDir: undefined }],
    [['--data-dir', '/tmp/x'], { seed: false, verbose: false, dataDir: '/tmp/x' }],
    [['--data-dir=/tmp/y', '--seed'], { seed: true, verbose: false, dataDir: '/tmp/y' }],
  ])('%j → %j', (argv, expected) => {
    expect(parseStartArguments(argv)).toEqual(expected);
  });

  it.each([
    [['--data-dir'], /--data-dir/],
    [['--data-dir', '--seed'], /--data-dir/],
    [['--data-dir='], /--data-dir needs a folder/],
    [['--sed'], /known: --seed/],
    [['seed'], /known: --seed/],
    [['--seed=yes'], /known: --seed/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseStartArguments(argv)).toThrow(message);
  });
});
