import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createActor } from 'xstate';
import { AuthPortError } from '@amparo/shared-machines';
import type { EmailSignIn } from '@amparo/shared-machines/firebase';
import { renderLoginFirstScreen } from '../renderLoginFirstScreen';
import {
  codeNeededEvent,
  firstScreenElementId,
  handOverEvent,
  handedOverEvent,
  liveLoginAttribute,
  liveLoginEvent,
  loginStateAttribute,
} from '../firstScreenElement';
import { readLoginState } from '../liveLoginState';
import { startLiveLogin } from './liveLogin';

const roots: Root[] = [];

function drawFirstScreen(): HTMLElement {
  document.body.insertAdjacentHTML('afterbegin', renderLoginFirstScreen());
  return document.getElementById(firstScreenElementId) as HTMLElement;
}

/** A sign-in whose answer the test gives. */
function pendingSignIn() {
  let answer: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const signInWithEmail = jest.fn(
    () =>
      new Promise<{ uid: string; email: string; displayName: null }>((resolve, reject) => {
        answer = {
          resolve: () => resolve({ uid: 'u1', email: 'maria@exemplo.pt', displayName: null }),
          reject,
        };
      }),
  );
  const signIn: EmailSignIn = { signInWithEmail, dispose: jest.fn(async () => undefined) };
  return { signIn, signInWithEmail, answer: () => answer };
}

function goLive(drawn: HTMLElement, signIn: EmailSignIn): void {
  startLiveLogin({
    drawn,
    signIn,
    createActor,
    render: (form, holder) => {
      const root = createRoot(holder);
      roots.push(root);
      flushSync(() => root.render(form));
    },
  });
}

describe('the live drawn login', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('takes the drawn form’s place with what was typed and the focus, and says it is live', () => {
    const drawn = drawFirstScreen();
    const email = drawn.querySelector('input[name="email"]') as HTMLInputElement;
    email.value = 'maria@exemplo.pt';
    email.focus();
    const live = jest.fn();
    document.addEventListener(liveLoginEvent, live, { once: true });
    goLive(drawn, pendingSignIn().signIn);
    const liveEmail = screen.getByRole('textbox', { name: 'Endereço de e-mail' });
    expect(liveEmail).not.toBe(email);
    expect(liveEmail).toHaveValue('maria@exemplo.pt');
    expect(liveEmail).toHaveFocus();
    expect(drawn).toHaveAttribute(liveLoginAttribute);
    expect(live).toHaveBeenCalled();
  });

  it('refuses empty fields with the login machine’s messages, trying nothing', async () => {
    const { signIn, signInWithEmail } = pendingSignIn();
    goLive(drawFirstScreen(), signIn);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Escreva o endereço de e-mail.')).toBeVisible();
    expect(screen.getByText('Escreva a palavra-passe.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Endereço de e-mail' })).toHaveFocus(),
    );
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it("says it is working, then the failure, which the shell's login goes on from", async () => {
    const pending = pendingSignIn();
    goLive(drawFirstScreen(), pending.signIn);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Endereço de e-mail' }),
      'maria@exemplo.pt',
    );
    await userEvent.type(screen.getByLabelText('Palavra-passe'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('button', { name: 'A entrar…' })).toBeDisabled();
    act(() =>
      pending
        .answer()
        ?.reject(new AuthPortError('auth/invalid-credential', 'Firebase: Error (x).')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu algum erro, por favor verifique os dados inseridos.',
    );
    const form = document.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute(loginStateAttribute)).not.toContain('errada');
    expect(readLoginState(document)).toMatchObject({ value: 'failed', status: 'active' });
  });

  it('answers the hand-over only once its sign-in has ended', async () => {
    const pending = pendingSignIn();
    goLive(drawFirstScreen(), pending.signIn);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Endereço de e-mail' }),
      'maria@exemplo.pt',
    );
    await userEvent.type(screen.getByLabelText('Palavra-passe'), 'certa');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('button', { name: 'A entrar…' });
    const handedOver = jest.fn();
    document.addEventListener(handedOverEvent, handedOver, { once: true });
    document.dispatchEvent(new Event(handOverEvent));
    await Promise.resolve();
    expect(handedOver).not.toHaveBeenCalled();
    act(() => pending.answer()?.resolve());
    await waitFor(() => expect(handedOver).toHaveBeenCalled());
    expect(pending.signIn.dispose).toHaveBeenCalled();
  });

  it('shows at once that a reset is being sent while the code comes to send it; a new e-mail lets her ask again', async () => {
    goLive(drawFirstScreen(), pendingSignIn().signIn);
    const codeNeeded = jest.fn();
    document.addEventListener(codeNeededEvent, codeNeeded);
    const email = screen.getByRole('textbox', { name: 'Endereço de e-mail' });
    await userEvent.type(email, 'maria@exemplo.pt');
    await userEvent.click(screen.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' }));
    expect(await screen.findByText('A enviar o e-mail…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' })).toBeDisabled();
    expect(codeNeeded).toHaveBeenCalledTimes(1);
    await userEvent.type(email, 'x');
    expect(screen.queryByText('A enviar o e-mail…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' })).toBeEnabled();
    document.removeEventListener(codeNeededEvent, codeNeeded);
  });

  it('asks for the e-mail first when a reset is asked without one, and sends nothing', async () => {
    goLive(drawFirstScreen(), pendingSignIn().signIn);
    const codeNeeded = jest.fn();
    document.addEventListener(codeNeededEvent, codeNeeded);
    await userEvent.click(screen.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escreva primeiro o seu e-mail');
    expect(screen.queryByText('A enviar o e-mail…')).not.toBeInTheDocument();
    expect(codeNeeded).not.toHaveBeenCalled();
    document.removeEventListener(codeNeededEvent, codeNeeded);
  });

  it('after the hand-over starts no sign-in of its own', async () => {
    const { signIn, signInWithEmail } = pendingSignIn();
    goLive(drawFirstScreen(), signIn);
    const handedOver = jest.fn();
    document.addEventListener(handedOverEvent, handedOver, { once: true });
    document.dispatchEvent(new Event(handOverEvent));
    expect(handedOver).toHaveBeenCalled();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Endereço de e-mail' }),
      'maria@exemplo.pt',
    );
    await userEvent.type(screen.getByLabelText('Palavra-passe'), 'certa');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(signInWithEmail).not.toHaveBeenCalled();
  });
});
