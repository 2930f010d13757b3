import { execFileSync } from 'node:child_process';

// targaryen declares `request` and `lodash.set` (deprecated, with an advisory that has no fix); only its
// tooling for generating specs against a live project uses them. What the local servers and the rules
// tests load, require('targaryen'), must leave them out.
describe('what loading the rules evaluator pulls in', () => {
  it('is neither request nor lodash.set', () => {
    const loaded = execFileSync(
      process.execPath,
      [
        '-e',
        `require('targaryen');
         console.log(JSON.stringify(Object.keys(require.cache)
           .filter((file) => /node_modules\\/(request|request-promise-native|lodash\\.set)\\//.test(file))));`,
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(loaded)).toEqual([]);
  });

  it('does load targaryen itself (the check above looks at the right cache)', () => {
    const loaded = execFileSync(
      process.execPath,
      [
        '-e',
        `require('targaryen');
         console.log(Object.keys(require.cache).some((file) => file.includes('node_modules/targaryen/')));`,
      ],
      { encoding: 'utf8' },
    );
    expect(loaded.trim()).toBe('true');
  });
});
