import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get, goOffline, onDisconnect, ref, set } from 'firebase/database';
import { startTestServer, TestClients, valueWhere } from './rtdbTestClients';

describe('Realtime Database server: onDisconnect, persistence and restarts', () => {
  const clients = new TestClients();
  let directory: string;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'amparo-rtdb-'));
  });

  afterAll(async () => {
    await clients.deleteAll();
    rmSync(directory, { recursive: true, force: true });
  });

  it('runs onDisconnect set and update when a client goes offline, and not the cancelled ones', async () => {
    const server = await startTestServer();
    try {
      const leaving = clients.create(server.port, 'alice');
      const watcher = clients.create(server.port);
      await set(ref(leaving.db, 'open/presence/alice'), 'online');
      await onDisconnect(ref(leaving.db, 'open/presence/alice')).set('offline');
      await onDisconnect(ref(leaving.db, 'open/presence')).update({
        lastLeft: 'alice',
        'count/left': 1,
      });
      await onDisconnect(ref(leaving.db, 'open/presence/cancelled')).set('should not appear');
      await onDisconnect(ref(leaving.db, 'open/presence/cancelled')).cancel();
      const offline = valueWhere(
        ref(watcher.db, 'open/presence'),
        (value) => (value as { alice?: string } | null)?.alice === 'offline',
      );
      goOffline(leaving.db);
      expect((await offline).val()).toEqual({
        alice: 'offline',
        lastLeft: 'alice',
        count: { left: 1 },
      });
    } finally {
      await server.stop();
    }
  });

  it('without rules, everything is allowed', async () => {
    const server = await startTestServer({ rules: null });
    try {
      const visitor = clients.create(server.port);
      await set(ref(visitor.db, 'anywhere/at/all'), 'sim');
      expect((await get(ref(visitor.db, 'anywhere'))).val()).toEqual({ at: { all: 'sim' } });
    } finally {
      await server.stop();
    }
  });

  it('refuses to queue an onDisconnect write the rules forbid', async () => {
    const server = await startTestServer();
    try {
      const visitor = clients.create(server.port);
      await expect(
        onDisconnect(ref(visitor.db, 'users/alice/status')).set('gone'),
      ).rejects.toMatchObject({
        code: 'PERMISSION_DENIED',
      });
    } finally {
      await server.stop();
    }
  });

  it('keeps data in its file, and a connected client receives later updates after a restart on the same port', async () => {
    const dataFile = join(directory, 'restart', 'database.json');
    const first = await startTestServer({ dataFile });
    const port = first.port;
    const listener = clients.create(port);
    const before = valueWhere(ref(listener.db, 'open/restart'), (value) => value === 'before');
    const writer = clients.create(port);
    await set(ref(writer.db, 'open/restart'), 'before');
    await before;
    await first.stop();
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual({ open: { restart: 'before' } });

    const second = await startTestServer({ dataFile, port });
    try {
      const after = valueWhere(ref(listener.db, 'open/restart'), (value) => value === 'after');
      const laterWriter = clients.create(port);
      expect((await get(ref(laterWriter.db, 'open/restart'))).val()).toBe('before');
      await set(ref(laterWriter.db, 'open/restart'), 'after');
      expect((await after).val()).toBe('after');
    } finally {
      await second.stop();
    }
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toEqual({ open: { restart: 'after' } });
  });
});
