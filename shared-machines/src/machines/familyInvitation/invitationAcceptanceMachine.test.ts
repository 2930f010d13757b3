import { createActor, type AnyEventObject } from 'xstate';
import {
  replayStep,
  settleablePromises,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import { tagRows } from '../../testing/machineTags.testkit';
import { invitationLifetimeMs } from '../../domain/familyCircle';
import { familyInvitationTexts } from '../../texts/familyInvitationTexts';
import { authTexts } from '../../texts/authTexts';
import {
  invitationAcceptanceMachine,
  refusalText,
  type InvitationAcceptanceInput,
  type InvitationRead,
} from './invitationAcceptanceMachine';

const code = 'K7Q2-M9XD';
/** Signed out, arriving without a code in the address: she types it. */
const signedOut: InvitationAcceptanceInput = { code: '', joinAs: 'newAccount' };
/** A relative signed in, arriving with a code. */
const signedIn: InvitationAcceptanceInput = { code, joinAs: 'signedInRelative' };
const codeHash = 'a'.repeat(64);
const createdAt = 1_800_000_000_000;
const invitation = {
  person: 'maria',
  personName: 'Maria Silva',
  email: 'pedro.silva@gmail.com',
  invitedBy: 'maria',
  createdAt,
};
const read = (held: unknown, now = createdAt + 1000): InvitationRead => ({
  codeHash,
  invitation: held,
  now,
});
/** The identity service refusing her account: an e-mail that already has one. */
const emailInUse = Object.assign(new Error('email in use'), { code: 'auth/email-already-in-use' });
const pedro = { name: 'Pedro Silva', email: 'pedro.silva@gmail.com', password: 'amparo2024' };

function startAcceptance(input: InvitationAcceptanceInput = { code, joinAs: 'newAccount' }) {
  const promises = settleablePromises(['readInvitation', 'joinCircle'] as const);
  const actor = createActor(invitationAcceptanceMachine.provide({ actors: promises.logic }), {
    input,
  }).start();
  return { actor, promises };
}

describe.each([
  ['signed out, typing the code', signedOut],
  ['signed in, arriving with the code', signedIn],
] as const)('invitationAcceptanceMachine: model-based, %s', (_joiner, input) => {
  const modelEvents: AnyEventObject[] = [
    { type: 'CODE.SUBMIT', code },
    { type: 'CODE.SUBMIT', code: ' - ' },
    { type: 'JOIN' },
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
    { type: 'xstate.error.actor.joinCircle', error: emailInUse },
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
    if (event.type === 'xstate.error.actor.joinCircle')
      return event.error === emailInUse ? `${name}(e-mail in use)` : `${name}(refused)`;
    if (event.type === 'CODE.SUBMIT')
      return event.code === code ? 'CODE.SUBMIT(code)' : 'CODE.SUBMIT(empty)';
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
    const states = ['checking', 'checkFailed', 'ready', 'joining', 'joined', 'refused'];
    expect(new Set(ends.map((state) => state?.value))).toEqual(
      new Set(input.code === '' ? [...states, 'enteringCode'] : states),
    );
    expect(new Set(ends.map((state) => state?.context.refusal))).toEqual(
      new Set([null, 'used', 'expired', 'unknown']),
    );
  });

  it.each(paths.map((path) => [path.name, path] as const))(
    '%s replays on a real actor',
    async (_name, path) => {
      const { actor, promises } = startAcceptance(input);
      for (const step of path.steps) {
        await replayStep(actor, step.event, { promises });
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        expect(promises.isRunning('readInvitation')).toBe(snapshot.matches('checking'));
        expect(promises.isRunning('joinCircle')).toBe(snapshot.matches('joining'));
      }
      // She joins only through an open invitation, into its person's circle under its name: with
      // valid fields when she makes her account, with none when she is signed in.
      for (const given of promises.inputs.joinCircle ?? [])
        expect(given).toEqual({
          codeHash,
          personUid: 'maria',
          personName: 'Maria Silva',
          account: input.joinAs === 'newAccount' ? pedro : null,
        });
      for (const given of promises.inputs.readInvitation ?? []) expect(given).toEqual({ code });
      actor.stop();
    },
  );

  it('the empty code is refused with its sentence, without reading anything', () => {
    if (input.code !== '') return;
    const { actor, promises } = startAcceptance(input);
    actor.send({ type: 'CODE.SUBMIT', code: ' - ' });
    expect(actor.getSnapshot().value).toBe('enteringCode');
    expect(actor.getSnapshot().context.codeError).toBe(familyInvitationTexts.codeMissing);
    expect(promises.isRunning('readInvitation')).toBe(false);
    actor.stop();
  });
});

describe('invitationAcceptanceMachine: examples', () => {
  it('arriving with a code in the address, she is not asked for it', () => {
    const { actor, promises } = startAcceptance({ code, joinAs: 'newAccount' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(promises.inputs.readInvitation).toEqual([{ code }]);
    actor.stop();
  });

  it('a signed-in relative cannot send account fields, nor a new one JOIN without them', async () => {
    for (const joinAs of ['newAccount', 'signedInRelative'] as const) {
      const { actor, promises } = startAcceptance({ code, joinAs });
      promises.resolve('readInvitation', read(invitation));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(actor.getSnapshot().value).toBe('ready');
      actor.send(joinAs === 'newAccount' ? { type: 'JOIN' } : { type: 'SUBMIT', account: pedro });
      expect(actor.getSnapshot().value).toBe('ready');
      actor.stop();
    }
  });

  it('an e-mail that already has an account is said under its field, and the code stays good', async () => {
    const { actor, promises } = startAcceptance();
    promises.resolve('readInvitation', read(invitation));
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'SUBMIT', account: pedro });
    promises.reject('joinCircle', emailInUse);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: authTexts.emailInUse });
    actor.stop();
  });

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
  it.each(
    tagRows(invitationAcceptanceMachine, {
      busy: ['checking', 'joining'],
      codeWanted: ['enteringCode', 'refused', 'checkFailed'],
      checking: ['checking'],
      refused: ['refused'],
      checkFailed: ['checkFailed'],
      open: ['ready', 'joining'],
      joining: ['joining'],
      joined: ['joined'],
    }),
  )('%s', (_state, tags, intended) => expect(tags).toEqual(intended));
});
