import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { BenchCommand, BenchReply } from './rtdbBenchClients';

// The benches' SDK clients in a child process (rtdbBenchClients.ts), so the server's memory and CPU
// in the bench's own process are measured alone; driven one command at a time over IPC.

export interface BenchClients {
  /** Sends a command and waits for its reply, which must be of the `expected` kind. */
  ask<K extends BenchReply['kind']>(
    command: BenchCommand,
    expected: K,
  ): Promise<Extract<BenchReply, { kind: K }>>;
  readonly process: ChildProcess;
}

/** Forks the clients (writing as `uid`) and resolves once their first write is confirmed. */
export async function startBenchClients(
  port: number,
  uid: string,
  namespace = 'demo-amparo-default-rtdb',
): Promise<BenchClients> {
  const child = fork(path.join(__dirname, 'rtdbBenchClients.ts'), [String(port), namespace, uid], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const replies: BenchReply[] = [];
  const waiters: ((reply: BenchReply) => void)[] = [];
  child.on('message', (message: BenchReply) => {
    const waiter = waiters.shift();
    if (waiter !== undefined) waiter(message);
    else replies.push(message);
  });
  child.once('exit', (code) => {
    if (code !== 0 && code !== null) {
      process.stderr.write(`bench: the client process exited with ${code}\n`);
      process.exit(1);
    }
  });
  const nextReply = (): Promise<BenchReply> =>
    new Promise((resolve) => {
      const queued = replies.shift();
      if (queued !== undefined) resolve(queued);
      else waiters.push(resolve);
    });
  const connected = await nextReply();
  if (connected.kind !== 'connected') throw new Error('bench: the clients did not connect');
  return {
    process: child,
    ask: async (command, expected) => {
      child.send(command);
      const reply = await nextReply();
      if (reply.kind !== expected)
        throw new Error(`bench: expected ${expected}, got ${reply.kind}`);
      return reply as Extract<BenchReply, { kind: typeof expected }>;
    },
  };
}
