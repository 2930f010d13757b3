/**
 * The local Realtime Database as its administrator (the emulator's `Bearer owner` credential, as
 * quietReminders.ts and the association's commands use it): for what no client may do, such as
 * reading the services' clock, widening a day of the association's calendar (`calendarDays`) for a
 * test on a day of its own, or removing a test's own dose records and corrections afterwards.
 */
import { localDatabaseNamespace } from '../../local-backend/src/ports/emulatorPorts';
import { platformFromEnv } from './localPlatform';

/** One request to the local database on `port` as its administrator; resolves with the JSON answer. */
export async function adminRequestOn(
  port: number,
  path: string,
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(
    `http://127.0.0.1:${port}/${path}.json?ns=${localDatabaseNamespace}`,
    {
      method,
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
  );
  if (!response.ok) throw new Error(`${method} /${path} answered ${response.status}`);
  return response.json();
}

/** adminRequestOn the platform's database (its port from the environment the tests run in). */
export function adminDatabaseRequest(
  path: string,
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  body?: unknown,
): Promise<unknown> {
  return adminRequestOn(platformFromEnv().ports.database, path, method, body);
}

/** The services' clock (the local database's clock endpoint), which the rules' `now` follows. */
export async function serverNow(): Promise<number> {
  const reading = (await adminDatabaseRequest('.amparo/clock', 'GET')) as { now?: unknown };
  if (typeof reading.now !== 'number') throw new Error('the services’ clock gave no time');
  return reading.now;
}

/**
 * Doses (and their copies on the cards) may be recorded for a day only while the server's now is in
 * its calendar window (`calendarDays/{date}: { from, until }`, docs/persons-day.md). A test whose
 * page lives on another day (a mocked clock) widens that day's window to cover the server's now for
 * `forMs`; the returned function puts the window back as it was.
 */
export async function openCalendarDayNow(
  date: string,
  forMs = 10 * 60_000,
): Promise<() => Promise<void>> {
  const path = `calendarDays/${date}`;
  const stored = (await adminDatabaseRequest(path, 'GET')) as {
    from?: unknown;
    until?: unknown;
  } | null;
  const now = await serverNow();
  const from = typeof stored?.from === 'number' ? Math.min(stored.from, now) : now - 60_000;
  const until =
    typeof stored?.until === 'number' ? Math.max(stored.until, now + forMs) : now + forMs;
  await adminDatabaseRequest(path, 'PUT', { from, until });
  return async () => {
    await (stored === null
      ? adminDatabaseRequest(path, 'DELETE')
      : adminDatabaseRequest(path, 'PUT', stored));
  };
}
