import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellApp } from '../../ShellApp';
import {
  maria,
  renderWithShellServices,
  startShellServices,
} from '../../testing/shellTestServices';
import { renderLoginFirstScreen } from './renderLoginFirstScreen';
import {
  firstScreenElementId,
  firstScreenPressedAttribute,
  firstScreenSubmittedAttribute,
} from './firstScreenElement';

/** The page as the platform's server sends it: the drawn login and its styles, before any code. */
function drawFirstScreen() {
  document.head.insertAdjacentHTML(
    'beforeend',
    '<style id="amparo-first-screen-style">.x{}</style>',
  );
  document.body.insertAdjacentHTML('afterbegin', renderLoginFirstScreen());
  return document.getElementById(firstScreenElementId) as HTMLElement;
}

function drawnField(drawn: HTMLElement, name: string): HTMLInputElement {
  return drawn.querySelector(`input[name="${name}"]`) as HTMLInputElement;
}

async function startLiveLogin() {
  const test = await startShellServices({ path: '/' });
  renderWithShellServices(<ShellApp />, test);
  await screen.findByRole('button', { name: 'Entrar' });
  return test;
}

describe('the login drawn from the page, then the live login', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    document.getElementById(firstScreenElementId)?.remove();
    document.getElementById('amparo-first-screen-style')?.remove();
  });

  it('draws the same screen: the welcome, the two labelled fields and both buttons', () => {
    drawFirstScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Bem-vindo!' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Endereço de e-mail' })).toBeRequired();
    expect(screen.getByLabelText('Palavra-passe')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' })).toBeEnabled();
  });

  it('keeps what was typed and the field being typed in, and leaves one login', async () => {
    const drawn = drawFirstScreen();
    const user = userEvent.setup();
    await user.type(drawnField(drawn, 'email'), maria.email);
    await user.type(drawnField(drawn, 'password'), 'meio');
    await startLiveLogin();
    expect(document.getElementById(firstScreenElementId)).toBeNull();
    expect(document.getElementById('amparo-first-screen-style')).toBeNull();
    expect(screen.getAllByRole('textbox', { name: 'Endereço de e-mail' })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Endereço de e-mail' })).toHaveValue(maria.email);
    const password = screen.getByLabelText('Palavra-passe');
    expect(password).toHaveValue('meio');
    expect(password).toHaveFocus();
    // The person goes on typing where they were.
    await user.keyboard('-fim');
    expect(password).toHaveValue('meio-fim');
  });

  it('sends a form that was sent before the code came, once', async () => {
    const drawn = drawFirstScreen();
    const user = userEvent.setup();
    await user.type(drawnField(drawn, 'email'), maria.email);
    await user.type(drawnField(drawn, 'password'), maria.password);
    // What the page's first script does when the drawn form is sent.
    drawn.querySelector('form')?.setAttribute(firstScreenSubmittedAttribute, '');
    const test = await startShellServices({ path: '/' });
    const signIn = jest.spyOn(test.backend.auth, 'signInWithEmail');
    renderWithShellServices(<ShellApp />, test);
    await waitFor(() => expect(test.backend.controls.currentUser()?.email).toBe(maria.email));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith(maria.email, maria.password);
  });

  it("presses 'Esqueceu-se da palavra-passe?' when it was pressed before the code came", async () => {
    const drawn = drawFirstScreen();
    const user = userEvent.setup();
    await user.type(drawnField(drawn, 'email'), maria.email);
    // What the page's first script does when a drawn button is pressed.
    const forgot = Array.from(drawn.querySelectorAll('button')).find((button) =>
      button.textContent?.includes('Esqueceu-se'),
    );
    forgot?.setAttribute(firstScreenPressedAttribute, '');
    const test = await startLiveLogin();
    await waitFor(() => expect(test.backend.controls.passwordResetsSent()).toEqual([maria.email]));
    expect(test.backend.controls.currentUser()).toBeNull();
  });

  it('sends nothing when the drawn form was not sent, and an empty field stays empty', async () => {
    const drawn = drawFirstScreen();
    const user = userEvent.setup();
    await user.type(drawnField(drawn, 'email'), maria.email);
    const test = await startLiveLogin();
    expect(screen.getByLabelText('Palavra-passe')).toHaveValue('');
    expect(test.backend.controls.currentUser()).toBeNull();
  });
});
