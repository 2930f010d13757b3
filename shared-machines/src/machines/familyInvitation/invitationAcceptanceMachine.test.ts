import { createActor, type AnyEventObject } from 'xstate';
import {
  replayStep,
  settleablePromises,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import { tagRows } from '../../testing/machineTags.testkit';
import { invitationLifetimeMs } from '../../domain/familyCircle';
import { familyInvitationTexts } from '../../texts/familyInvitationTexts';
import {
  invitationAcceptanceMachine,
  refusalText,
  type InvitationRead,
} from './invitationAcceptanceMachine';

const input = { code: 'K7Q2-M9XD' };
const codeHash = 'a'.repeat(64);
const createdAt = 1_800_000_000_000;
const invitation = {
  person: 'maria',
  email: 'pedro.silva@gmail.com',
  invitedBy: 'maria',
  createdAt,
};
const read = (held: unknown, now = createdAt + 1000): InvitationRead => ({
  codeHash,
  invitation: held,
  now,
});
const pedro = { name: 'Pedro Silva', email: 'pedro.silva@gmail.com', password: 'amparo2024' };

function startAcceptance() {
  const promises = settleablePromises(['readInvitation', 'joinCircle'] as const);
  const actor = createActor(invitationAcceptanceMachine.provide({ actors: promises.logic }), {
    input,
  }).start();
  return { actor, promises };
}

describe('invitationAcceptanceMachine: model-based', () => {
  const modelEvents: AnyEventObject[] = [
    { type: 'xstate.done.actor.readInvitation', output: read(invitation) },
    { type: 'xstate.done.actor.readInvitation', output: read({ ...invitation, usedBy: 'rita' }) },
    {
      type: 'xstate.done.actor.readInvitation',
      output: read(invitation, createdAt + invitationLifetimeMs),
    },
    { type: 'xstate.done.actor.readInvitation', output: read(null) },
    { type: 'xstate.error.actor.readInvitation', error: new Error('offline') },
    { type: 'RETRY' },
    { type: 'SUBMIT', account: pedro },
    { type: 'SUBMIT', account: { ...pedro, password: '123' } },
    { type: 'xstate.done.actor.joinCircle' },
    { type: 'xstate.error.actor.joinCircle', error: new Error('PERMISSION_DENIED') },
  ];
  const describeEvent = (event: AnyEventObject): string => {
    const name = event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
    if (event.type === 'xstate.done.actor.readInvitation') {
      const output = event.output as InvitationRead;
      const held = output.invitation as { usedBy?: string } | null;
      if (held === null) return `${name}(nothing)`;
      if (held.usedBy) return `${name}(used)`;
      return output.now >= createdAt + invitationLifetimeMs ? `${name}(expired)` : `${name}(open)`;
    }
    if (event.type === 'SUBMIT')
      return (event.account as typeof pedro).password === pedro.password
        ? 'SUBMIT(valid)'
        : 'SUBMIT(short password)';
    return name;
  };
  const paths = transitionCoveringPaths(invitationAcceptanceMachine, {
    events: modelEvents,
    input,
    describe: describeEvent,
  });

  it('reaches every state, and every refusal', () => {
    const ends = paths.map((path) => path.steps.at(-1)?.state);
    expect(new Set(ends.map((state) => state?.value))).toEqual(
      new Set(['checking', 'checkFailed', 'ready', 'joining', 'joined', 'refused']),
    );
    expect(new Set(ends.map((state) => state?.context.refusal))).toEqual(
      new Set([null, 'used', 'expired', 'unknown']),
    );
  });

  it.each(paths.map((path) => [path.name, path] as const))(
    '%s replays on a real actor',
    async (_name, path) => {
      const { actor, promises } = startAcceptance();
      for (const step of path.steps) {
        await replayStep(actor, step.event, { promises });
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        expect(promises.isRunning('readInvitation')).toBe(snapshot.matches('checking'));
        expect(promises.isRunning('joinCircle')).toBe(snapshot.matches('joining'));
      }
      // She joins only through an open invitation, with valid fields, into its person's circle.
      for (const given of promises.inputs.joinCircle ?? [])
        expect(given).toEqual({ codeHash, personUid: 'maria', account: pedro });
      for (const given of promises.inputs.readInvitation ?? []) expect(given).toEqual(input);
      actor.stop();
    },
  );

  it('a join refused because the invitation was used meanwhile ends refused as used', async () => {
    const { actor, promises } = startAcceptance();
    promises.resolve('readInvitation', read(invitation));
    await Promise.resolve();
    await Promise.resolve();
    actor.send({ type: 'SUBMIT', account: pedro });
    promises.reject('joinCircle', new Error('PERMISSION_DENIED'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().context.error).toBe(familyInvitationTexts.joinFailed);
    promises.resolve('readInvitation', read({ ...invitation, usedBy: 'rita' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('refused');
    expect(refusalText(actor.getSnapshot().context.refusal ?? 'unknown')).toBe(
      familyInvitationTexts.usedCode,
    );
    actor.stop();
  });
});

describe('invitationAcceptanceMachine: the tags the screens read, in exactly the states meant', () => {
  it.each(tagRows(invitationAcceptanceMachine, { busy: ['checking', 'joining'] }))(
    '%s',
    (_state, tags, intended) => expect(tags).toEqual(intended),
  );
});
