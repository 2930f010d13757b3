import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ref, set, type Database } from 'firebase/database';
import {
  agedDatabaseJson,
  agedMembership,
  agedPersonUid,
  scaleWithPeople,
} from '../../bench/agedDatabase';
import { databaseRulesPath } from '../../src/ports/repoLayout';
import { startRtdbServer } from '../../src/rtdb';
import { TestClients } from './rtdbTestClients';

// Coarsely: a person's writes are confirmed about as fast with a year of data for 100 people loaded
// (about 20 MB) as with an empty database, each write saved before it is confirmed. The precise
// figures, with 300 people, come from the bench (`npm run bench:writes -w local-backend`). Best of
// three runs each, in turn, as the machine is shared; the limit is generous (half the empty rate).

const people = 100;
/** The other people's lists are copies of these ones' (generating each takes a while). */
const distinctPeople = 5;
const writes = 400;
const inFlight = 40;
const runs = 3;

describe('Realtime Database server: write rate with a large database', () => {
  const clients = new TestClients();
  let folder: string;
  const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));
  const writer = agedPersonUid(0);

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'amparo-write-rate-'));
  });
  afterAll(async () => {
    await clients.deleteAll();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Writes per second over `writes` contacts, `inFlight` at a time. */
  async function rate(db: Database, run: number): Promise<number> {
    const startedAt = performance.now();
    let next = 0;
    const lane = async () => {
      while (next < writes) {
        const index = next;
        next += 1;
        await set(ref(db, `Newdata_${writer}/contactos/contacto_Contacto_${index % 50}`), {
          contacto_Nome: `Contacto ${run}-${index}`,
          contacto_telPesso: '912345678',
        });
      }
    };
    await Promise.all(Array.from({ length: inFlight }, lane));
    return writes / ((performance.now() - startedAt) / 1000);
  }

  async function serve(
    name: string,
    dataJson: string,
  ): Promise<{ db: Database; stop: () => Promise<void> }> {
    const dataFile = join(folder, `${name}.json`);
    writeFileSync(dataFile, dataJson);
    const server = await startRtdbServer({ port: 0, rules, dataFile });
    const client = clients.create(server.port, writer);
    // The first write under the rules builds their view of the whole tree: not measured.
    await set(ref(client.db, `Newdata_${writer}/contactos/contacto_Contacto_0`), {
      contacto_Nome: 'Primeiro',
      contacto_telPesso: '912345678',
    });
    return { db: client.db, stop: () => server.stop() };
  }

  it('confirms writes at least half as fast with a year of data for 100 people as with none', async () => {
    const empty = await serve(
      'empty',
      JSON.stringify({ members: { [writer]: agedMembership(0) } }),
    );
    const aged = await serve('aged', agedDatabaseJson(scaleWithPeople(people), distinctPeople));
    try {
      // Runs alternate, so that a change in the machine's load falls on both.
      let bestEmpty = 0;
      let bestAged = 0;
      for (let run = 0; run < runs; run += 1) {
        bestEmpty = Math.max(bestEmpty, await rate(empty.db, run));
        bestAged = Math.max(bestAged, await rate(aged.db, run));
      }
      const rates = { empty: Math.round(bestEmpty), aged: Math.round(bestAged) };
      expect({ ...rates, atLeastHalf: bestAged >= bestEmpty / 2 }).toEqual({
        ...rates,
        atLeastHalf: true,
      });
    } finally {
      await clients.deleteAll();
      await Promise.all([empty.stop(), aged.stop()]);
    }
  }, 180_000);
});
