import { lostPortRace } from '../../src/auth/authEmulatorProcess';

describe('lostPortRace: the emulator stopped because one of its ports was taken meanwhile', () => {
  it.each<[string, boolean]>([
    [
      'the Auth emulator exited (exit code 1) before it was ready:\n⚠  auth: Port 40991 is not open on 127.0.0.1, could not start Authentication Emulator.',
      true,
    ],
    ['Error: Could not start Authentication Emulator, port taken.', true],
    // The port asked for is in use before anything started: said, never tried again.
    ['port 127.0.0.1:9099 for the Auth emulator is already in use', false],
    ['the Auth emulator exited (exit code 1) before it was ready:\nError: Java not found', false],
    ['timed out waiting for 127.0.0.1:40991', false],
  ])('%s → %s', (reason, lost) => {
    expect(lostPortRace(reason)).toBe(lost);
  });
});
