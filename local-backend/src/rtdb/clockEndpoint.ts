import { parseClockOffset } from '../clock/clockOffset';
import type { ServiceClock } from '../clock/serviceClock';
import { isJsonObject } from './jsonValue';

/**
 * A local-only extension of the REST API (no such path exists in the hosted database): the services'
 * clock, for the administrator credential only.
 *
 *   GET  /.amparo/clock.json                         → {"now": <ms>, "offsetMs": <ms>}
 *   POST /.amparo/clock.json  {"advance": "2h"}      → moves the clock forward by two hours
 *   POST /.amparo/clock.json  {"offset": 0}          → back to the machine's clock
 *
 * Durations are milliseconds or a number with a unit (ms, s, m, h, d). The answer comes once the Auth
 * emulator follows the new offset too.
 */
export const CLOCK_PATH = '/.amparo/clock';

export interface ClockAnswer {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
}

export async function handleClockRequest(
  clock: ServiceClock,
  method: string | undefined,
  body: unknown,
): Promise<ClockAnswer> {
  if (method === 'GET') return { statusCode: 200, body: reading(clock) };
  if (method !== 'POST' && method !== 'PUT')
    return { statusCode: 405, body: { error: 'The clock can be read (GET) or moved (POST)' } };
  const advance =
    isJsonObject(body) && body.advance !== undefined
      ? parseClockOffset(body.advance as string | number)
      : undefined;
  const offset =
    isJsonObject(body) && body.offset !== undefined
      ? parseClockOffset(body.offset as string | number)
      : undefined;
  if (advance === null || offset === null || (advance === undefined) === (offset === undefined)) {
    return {
      statusCode: 400,
      body: {
        error: 'Send {"advance": <duration>} or {"offset": <duration>}, e.g. {"advance": "2h"}',
      },
    };
  }
  if (advance !== undefined) await clock.advance(advance);
  else await clock.setOffset(offset as number);
  return { statusCode: 200, body: reading(clock) };
}

function reading(clock: ServiceClock): Record<string, unknown> {
  const now = clock.now();
  return { now, iso: new Date(now).toISOString(), offsetMs: clock.offsetMs };
}
