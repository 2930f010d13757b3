import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellApp } from '../ShellApp';
import { maria, renderWithShellServices, startShellServices } from '../testing/shellTestServices';

async function renderLogin(path = '/') {
  const test = await startShellServices({ path });
  renderWithShellServices(<ShellApp />, test);
  return test;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Endereço de e-mail' }), email);
  await user.type(screen.getByLabelText('Palavra-passe'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('Login', () => {
  // The login machine logs each failure (docs/product.md: Failures: what is said and what is logged): keep the test output quiet.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each(['/', '/login'])(
    'at %s shows the welcome and the form with the spec texts',
    async (path) => {
      await renderLogin(path);
      expect(screen.getByRole('heading', { name: 'Bem-vindo!' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'Para aceder à plataforma, insira os dados que lhe foram dados pela ProBranca',
        ),
      ).toBeInTheDocument();
      const email = screen.getByRole('textbox', { name: 'Endereço de e-mail' });
      // A text field with the e-mail keyboard: the browser keeps no check (nor message) of its own.
      expect(email).toHaveAttribute('type', 'text');
      expect(email).toHaveAttribute('inputmode', 'email');
      expect(email).toHaveAttribute('autocapitalize', 'none');
      expect(email).toHaveAttribute('placeholder', 'Toque aqui para escrever o seu e-mail');
      expect(email).toBeRequired();
      expect(email).toHaveAccessibleDescription('O e-mail deve incluir um @.');
      const password = screen.getByLabelText('Palavra-passe');
      expect(password).toHaveAttribute('type', 'password');
      expect(password).toHaveAttribute(
        'placeholder',
        'Toque aqui para escrever a sua palavra-passe',
      );
      expect(password).toBeRequired();
      expect(screen.getByRole('button', { name: 'Entrar' })).toHaveAttribute('type', 'submit');
      expect(screen.getByRole('button', { name: 'Entrar' }).closest('form')).toHaveAttribute(
        'novalidate',
      );
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    },
  );

  it('signs in and shows home', async () => {
    const test = await renderLogin();
    await fillAndSubmit(maria.email, maria.password);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' }),
    ).toBeInTheDocument();
    expect(test.backend.controls.currentUser()?.email).toBe(maria.email);
  });

  it('shows the spec message on a wrong password, and lets the person try again', async () => {
    const test = await renderLogin();
    await fillAndSubmit(maria.email, 'errada');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ocorreu algum erro, por favor verifique os dados inseridos.',
      ),
    );
    expect(test.backend.controls.currentUser()).toBeNull();
    const password = screen.getByLabelText('Palavra-passe');
    await userEvent.clear(password);
    await userEvent.type(password, maria.password);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' }),
    ).toBeInTheDocument();
  });

  it('shows the same message for an unknown account', async () => {
    await renderLogin();
    await fillAndSubmit('ninguem@gmail.com', 'qualquer1');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ocorreu algum erro, por favor verifique os dados inseridos.',
      ),
    );
  });
});

describe('Login: the form says what is wrong, next to the field', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const emailMissing = 'Escreva o endereço de e-mail.';
  const emailIncomplete =
    'O endereço de e-mail não está completo: deve ter um @ e, depois dele, um ponto (por exemplo, nome@exemplo.pt).';
  const passwordMissing = 'Escreva a palavra-passe.';

  it.each<[string, string, string, string | null, string | null]>([
    ['nothing written', '', '', emailMissing, passwordMissing],
    ['an e-mail without @', 'maria.silva', 'segredo1', emailIncomplete, null],
    ['an e-mail without a dot after the @', 'maria.silva@gmail', 'segredo1', emailIncomplete, null],
    ['no password', maria.email, '', null, passwordMissing],
  ])(
    '%s: each message under its field, focus on the first, nothing tried',
    async (_label, typedEmail, typedPassword, emailError, passwordError) => {
      const test = await renderLogin();
      const signIn = jest.spyOn(test.backend.auth, 'signInWithEmail');
      const user = userEvent.setup();
      const email = screen.getByRole('textbox', { name: 'Endereço de e-mail' });
      const password = screen.getByLabelText('Palavra-passe');
      if (typedEmail !== '') await user.type(email, typedEmail);
      if (typedPassword !== '') await user.type(password, typedPassword);
      await user.click(screen.getByRole('button', { name: 'Entrar' }));
      for (const [field, error, description] of [
        [email, emailError, 'O e-mail deve incluir um @.'],
        [password, passwordError, ''],
      ] as const) {
        if (error === null) {
          expect(field).not.toHaveAttribute('aria-invalid');
        } else {
          expect(field).toHaveAttribute('aria-invalid', 'true');
          expect(field).toHaveAccessibleDescription(`${description} ${error}`.trim());
        }
        expect((field as HTMLInputElement).validationMessage).toBe('');
      }
      expect(emailError !== null ? email : password).toHaveFocus();
      expect(signIn).not.toHaveBeenCalled();
      // Not the whole form's error: the line above 'Entrar' stays empty.
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    },
  );

  it("a field's message goes as soon as that field changes, the other's stays", async () => {
    await renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const email = screen.getByRole('textbox', { name: 'Endereço de e-mail' });
    const password = screen.getByLabelText('Palavra-passe');
    await user.type(email, 'm');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAccessibleDescription('O e-mail deve incluir um @.');
    expect(password).toHaveAccessibleDescription(passwordMissing);
    expect(email).toHaveFocus();
  });

  it('spaces around the e-mail are not counted, and not sent', async () => {
    const test = await renderLogin();
    const signIn = jest.spyOn(test.backend.auth, 'signInWithEmail');
    await fillAndSubmit(`  ${maria.email} `, maria.password);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' }),
    ).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith(maria.email, maria.password);
  });

  it("the attempt's failure is said just above 'Entrar', the form described by it", async () => {
    await renderLogin();
    await fillAndSubmit(maria.email, 'errada');
    const alert = await screen.findByText(
      'Ocorreu algum erro, por favor verifique os dados inseridos.',
    );
    const entrar = screen.getByRole('button', { name: 'Entrar' });
    expect(alert.compareDocumentPosition(entrar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(entrar.closest('form')).toHaveAccessibleDescription(
      'Ocorreu algum erro, por favor verifique os dados inseridos.',
    );
  });
});

describe('Login with unsteady hands', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  async function typeCredentials(
    user: ReturnType<typeof userEvent.setup>,
    email: string,
    password: string,
  ) {
    await user.type(screen.getByRole('textbox', { name: 'Endereço de e-mail' }), email);
    await user.type(screen.getByLabelText('Palavra-passe'), password);
  }

  it.each([
    ['a double tap', 'dblClick'],
    ['a triple tap', 'tripleClick'],
  ] as const)('%s on Entrar makes one sign-in request', async (_label, tap) => {
    const test = await renderLogin();
    const signIn = jest.spyOn(test.backend.auth, 'signInWithEmail');
    const user = userEvent.setup();
    await typeCredentials(user, maria.email, maria.password);
    await user[tap](screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Olá, Maria' }),
    ).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('two taps on Entrar 150 ms apart make one sign-in request', async () => {
    jest.useFakeTimers();
    const test = await renderLogin();
    const signIn = jest.spyOn(test.backend.auth, 'signInWithEmail');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await typeCredentials(user, maria.email, maria.password);
    const entrar = screen.getByRole('button', { name: 'Entrar' });
    await user.click(entrar);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(150);
    });
    await user.click(entrar);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Olá, Maria' })).toBeInTheDocument();
  });

  it.each([
    ['the e-mail', 'textbox'],
    ['the password', 'password'],
  ] as const)('the error goes as soon as %s changes', async (_label, field) => {
    await renderLogin();
    await fillAndSubmit(maria.email, 'errada');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ocorreu algum erro, por favor verifique os dados inseridos.',
      ),
    );
    const input =
      field === 'textbox'
        ? screen.getByRole('textbox', { name: 'Endereço de e-mail' })
        : screen.getByLabelText('Palavra-passe');
    await userEvent.type(input, 'x');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("'Esqueceu-se da palavra-passe?' sends the link to the e-mail typed and says so in Portuguese", async () => {
    const test = await renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Endereço de e-mail' }), maria.email);
    await user.dblClick(screen.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        `Enviámos um email para ${maria.email} com um link para escolher uma nova palavra-passe.`,
      ),
    );
    expect(test.backend.controls.passwordResetsSent()).toEqual([maria.email]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('with no e-mail typed, asks for it first and sends nothing; typing it takes the message away', async () => {
    const test = await renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Escreva primeiro o seu e-mail no campo 'Endereço de e-mail' e depois toque outra vez em 'Esqueceu-se da palavra-passe?'.",
    );
    expect(test.backend.controls.passwordResetsSent()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Endereço de e-mail' }), 'm');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('a reset that fails is said in Portuguese', async () => {
    await renderLogin();
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: 'Endereço de e-mail' }),
      'ninguem@gmail.com',
    );
    await user.click(screen.getByRole('button', { name: 'Esqueceu-se da palavra-passe?' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Não foi possível enviar o e-mail para escolher uma nova palavra-passe. Verifique o endereço e tente novamente.',
      ),
    );
  });
});

describe('Shell while the session is unknown', () => {
  it('shows a calm loading state, not the login', async () => {
    const test = await startShellServices({ path: '/' });
    // A fresh auth actor in its first state: the identity service has not answered yet.
    const { createActor, fromCallback } = await import('xstate');
    const { authMachine } = await import('@amparo/shared-machines');
    const unknown = createActor(
      authMachine.provide({ actors: { observeAuth: fromCallback(() => () => undefined) } }),
    ).start();
    renderWithShellServices(<ShellApp />, {
      ...test,
      services: { ...test.services, auth: unknown },
    });
    expect(screen.getByRole('status')).toHaveTextContent('A carregar…');
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    unknown.stop();
  });
});
