import { createActor, waitFor } from 'xstate';
import { createInMemoryBackend } from '../../ports/inMemoryBackend';
import { invitationLifetimeMs } from '../../domain/familyCircle';
import { invitationCodeHash } from '../../domain/invitationCode';
import {
  provideFamilyInvitationEffects,
  provideInvitationAcceptanceEffects,
  provideSignedInJoinEffects,
} from './familyInvitationEffects';

// Both sides of an invitation against the in-memory database (which does not run the rules: the rules
// tables in local-backend/test/rules prove those): maria invites, pedro accepts, maria sees it.

const serverNow = 1_800_000_000_000;
const code = 'K7Q2-M9XD-PT4C';
const pedro = { name: 'Pedro Silva', email: 'pedro.silva@gmail.com', password: 'amparo2024' };

function backendWithMaria() {
  return createInMemoryBackend({
    data: { members: { maria: { name: 'Maria Silva', since: 1 } } },
    now: () => serverNow,
  });
}

async function issueFor(backend: ReturnType<typeof backendWithMaria>) {
  const invitation = createActor(
    provideFamilyInvitationEffects(backend.database, 'maria', { newCode: () => code }),
    { input: { personUid: 'maria' } },
  ).start();
  invitation.send({ type: 'EMAIL.CHANGED', email: pedro.email });
  invitation.send({ type: 'SEND' });
  await waitFor(invitation, (snapshot) => snapshot.hasTag('codeShown'));
  return invitation;
}

describe('the invitation effects', () => {
  it('keep only the code’s hash, with the server’s time', async () => {
    const backend = backendWithMaria();
    const invitation = await issueFor(backend);
    const codeHash = await invitationCodeHash(code);
    expect(invitation.getSnapshot().context.invitation).toEqual({
      code,
      codeHash,
      createdAt: serverNow,
    });
    expect(backend.controls.snapshot(`invitations/${codeHash}`)).toEqual({
      person: 'maria',
      personName: 'Maria Silva',
      email: pedro.email,
      invitedBy: 'maria',
      createdAt: serverNow,
    });
    expect(JSON.stringify(backend.controls.snapshot())).not.toContain(code);
    invitation.stop();
  });

  it('pedro makes his account through the code and joins; maria’s screen sees him', async () => {
    const backend = backendWithMaria();
    const invitation = await issueFor(backend);
    const acceptance = createActor(
      provideInvitationAcceptanceEffects(backend, { now: () => serverNow + 60_000 }),
      { input: { code: 'k7q2 m9xd pt4c', joinAs: 'newAccount' } },
    ).start();
    await waitFor(acceptance, (snapshot) => snapshot.matches('ready'));
    acceptance.send({ type: 'SUBMIT', account: pedro });
    await waitFor(acceptance, (snapshot) => snapshot.status === 'done');
    expect(acceptance.getSnapshot().value).toBe('joined');
    const [uid] = Object.keys(backend.controls.snapshot('relatives') as object);
    expect(backend.controls.snapshot(`circles/maria/members/${uid}`)).toMatchObject({
      name: pedro.name,
    });
    expect(backend.controls.snapshot(`relativeCircles/${uid}/maria`)).toEqual({
      name: 'Maria Silva',
    });
    await waitFor(invitation, (snapshot) => snapshot.matches('accepted'));
    expect(invitation.getSnapshot().context.relativeName).toBe(pedro.name);
    invitation.stop();
  });

  it('a join that fails after the account was made is tried again with that account, not a second one', async () => {
    const backend = backendWithMaria();
    const invitation = await issueFor(backend);
    let failNext = true;
    const flaky = {
      auth: backend.auth,
      database: {
        ...backend.database,
        update: (path: string, patch: Record<string, unknown>) => {
          if (failNext) {
            failNext = false;
            return Promise.reject(new Error('network'));
          }
          return backend.database.update(path, patch);
        },
      },
    };
    const signUp = jest.spyOn(backend.auth, 'signUpWithEmail');
    const acceptance = createActor(
      provideInvitationAcceptanceEffects(flaky, { now: () => serverNow + 60_000 }),
      { input: { code, joinAs: 'newAccount' } },
    ).start();
    await waitFor(acceptance, (snapshot) => snapshot.matches('ready'));
    acceptance.send({ type: 'SUBMIT', account: pedro });
    await waitFor(
      acceptance,
      (snapshot) => snapshot.matches('ready') && snapshot.context.error !== null,
    );
    acceptance.send({ type: 'SUBMIT', account: pedro });
    await waitFor(acceptance, (snapshot) => snapshot.status === 'done');
    expect(signUp).toHaveBeenCalledTimes(1);
    const [uid] = Object.keys(backend.controls.snapshot('relatives') as object);
    expect(uid).toBe((await signUp.mock.results[0]?.value)?.uid);
    invitation.stop();
  });

  it('a code used, expired or revoked is refused before any account is made', async () => {
    const backend = backendWithMaria();
    const invitation = await issueFor(backend);
    const tryCode = async (now: number) => {
      const acceptance = createActor(
        provideInvitationAcceptanceEffects(backend, { now: () => now }),
        {
          input: { code, joinAs: 'newAccount' },
        },
      ).start();
      await waitFor(acceptance, (snapshot) => !snapshot.hasTag('busy'));
      return acceptance.getSnapshot().context.refusal;
    };
    expect(await tryCode(serverNow + invitationLifetimeMs)).toBe('expired');
    invitation.send({ type: 'REVOKE' });
    await waitFor(invitation, (snapshot) => snapshot.matches('revoked'));
    expect(await tryCode(serverNow + 1)).toBe('unknown');
    expect(backend.controls.snapshot('relatives')).toBeNull();
  });

  it('pedro, already a relative and signed in, joins with a new code without a new account', async () => {
    const backend = backendWithMaria();
    const invitation = await issueFor(backend);
    const acceptance = createActor(
      provideSignedInJoinEffects(
        backend.database,
        { uid: 'pedro', name: pedro.name },
        { now: () => serverNow + 60_000 },
      ),
      { input: { code, joinAs: 'signedInRelative' } },
    ).start();
    await waitFor(acceptance, (snapshot) => snapshot.matches('ready'));
    expect(acceptance.getSnapshot().context.personName).toBe('Maria Silva');
    acceptance.send({ type: 'JOIN' });
    await waitFor(acceptance, (snapshot) => snapshot.status === 'done');
    expect(backend.controls.snapshot('relativeCircles/pedro/maria')).toEqual({
      name: 'Maria Silva',
    });
    expect(backend.controls.snapshot('circles/maria/members/pedro')).toMatchObject({
      name: pedro.name,
    });
    // No account made, no `relatives/pedro` written: his own was there before.
    expect(backend.controls.snapshot('relatives/pedro')).toBeNull();
    invitation.stop();
  });
});
