import { deleteApp, initializeApp } from 'firebase/app';
import type { Database, Unsubscribe } from 'firebase/database';
import { connectDatabaseEmulator, getDatabase, onValue, ref, set } from 'firebase/database';

// The bench's client side, in its own process (forked by rtdbBench.ts) so the server's resident memory
// is measured alone: two SDK connections signed in as one patient (mock ID tokens, as the emulators
// accept), one writing and one listening, driven phase by phase over IPC.

export type BenchCommand =
  | { readonly kind: 'latency'; readonly samples: number }
  | { readonly kind: 'attach'; readonly listeners: number }
  | { readonly kind: 'writes'; readonly count: number; readonly inFlight: number }
  | { readonly kind: 'detach' }
  | { readonly kind: 'close' };

export type BenchReply =
  | { readonly kind: 'connected' }
  | { readonly kind: 'latency'; readonly millis: readonly number[] }
  | { readonly kind: 'attached'; readonly listeners: number }
  | {
      readonly kind: 'written';
      readonly count: number;
      readonly millis: number;
      readonly notifications: number;
    }
  | { readonly kind: 'detached' }
  | { readonly kind: 'closed' };

const port = Number(process.argv[2]);
const namespace = process.argv[3] ?? 'demo-amparo-default-rtdb';
/** Who writes: a member of the association in the bench's data. */
const uid = process.argv[4] ?? 'benchpatient';
const root = `Newdata_${uid}/contactos`;

function connect(name: string): Database {
  const app = initializeApp(
    { projectId: 'demo-amparo', databaseURL: `http://127.0.0.1:${port}?ns=${namespace}` },
    name,
  );
  const db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', port, { mockUserToken: { user_id: uid, sub: uid } });
  return db;
}

const writer = connect('bench-writer');
const listener = connect('bench-listener');
const listenerUnsubscribes: Unsubscribe[] = [];
let notifications = 0;

function reply(message: BenchReply): void {
  process.send?.(message);
}

function contactPath(index: number): string {
  return `${root}/contacto_Contacto_${index}`;
}

function contact(label: string): { contacto_Nome: string; contacto_telPesso: string } {
  return { contacto_Nome: label, contacto_telPesso: '912345678' };
}

/** One write at a time: the time from `set` to the other connection's listener seeing that value. */
async function measureLatency(samples: number): Promise<number[]> {
  const path = contactPath(100_000);
  const millis: number[] = [];
  let waiting: { label: string; startedAt: number; resolve: () => void } | null = null;
  const unsubscribe = onValue(ref(listener, path), (snapshot) => {
    const value = snapshot.val() as { contacto_Nome?: string } | null;
    if (waiting !== null && value?.contacto_Nome === waiting.label) {
      millis.push(performance.now() - waiting.startedAt);
      const done = waiting.resolve;
      waiting = null;
      done();
    }
  });
  await set(ref(writer, path), contact('aquecimento'));
  for (let sample = 0; sample < samples; sample += 1) {
    const label = `latencia ${sample}`;
    await new Promise<void>((resolve) => {
      waiting = { label, startedAt: performance.now(), resolve };
      void set(ref(writer, path), contact(label));
    });
  }
  unsubscribe();
  return millis;
}

function attachListeners(count: number): Promise<void> {
  let initial = 0;
  return new Promise((resolve) => {
    for (let index = 1; index <= count; index += 1) {
      let first = true;
      listenerUnsubscribes.push(
        onValue(ref(listener, contactPath(index)), () => {
          if (first) {
            first = false;
            initial += 1;
            if (initial === count) resolve();
            return;
          }
          notifications += 1;
        }),
      );
    }
  });
}

/** `count` writes spread over the listened records, at most `inFlight` unacknowledged at a time. */
async function writeMany(count: number, inFlight: number, listeners: number): Promise<number> {
  const startedAt = performance.now();
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < count) {
      const sequence = next;
      next += 1;
      await set(
        ref(writer, contactPath((sequence % listeners) + 1)),
        contact(`Contacto ${sequence}`),
      );
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return performance.now() - startedAt;
}

let attachedListeners = 0;

process.on('message', (command: BenchCommand) => {
  const run = async (): Promise<void> => {
    switch (command.kind) {
      case 'latency':
        reply({ kind: 'latency', millis: await measureLatency(command.samples) });
        return;
      case 'attach':
        await attachListeners(command.listeners);
        attachedListeners = command.listeners;
        reply({ kind: 'attached', listeners: command.listeners });
        return;
      case 'writes': {
        notifications = 0;
        const millis = await writeMany(
          command.count,
          command.inFlight,
          Math.max(attachedListeners, 1),
        );
        // Let the last notifications arrive before counting them.
        const deadline = Date.now() + 5000;
        while (notifications < command.count && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 20));
        reply({ kind: 'written', count: command.count, millis, notifications });
        return;
      }
      case 'detach':
        for (const unsubscribe of listenerUnsubscribes.splice(0)) unsubscribe();
        attachedListeners = 0;
        reply({ kind: 'detached' });
        return;
      case 'close':
        await Promise.all([deleteApp(writer.app), deleteApp(listener.app)]);
        reply({ kind: 'closed' });
        process.disconnect?.();
        return;
    }
  };
  run().catch((error: unknown) => {
    process.stderr.write(
      `bench clients: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(1);
  });
});

// The first write confirms both connections work under the rules before the measurements start.
set(ref(writer, contactPath(100_001)), contact('ligado'))
  .then(() => reply({ kind: 'connected' }))
  .catch((error: unknown) => {
    process.stderr.write(
      `bench clients could not write: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
