import type { LoginSnapshot, loginMachine } from '@amparo/shared-machines';
import type { Snapshot } from 'xstate';
import { firstScreenElementId, loginStateAttribute } from './firstScreenElement';

/** The states the shell's login may go on from: the form at rest, with or without its messages. */
const restorableStates: ReadonlySet<unknown> = new Set(['editing', 'failed']);

/**
 * The live drawn login writes its machine's persisted snapshot on its form (what each field's message
 * and the form's error are), while no sign-in is under way, so that the shell's login goes on from it.
 * It holds the e-mail last sent, never the password.
 */
export function writeLoginState(
  form: HTMLFormElement,
  persisted: ReturnType<typeof loginMachine.getPersistedSnapshot>,
  snapshot: LoginSnapshot,
): void {
  if (snapshot.status !== 'active' || !restorableStates.has(snapshot.value)) return;
  form.setAttribute(loginStateAttribute, JSON.stringify(persisted));
}

/** The snapshot the live drawn login left on the page, if any (checked for a restorable state). */
export function readLoginState(doc: Document): Snapshot<unknown> | undefined {
  const text = doc
    .getElementById(firstScreenElementId)
    ?.querySelector('form')
    ?.getAttribute(loginStateAttribute);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { status, value: state, context } = value as Record<string, unknown>;
    if (status !== 'active' || !restorableStates.has(state) || typeof context !== 'object')
      return undefined;
    return value as Snapshot<unknown>;
  } catch {
    return undefined;
  }
}
