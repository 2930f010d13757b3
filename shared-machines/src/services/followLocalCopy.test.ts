import { createActor } from 'xstate';
import { provideAuthEffects } from '../machines/auth/authEffects';
import { createInMemoryBackend } from '../ports/inMemoryBackend';
import type { LocalCopyDecision } from '../domain/localCopyScope';
import type { LocalCopy } from '../records/localCopyDatabase';
import { flushMicrotasks } from '../testing/modelTesting.testkit';
import { followLocalCopy } from './followLocalCopy';

const maria = { email: 'maria@example.pt', password: 'segredo1', uid: 'maria' };
const ana = { email: 'ana@example.pt', password: 'segredo2', uid: 'ana' };

/** A running session over the in-memory backend, and the decisions the copy was told, in order. */
async function follow(signedInAs: typeof maria) {
  const backend = createInMemoryBackend({
    users: [maria, ana],
    data: { members: { maria: { name: 'Maria', since: 1 } }, carers: { ana: { name: 'Ana' } } },
  });
  await backend.auth.signInWithEmail(signedInAs.email, signedInAs.password);
  const auth = createActor(provideAuthEffects(backend, { log: () => undefined })).start();
  const decisions: LocalCopyDecision[] = [];
  const copy = { follow: (decision: LocalCopyDecision) => decisions.push(decision) };
  const stop = followLocalCopy(auth, copy as unknown as LocalCopy);
  for (let round = 0; round < 5; round += 1) await flushMicrotasks();
  return { auth, decisions, stop };
}

test('a person: shown while her account is being confirmed, then kept; forgotten on Sair', async () => {
  const { auth, decisions, stop } = await follow(maria);
  expect(decisions).toContainEqual({ action: 'serve', uid: 'maria' });
  expect(decisions.at(-1)).toEqual({ action: 'keep', uid: 'maria' });
  auth.send({ type: 'SIGN_OUT' });
  expect(decisions.at(-1)).toEqual({ action: 'clear' });
  stop();
  auth.stop();
});

test("a carer's session: nothing kept, the tablet's copy forgotten", async () => {
  const { auth, decisions, stop } = await follow(ana);
  expect(decisions).not.toContainEqual({ action: 'keep', uid: 'ana' });
  expect(decisions.at(-1)).toEqual({ action: 'clear' });
  stop();
  auth.stop();
});
