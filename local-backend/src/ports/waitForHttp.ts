import http from 'node:http';

export interface WaitForHttpOptions {
  readonly host: string;
  readonly port: number;
  readonly timeoutMs: number;
  /** Checked between attempts: a reason to stop waiting (e.g. the process exited), or null. */
  readonly abortReason?: () => string | null;
  readonly intervalMs?: number;
}

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get({ host, port, path: '/', timeout: 1000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
  });
}

/** Resolves once host:port answers an HTTP request (any status). */
export async function waitForHttp(options: WaitForHttpOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const reason = options.abortReason?.() ?? null;
    if (reason !== null) throw new Error(reason);
    if (await answers(options.host, options.port)) return;
    if (Date.now() > deadline)
      throw new Error(
        `nothing answered on http://${options.host}:${options.port} within ${options.timeoutMs} ms`,
      );
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
}
