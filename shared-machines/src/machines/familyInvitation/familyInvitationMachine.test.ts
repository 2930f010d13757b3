import { createActor, fromCallback, type AnyEventObject, type EventObject } from 'xstate';
import {
  replayStep,
  settleablePromises,
  throughRunningCallback,
  transitionCoveringPaths,
  type DrivableRun,
} from '../../testing/modelTesting.testkit';
import { tagRows } from '../../testing/machineTags.testkit';
import { accountFieldTexts } from '../../texts/accountFieldTexts';
import { familyInvitationTexts } from '../../texts/familyInvitationTexts';
import { invitationLifetimeMs } from '../../domain/familyCircle';
import {
  familyInvitationMachine,
  type FamilyInvitationEvent,
  type IssuedInvitation,
} from './familyInvitationMachine';

const input = { personUid: 'maria' };
const issued: IssuedInvitation = {
  code: 'K7Q2-M9XD',
  codeHash: 'a'.repeat(64),
  createdAt: 1_800_000_000_000,
};
const afterLifetime = 'xstate.after.invitationLifetime.familyInvitation.issued';

/** The invitation's watch, driven by the test as the database would; each run keeps the hash it follows. */
function drivableWatch() {
  const runs: (DrivableRun<FamilyInvitationEvent> & { readonly codeHash: string })[] = [];
  const logic = fromCallback<EventObject, { readonly codeHash: string }>(({ sendBack, input }) => {
    const run = { sendBack, active: true, codeHash: input.codeHash };
    runs.push(run);
    return () => {
      run.active = false;
    };
  });
  return { logic, running: () => runs.filter((run) => run.active) };
}

function startInvitation() {
  const promises = settleablePromises(['issueInvitation', 'revokeInvitation'] as const);
  const watch = drivableWatch();
  const actor = createActor(
    familyInvitationMachine.provide({
      actors: { ...promises.logic, watchInvitation: watch.logic },
    }),
    { input },
  ).start();
  return { actor, promises, watch };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('familyInvitationMachine: model-based', () => {
  const modelEvents: AnyEventObject[] = [
    { type: 'EMAIL.CHANGED', email: ' pedro.silva@gmail.com ' },
    { type: 'EMAIL.CHANGED', email: 'pedro.silva' },
    { type: 'SEND' },
    { type: 'REVOKE' },
    { type: 'INVITATION.ACCEPTED', relativeName: 'Pedro Silva' },
    { type: 'INVITATION.GONE' },
    { type: 'NEW_INVITATION' },
    { type: 'xstate.done.actor.issueInvitation', output: issued },
    { type: 'xstate.error.actor.issueInvitation', error: new Error('offline') },
    { type: 'xstate.done.actor.revokeInvitation' },
    { type: 'xstate.error.actor.revokeInvitation', error: new Error('offline') },
    { type: afterLifetime },
  ];
  const paths = transitionCoveringPaths(familyInvitationMachine, {
    events: modelEvents,
    input,
    describe: (event) =>
      event.type === 'EMAIL.CHANGED'
        ? `EMAIL.CHANGED(${String(event.email).trim()})`
        : event.type
            .replace(/^xstate\.(done|error)\.actor\./, '$1:')
            .replace(/^xstate\.after\.(\w+).*/, 'after:$1'),
  });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.steps.at(-1)?.state.value)));
    expect(reached).toEqual(
      new Set(
        [
          'editing',
          'issuing',
          { issued: 'waiting' },
          { issued: 'revoking' },
          'accepted',
          'revoked',
          'expired',
        ].map((value) => JSON.stringify(value)),
      ),
    );
  });

  it.each(paths.map((path) => [path.name, path] as const))(
    '%s replays on a real actor',
    async (_name, path) => {
      const { actor, promises, watch } = startInvitation();
      for (const step of path.steps) {
        await replayStep(actor, step.event, {
          promises,
          delays: { invitationLifetime: invitationLifetimeMs },
          fromCallback: {
            types: ['INVITATION.ACCEPTED', 'INVITATION.GONE'],
            deliver: throughRunningCallback(watch),
          },
        });
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        // Each effect runs in its state: the write exactly while issuing, the watch exactly while the
        // code is open (revoking included), the removal while revoking.
        expect(promises.isRunning('issueInvitation')).toBe(snapshot.matches('issuing'));
        expect(watch.running().map((run) => run.codeHash)).toEqual(
          snapshot.matches('issued') ? [issued.codeHash] : [],
        );
        // (A removal left unanswered when the relative joins or the code expires is simply dropped.)
        if (snapshot.matches({ issued: 'revoking' }))
          expect(promises.isRunning('revokeInvitation')).toBe(true);
      }
      // Only a valid address is ever sent, trimmed, for her.
      for (const given of promises.inputs.issueInvitation ?? [])
        expect(given).toEqual({ personUid: 'maria', email: 'pedro.silva@gmail.com' });
      for (const given of promises.inputs.revokeInvitation ?? [])
        expect(given).toEqual({ codeHash: issued.codeHash });
      actor.stop();
    },
  );

  it('refuses an address without sending it, and says why under the field', () => {
    const { actor, promises } = startInvitation();
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().context.emailError).toBe(accountFieldTexts.emailMissing);
    actor.send({ type: 'EMAIL.CHANGED', email: 'pedro@gmail' });
    expect(actor.getSnapshot().context.emailError).toBeNull();
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().context.emailError).toBe(accountFieldTexts.emailIncomplete);
    expect(promises.inputs.issueInvitation).toEqual([]);
    actor.stop();
  });

  it('expires after its lifetime, not a millisecond before, even while it is being revoked', async () => {
    const { actor, promises } = startInvitation();
    actor.send({ type: 'EMAIL.CHANGED', email: 'pedro.silva@gmail.com' });
    actor.send({ type: 'SEND' });
    promises.resolve('issueInvitation', issued);
    await jest.advanceTimersByTimeAsync(invitationLifetimeMs - 1);
    actor.send({ type: 'REVOKE' });
    expect(actor.getSnapshot().matches({ issued: 'revoking' })).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('expired');
    actor.stop();
  });

  it('says a failed write and keeps what was typed', async () => {
    const { actor, promises } = startInvitation();
    actor.send({ type: 'EMAIL.CHANGED', email: 'pedro.silva@gmail.com' });
    actor.send({ type: 'SEND' });
    promises.reject('issueInvitation', new Error('offline'));
    await jest.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'pedro.silva@gmail.com',
      error: familyInvitationTexts.issueFailed,
    });
    actor.stop();
  });
});

describe('familyInvitationMachine: the tags the screens read, in exactly the states meant', () => {
  it.each(
    tagRows(familyInvitationMachine, {
      busy: ['issuing', { issued: 'revoking' }],
      codeShown: ['issued'],
    }),
  )('%s', (_state, tags, intended) => expect(tags).toEqual(intended));
});
