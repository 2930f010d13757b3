import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The committed phone metadata is what tools/phone/phoneMetadata.mjs makes from the installed
// libphonenumber-js: updating the library without writing it again fails here.

const repoRoot = path.resolve(__dirname, '..', '..');

it('shared-machines/src/phone/phoneMetadata.json is up to date with libphonenumber-js', () => {
  const made = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { phoneMetadata } from './tools/phone/phoneMetadata.mjs'; process.stdout.write(JSON.stringify(phoneMetadata()));",
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  expect(made.stderr).toBe('');
  const committed = readFileSync(
    path.join(repoRoot, 'shared-machines', 'src', 'phone', 'phoneMetadata.json'),
    'utf8',
  );
  expect(JSON.parse(committed)).toEqual(JSON.parse(made.stdout));
});
