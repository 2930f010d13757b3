import { createActor, type AnyEventObject } from 'xstate';
import {
  drivableCallbackActor,
  replayStep,
  settleablePromises,
  throughRunningCallback,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import { tagRows } from '../../testing/machineTags.testkit';
import type { FamilyPost } from '../../domain/familyFeed';
import { familyPostsTexts } from '../../texts/familyPostsTexts';
import { familyPostsMachine, postInView, type FamilyPostsEvent } from './familyPostsMachine';

const input = { personUid: 'maria', now: 1_000 };
const post = (key: string, at: number): FamilyPost => ({
  key,
  from: 'pedro',
  fromName: 'Pedro',
  at,
  kind: 'mensagem',
  text: `Mensagem ${key}`,
  photo: null,
});
const two = [post('b', 2), post('a', 1)];
// A new post arrives on top of the two.
const three = [post('c', 3), ...two];

function startPosts() {
  const promises = settleablePromises(['sendReply'] as const);
  const watch = drivableCallbackActor<FamilyPostsEvent>();
  const clock = drivableCallbackActor<FamilyPostsEvent>();
  const spoken: (FamilyPost | null)[] = [];
  const actor = createActor(
    familyPostsMachine.provide({
      // The kit's drivable callback takes any input; the machine's gives it the person's uid.
      actors: { ...promises.logic, watchPosts: watch.logic as never, clock: clock.logic },
      actions: { readPostAloud: (_, params) => void spoken.push(params.post) },
    }),
    { input },
  ).start();
  return { actor, promises, watch, clock, spoken };
}

describe('familyPostsMachine: model-based', () => {
  const modelEvents: AnyEventObject[] = [
    { type: 'POSTS', posts: two },
    { type: 'POSTS', posts: three },
    { type: 'POSTS', posts: [] },
    { type: 'TICK', now: 61_000 },
    { type: 'ANSWERS', answers: { a: 'gostei' } },
    { type: 'NEXT' },
    { type: 'PREVIOUS' },
    { type: 'REPLY', answer: 'obrigada' },
    { type: 'xstate.done.actor.sendReply' },
    { type: 'xstate.error.actor.sendReply', error: new Error('offline') },
  ];
  const paths = transitionCoveringPaths(familyPostsMachine, {
    events: modelEvents,
    input,
    describe: (event) =>
      event.type === 'POSTS'
        ? `POSTS(${(event.posts as FamilyPost[]).length})`
        : event.type === 'TICK' || event.type === 'ANSWERS'
          ? event.type
          : event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'),
    // Which post is in view and whether an answer failed, not the whole list nor the clock.
    serialize: (snapshot) => [
      snapshot.value,
      snapshot.context.posts.length,
      snapshot.context.index,
      snapshot.context.error,
    ],
  });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.steps.at(-1)?.state.value)));
    expect(reached).toEqual(
      new Set(
        ['loading', { shown: 'idle' }, { shown: 'replying' }].map((value) => JSON.stringify(value)),
      ),
    );
  });

  it.each(paths.map((path) => [path.name, path] as const))(
    '%s replays on a real actor',
    async (_name, path) => {
      const { actor, promises, watch, clock } = startPosts();
      for (const step of path.steps) {
        await replayStep(actor, step.event, {
          promises,
          fromCallback: {
            types: ['POSTS', 'TICK', 'ANSWERS'],
            deliver: (event) =>
              throughRunningCallback(event.type === 'TICK' ? clock : watch)(event),
          },
        });
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        // The posts are followed the whole time; the answer is written exactly while replying.
        expect(watch.running()).toHaveLength(1);
        expect(clock.running()).toHaveLength(1);
        expect(promises.isRunning('sendReply')).toBe(snapshot.matches({ shown: 'replying' }));
        // The index always points at a post, or at none when there is none.
        expect(snapshot.context.index).toBeLessThan(Math.max(1, snapshot.context.posts.length));
      }
      // An answer is only ever sent for a post that exists, for her.
      for (const given of promises.inputs.sendReply ?? [])
        expect(given).toMatchObject({ personUid: 'maria', answer: 'obrigada' });
      actor.stop();
    },
  );

  it('keeps the post she looks at in view when a new one arrives, and reads each post that comes into view', () => {
    const { actor, watch, spoken } = startPosts();
    watch.running()[0]?.sendBack({ type: 'POSTS', posts: two });
    actor.send({ type: 'NEXT' });
    expect(postInView(actor.getSnapshot().context)?.key).toBe('a');
    watch.running()[0]?.sendBack({ type: 'POSTS', posts: three });
    expect(postInView(actor.getSnapshot().context)?.key).toBe('a');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PREVIOUS' });
    expect(spoken.map((spokenPost) => spokenPost?.key)).toEqual(['b', 'a', 'b']);
    actor.stop();
  });

  it('notes the answer once written, for the post it was given to; a failure says so', async () => {
    const { actor, watch, promises } = startPosts();
    watch.running()[0]?.sendBack({ type: 'POSTS', posts: two });
    actor.send({ type: 'REPLY', answer: 'gostei' });
    actor.send({ type: 'NEXT' });
    promises.resolve('sendReply', undefined);
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().context.replied).toEqual({ b: 'gostei' });
    actor.send({ type: 'REPLY', answer: 'ligame' });
    promises.reject('sendReply', new Error('offline'));
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().context).toMatchObject({
      replied: { b: 'gostei' },
      error: familyPostsTexts.replyFailed,
    });
    actor.stop();
  });
});

describe('familyPostsMachine: the tags the screens read, in exactly the states meant', () => {
  it.each(tagRows(familyPostsMachine, { busy: [{ shown: 'replying' }], loading: ['loading'] }))(
    '%s',
    (_state, tags, intended) => expect(tags).toEqual(intended),
  );
});
