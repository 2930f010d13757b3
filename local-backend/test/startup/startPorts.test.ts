import net from 'node:net';
import { choosePorts, defaultPorts, isPortFree } from '../../../scripts/lib/startPorts.cjs';
import { repoRoot } from '../../src/ports/repoLayout';

// `npm start`'s ports, chosen before it builds (scripts/lib/startPorts.cjs).

const defaults = {
  PORT: 5000,
  AUTH_EMULATOR_PORT: 9099,
  DATABASE_EMULATOR_PORT: 9000,
  FIRESTORE_EMULATOR_PORT: 8080,
  STORAGE_EMULATOR_PORT: 9199,
};

/** A machine where `taken` ports are in use and free ports are handed out from 40000 up. */
function machine(taken: number[]) {
  let next = 40_000;
  return {
    isFree: async (port: number) => !taken.includes(port),
    pickFree: async () => next++,
  };
}

describe('choosePorts', () => {
  it('takes the defaults when they are free, saying nothing', async () => {
    const { isFree, pickFree } = machine([]);
    expect(await choosePorts({}, defaults, isFree, pickFree)).toEqual({
      ports: defaults,
      notes: [],
    });
  });

  it('replaces a taken default by a free port, and says which and how to choose', async () => {
    const { isFree, pickFree } = machine([9099, 5000]);
    const choice = await choosePorts({}, defaults, isFree, pickFree);
    expect(choice).toEqual({
      ports: { ...defaults, PORT: 40_000, AUTH_EMULATOR_PORT: 40_001 },
      notes: [
        'A porta 5000 (para o site) está ocupada: uso a 40000. Para escolher, defina PORT.',
        'A porta 9099 (para o Auth emulator) está ocupada: uso a 40001. Para escolher, defina AUTH_EMULATOR_PORT.',
      ],
    });
  });

  it('stops at once, naming the variable, when a port it was told to use is taken', async () => {
    const { isFree, pickFree } = machine([9000]);
    expect(
      await choosePorts({ DATABASE_EMULATOR_PORT: '9000' }, defaults, isFree, pickFree),
    ).toEqual({
      problem:
        'A porta 9000 (DATABASE_EMULATOR_PORT, para a base de dados) está ocupada: feche o que a usa ou escolha outra com DATABASE_EMULATOR_PORT=<porta>.',
    });
  });

  it.each(['0', 'abc', '70000', '80.5'])('refuses PORT=%s', async (value) => {
    const { isFree, pickFree } = machine([]);
    expect(await choosePorts({ PORT: value }, defaults, isFree, pickFree)).toEqual({
      problem: `PORT=${value} não é uma porta (1–65535).`,
    });
  });

  it('reads the defaults from firebase.json, and tells a port in use on this machine', async () => {
    expect(defaultPorts(repoRoot)).toEqual(defaults);
    const server = net.createServer();
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
    try {
      expect(await isPortFree(port)).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await isPortFree(port)).toBe(true);
  });
});
