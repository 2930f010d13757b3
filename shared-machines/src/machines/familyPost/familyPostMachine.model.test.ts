import { createActor, type AnyEventObject } from 'xstate';
import {
  replayStep,
  settleablePromises,
  transitionCoveringPaths,
} from '../../testing/modelTesting.testkit';
import { tagRows } from '../../testing/machineTags.testkit';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import type { PhotosPort } from '../../ports/backendPorts';
import { familyPostMachine, FamilyPhotoRefusedError } from './familyPostMachine';
import { provideFamilyPostEffects } from './familyPostEffects';

const input = { person: 'maria', relativeUid: 'pedro', relativeName: 'Pedro Silva' };
const file = new Blob(['the file she chose'], { type: 'image/heic' });
const jpeg = new Blob(['the photo as sent'], { type: 'image/jpeg' });
const postKey = '-OAbcdefghij12345678';
const actorNames = ['preparePhoto', 'uploadPhoto', 'writePost', 'undoUpload'] as const;

describe('familyPostMachine: model-based', () => {
  const modelEvents: AnyEventObject[] = [
    { type: 'TYPE', text: 'Na praia' },
    { type: 'TYPE', text: '' },
    { type: 'CHOOSE_PHOTO', file },
    { type: 'REMOVE_PHOTO' },
    { type: 'SEND' },
    { type: 'xstate.done.actor.preparePhoto', output: jpeg },
    { type: 'xstate.error.actor.preparePhoto', error: new FamilyPhotoRefusedError('tooLarge') },
    { type: 'xstate.error.actor.preparePhoto', error: new Error('decoding failed') },
    { type: 'xstate.done.actor.uploadPhoto', output: { postKey } },
    { type: 'xstate.error.actor.uploadPhoto', error: new Error('offline') },
    { type: 'xstate.done.actor.writePost' },
    { type: 'xstate.error.actor.writePost', error: new Error('permission_denied') },
    { type: 'xstate.done.actor.undoUpload' },
    { type: 'xstate.error.actor.undoUpload', error: new Error('offline') },
  ];
  const paths = transitionCoveringPaths(familyPostMachine, {
    events: modelEvents,
    input,
    describe: (event) =>
      event.type === 'TYPE'
        ? `TYPE(${String(event.text)})`
        : event.type === 'xstate.error.actor.preparePhoto'
          ? `error:preparePhoto(${event.error instanceof FamilyPhotoRefusedError ? event.error.problem : 'other'})`
          : event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'),
    // What she typed and chose, what is refused and the stored photo's key; the files are only there or not.
    serialize: (snapshot) => [
      snapshot.value,
      snapshot.context.text,
      snapshot.context.chosen !== null,
      snapshot.context.photo !== null,
      snapshot.context.textProblem,
      snapshot.context.photoProblem,
      snapshot.context.postKey,
    ],
  });

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.steps.at(-1)?.state.value)));
    expect(reached).toEqual(
      new Set(
        [
          'editing',
          'preparing',
          { sending: 'uploading' },
          { sending: 'writing' },
          { sending: 'undoing' },
          'sent',
          'failed',
        ].map((value) => JSON.stringify(value)),
      ),
    );
  });

  it.each(paths.map((path) => [path.name, path] as const))(
    '%s replays on a real actor',
    async (_name, path) => {
      const promises = settleablePromises(actorNames);
      const actor = createActor(familyPostMachine.provide({ actors: promises.logic }), {
        input,
      }).start();
      for (const step of path.steps) {
        await replayStep(actor, step.event, { promises });
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context).toEqual(step.state.context);
        // A preparation she cancels (another photo, 'Remover') is stopped, not settled: only the
        // one in progress is asked for.
        if (snapshot.matches('preparing')) expect(promises.isRunning('preparePhoto')).toBe(true);
        expect(promises.isRunning('uploadPhoto')).toBe(snapshot.matches({ sending: 'uploading' }));
        expect(promises.isRunning('writePost')).toBe(snapshot.matches({ sending: 'writing' }));
        expect(promises.isRunning('undoUpload')).toBe(snapshot.matches({ sending: 'undoing' }));
      }
      // Only the prepared photo is ever stored, under the sender's name; a post names the stored
      // photo's key or none; only the file just stored is removed.
      for (const given of promises.inputs.uploadPhoto ?? [])
        expect(given).toEqual({ person: 'maria', photo: jpeg, uploadedBy: 'pedro' });
      for (const given of promises.inputs.writePost ?? [])
        expect(given).toMatchObject({ person: 'maria', from: 'pedro', fromName: 'Pedro Silva' });
      for (const given of promises.inputs.undoUpload ?? [])
        expect(given).toEqual({ person: 'maria', postKey });
      actor.stop();
    },
  );
});

describe('familyPostMachine: what she sees', () => {
  function started() {
    const promises = settleablePromises(actorNames);
    const actor = createActor(familyPostMachine.provide({ actors: promises.logic }), {
      input,
    }).start();
    return { actor, promises };
  }

  it('refuses an empty message, but not a photo without a caption', async () => {
    const { actor, promises } = started();
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().context.textProblem).toBe('empty');
    actor.send({ type: 'CHOOSE_PHOTO', file });
    await replayStep(actor, { type: 'xstate.done.actor.preparePhoto', output: jpeg }, { promises });
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().value).toEqual({ sending: 'uploading' });
    actor.stop();
  });

  it('a retry after a failed post sends the same caption and photo again', async () => {
    const { actor, promises } = started();
    actor.send({ type: 'CHOOSE_PHOTO', file });
    actor.send({ type: 'TYPE', text: 'Na praia' });
    await replayStep(actor, { type: 'xstate.done.actor.preparePhoto', output: jpeg }, { promises });
    actor.send({ type: 'SEND' });
    await replayStep(
      actor,
      { type: 'xstate.done.actor.uploadPhoto', output: { postKey } },
      { promises },
    );
    await replayStep(
      actor,
      { type: 'xstate.error.actor.writePost', error: new Error('x') },
      { promises },
    );
    await replayStep(actor, { type: 'xstate.done.actor.undoUpload' }, { promises });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({
      text: 'Na praia',
      photo: jpeg,
      postKey: null,
    });
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().value).toEqual({ sending: 'uploading' });
    expect(promises.inputs.uploadPhoto).toHaveLength(2);
    actor.stop();
  });
});

describe('familyPostMachine: the tags the form reads', () => {
  it.each(
    tagRows(familyPostMachine, {
      busy: ['sending'],
      preparing: ['preparing'],
      sent: ['sent'],
      failed: ['failed'],
    }),
  )('%s', (_state, tags, intended) => expect(tags).toEqual(intended));
});

describe('against the services', () => {
  function fakePhotos(options: { failUpload?: boolean } = {}) {
    const stored = new Map<string, { jpeg: Blob; uploadedBy: string }>();
    const port: PhotosPort = {
      downloadUrl: async (path) => `blob:${path}`,
      upload: async (path, jpeg, uploadedBy) => {
        if (options.failUpload) throw new Error('storage/unauthorized');
        stored.set(path, { jpeg, uploadedBy });
      },
      remove: async (path) => void stored.delete(path),
    };
    return { port, stored };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const relatives = { relatives: { pedro: { name: 'Pedro Silva' } } };

  it('stores the photo, then writes the post naming it', async () => {
    const backend = createInMemoryBackend({ data: relatives });
    const photos = fakePhotos();
    const machine = provideFamilyPostEffects({
      database: backend.database,
      photos: photos.port,
      preparePhoto: async () => jpeg,
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'CHOOSE_PHOTO', file });
    actor.send({ type: 'TYPE', text: 'Na praia' });
    await settle();
    actor.send({ type: 'SEND' });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    const posts = backend.controls.snapshot('family/maria/posts') as Record<string, unknown>;
    const [key] = Object.keys(posts);
    expect(posts[key ?? '']).toMatchObject({
      from: 'pedro',
      fromName: 'Pedro Silva',
      kind: 'foto',
      photo: `family/maria/${key}.jpg`,
      text: 'Na praia',
    });
    expect(photos.stored.get(`family/maria/${key}.jpg`)).toEqual({ jpeg, uploadedBy: 'pedro' });
    actor.stop();
  });

  it('removes the stored photo when the post cannot be written', async () => {
    const backend = createInMemoryBackend({ data: relatives });
    const photos = fakePhotos();
    const machine = provideFamilyPostEffects({
      database: backend.database,
      photos: photos.port,
      preparePhoto: async () => jpeg,
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'CHOOSE_PHOTO', file });
    await settle();
    backend.controls.failNext('set', 'permission_denied');
    actor.send({ type: 'SEND' });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(photos.stored.size).toBe(0);
    expect(backend.controls.snapshot('family/maria/posts')).toBeNull();
    actor.stop();
  });

  it('a message is one post, with no photo', async () => {
    const backend = createInMemoryBackend({ data: relatives });
    const machine = provideFamilyPostEffects({
      database: backend.database,
      preparePhoto: async () => jpeg,
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'TYPE', text: 'Beijinhos' });
    actor.send({ type: 'SEND' });
    await settle();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(Object.values(backend.controls.snapshot('family/maria/posts') ?? {})).toEqual([
      expect.objectContaining({ kind: 'mensagem', text: 'Beijinhos' }),
    ]);
    actor.stop();
  });
});
