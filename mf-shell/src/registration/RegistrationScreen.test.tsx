import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AuthPortError,
  consentMessages,
  consentTexts,
  privacyNoticeVersion,
} from '@amparo/shared-machines';
import { ShellApp } from '../ShellApp';
import {
  maria,
  renderWithShellServices,
  startShellServices,
  testAssociationCode,
} from '../testing/shellTestServices';

async function renderRegistration(path = `/registar${testAssociationCode}`) {
  const test = await startShellServices({ path });
  renderWithShellServices(<ShellApp />, test);
  return test;
}

/** 'A própria pessoa' gives the consent, having read the notice. */
async function consentByHerself(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'A própria pessoa' }));
  await user.click(screen.getByRole('checkbox', { name: consentTexts.noticeRead }));
}

async function register(name: string, email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Nome e apelido' }), name);
  await user.type(screen.getByRole('textbox', { name: 'Endereço de e-mail' }), email);
  await user.type(screen.getByLabelText('Palavra-passe'), password);
  await consentByHerself(user);
  await user.click(screen.getByRole('button', { name: 'Registar' }));
}

describe('Registration', () => {
  // The registration machine logs each failure (docs/product.md: Failures: what is said and what is logged): keep the test output quiet.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('checks the association code with a loading state, then shows the form and the spec texts', async () => {
    await renderRegistration();
    expect(screen.getByRole('status')).toHaveTextContent('A verificar o endereço…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registo' })).toBeInTheDocument();
    expect(
      screen.getByText('Insira os dados que lhe foram dados pela ProBranca.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome e apelido' })).toBeRequired();
    const email = screen.getByRole('textbox', { name: 'Endereço de e-mail' });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email.closest('form')).toHaveAttribute('novalidate');
    expect(screen.getByLabelText('Palavra-passe')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Já tem conta? Inicie sessão aqui!' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it("creates the account, says 'Sucesso' and the person is signed in", async () => {
    const test = await renderRegistration();
    await register('Ana Costa', 'ana.costa@gmail.com', 'segura123');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sucesso'));
    expect(test.backend.controls.currentUser()?.email).toBe('ana.costa@gmail.com');
    expect(test.backend.controls.userDocuments()).toContainEqual(
      expect.objectContaining({
        name: 'Ana Costa',
        email: 'ana.costa@gmail.com',
        authProvider: 'local',
      }),
    );
    await waitFor(() => expect(test.auth.getSnapshot().matches('signedIn')).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Sucesso');
    await userEvent.click(screen.getByRole('link', { name: 'Ir para o início' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Ana' })).toBeInTheDocument();
  });

  it('records her consent, given by herself, right after her membership', async () => {
    const test = await renderRegistration();
    await register('Ana Costa', 'ana.costa@gmail.com', 'segura123');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sucesso'));
    const uid = test.backend.controls.currentUser()?.uid as string;
    expect(Object.values(test.backend.controls.snapshot(`consents/${uid}`) as object)).toEqual([
      expect.objectContaining({
        kind: 'dado',
        by: 'pessoa',
        noticeVersion: privacyNoticeVersion,
        recordedBy: uid,
      }),
    ]);
  });

  it('asks who gives the consent and that the notice was read: each message next to its field, nothing created', async () => {
    const test = await renderRegistration();
    const signUp = jest.spyOn(test.backend.auth, 'signUpWithEmail');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Nome e apelido' }), 'Ana Costa');
    await user.type(screen.getByRole('textbox', { name: 'Endereço de e-mail' }), 'ana@gmail.com');
    await user.type(screen.getByLabelText('Palavra-passe'), 'segura123');
    await user.click(screen.getByRole('button', { name: 'Registar' }));
    const question = screen.getByRole('radiogroup', { name: consentTexts.question });
    expect(question).toHaveAccessibleDescription(consentMessages.giver);
    expect(screen.getByRole('radio', { name: 'A própria pessoa' })).toHaveFocus();
    const tick = screen.getByRole('checkbox', { name: consentTexts.noticeRead });
    expect(tick).toBeInvalid();
    expect(tick).toHaveAccessibleDescription(consentMessages.noticeRead);
    expect(signUp).not.toHaveBeenCalled();
    expect(test.backend.controls.snapshot('consents')).toBeNull();
    expect(test.backend.controls.currentUser()).toBeNull();

    // A legal representative: named, with the relationship, both asked for.
    await user.click(screen.getByRole('radio', { name: 'Um representante legal' }));
    expect(question).not.toHaveAccessibleDescription(consentMessages.giver);
    await user.click(tick);
    await user.click(screen.getByRole('button', { name: 'Registar' }));
    expect(
      screen.getByRole('textbox', { name: 'Nome do representante' }),
    ).toHaveAccessibleDescription(consentMessages.representativeName);
    expect(screen.getByRole('textbox', { name: 'Nome do representante' })).toHaveFocus();
    expect(
      screen.getByRole('textbox', { name: 'Relação com a pessoa' }),
    ).toHaveAccessibleDescription(
      `Por exemplo: filha, filho, tutor. ${consentMessages.relationship}`,
    );
    expect(signUp).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Nome do representante' }), 'Rui Costa');
    await user.type(screen.getByRole('textbox', { name: 'Relação com a pessoa' }), 'filho');
    await user.click(screen.getByRole('button', { name: 'Registar' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sucesso'));
    const uid = test.backend.controls.currentUser()?.uid as string;
    expect(Object.values(test.backend.controls.snapshot(`consents/${uid}`) as object)).toEqual([
      expect.objectContaining({
        by: 'representante',
        representativeName: 'Rui Costa',
        relationship: 'filho',
        recordedBy: uid,
      }),
    ]);
  });

  it('says the password is too short, under the password, before anything is sent', async () => {
    const test = await renderRegistration();
    const signUp = jest.spyOn(test.backend.auth, 'signUpWithEmail');
    await register('Ana Costa', 'ana.costa@gmail.com', '123');
    const password = screen.getByLabelText('Palavra-passe');
    expect(password).toHaveAccessibleDescription(
      'A palavra-passe deve ter pelo menos 6 caracteres. A palavra-passe é demasiado curta: deve ter pelo menos 6 caracteres.',
    );
    expect(password).toHaveFocus();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('says the e-mail is already registered, under the e-mail, focus there', async () => {
    await renderRegistration();
    await register('Maria Silva', maria.email, 'segura123');
    const email = screen.getByRole('textbox', { name: 'Endereço de e-mail' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'O e-mail deve incluir um @. O e-mail que inseriu já está registado',
      ),
    );
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("a failure about the whole form is said just above 'Registar'", async () => {
    const test = await renderRegistration();
    jest
      .spyOn(test.backend.auth, 'signUpWithEmail')
      .mockRejectedValue(new AuthPortError('auth/network-request-failed', 'offline'));
    await register('Ana Costa', 'ana.costa@gmail.com', 'segura123');
    const alert = await screen.findByText(/Verifique a ligação e tente novamente\./);
    const registar = screen.getByRole('button', { name: 'Registar' });
    expect(alert.compareDocumentPosition(registar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(registar.closest('form')).toHaveAccessibleDescription(alert.textContent ?? '');
  });

  it.each<[string, string, string, string, Record<string, string>]>([
    [
      'nothing written',
      '',
      '',
      '',
      {
        'Nome e apelido': 'Escreva o seu nome e apelido.',
        'Endereço de e-mail': 'O e-mail deve incluir um @. Escreva o endereço de e-mail.',
        'Palavra-passe':
          'A palavra-passe deve ter pelo menos 6 caracteres. Escreva a palavra-passe.',
      },
    ],
    [
      'an e-mail without @',
      'Ana Costa',
      'maria.silva',
      'segura123',
      {
        'Endereço de e-mail':
          'O e-mail deve incluir um @. O endereço de e-mail não está completo: deve ter um @ e, depois dele, um ponto (por exemplo, nome@exemplo.pt).',
      },
    ],
  ])(
    '%s: each message under its field, focus on the first, nothing sent',
    async (_label, name, email, password, messages) => {
      const test = await renderRegistration();
      const signUp = jest.spyOn(test.backend.auth, 'signUpWithEmail');
      const user = userEvent.setup();
      const fields = {
        'Nome e apelido': await screen.findByRole('textbox', { name: 'Nome e apelido' }),
        'Endereço de e-mail': screen.getByRole('textbox', { name: 'Endereço de e-mail' }),
        'Palavra-passe': screen.getByLabelText('Palavra-passe'),
      };
      for (const [field, value] of [
        [fields['Nome e apelido'], name],
        [fields['Endereço de e-mail'], email],
        [fields['Palavra-passe'], password],
      ] as const)
        if (value !== '') await user.type(field, value);
      await consentByHerself(user);
      await user.click(screen.getByRole('button', { name: 'Registar' }));
      for (const [label, field] of Object.entries(fields)) {
        const message = messages[label];
        if (message === undefined) expect(field).not.toHaveAttribute('aria-invalid');
        else expect(field).toHaveAccessibleDescription(message);
        expect((field as HTMLInputElement).validationMessage).toBe('');
      }
      const first = Object.keys(fields).find(
        (label) => messages[label] !== undefined,
      ) as keyof typeof fields;
      expect(fields[first]).toHaveFocus();
      expect(signUp).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    },
  );

  it('account fields and the consent refused at once: focus on the first account field', async () => {
    await renderRegistration();
    await userEvent.click(await screen.findByRole('button', { name: 'Registar' }));
    expect(screen.getByRole('textbox', { name: 'Nome e apelido' })).toHaveFocus();
    expect(
      screen.getByRole('radiogroup', { name: consentTexts.question }),
    ).toHaveAccessibleDescription(consentMessages.giver);
  });

  it('shows the login for a wrong association code', async () => {
    await renderRegistration('/registarerrado');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Registo' })).not.toBeInTheDocument();
  });

  it('offers to try again when the code cannot be checked', async () => {
    const test = await startShellServices({ path: `/registar${testAssociationCode}` });
    test.backend.controls.failNext('get', 'unavailable');
    renderWithShellServices(<ShellApp />, test);
    await userEvent.click(await screen.findByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('textbox', { name: 'Nome e apelido' })).toBeInTheDocument();
  });
});

describe('Registration with unsteady hands', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  async function fill(
    user: ReturnType<typeof userEvent.setup>,
    name: string,
    email: string,
    password: string,
  ) {
    await user.type(await screen.findByRole('textbox', { name: 'Nome e apelido' }), name);
    await user.type(screen.getByRole('textbox', { name: 'Endereço de e-mail' }), email);
    await user.type(screen.getByLabelText('Palavra-passe'), password);
    await consentByHerself(user);
  }

  it.each([
    ['a double tap', 'dblClick'],
    ['a triple tap', 'tripleClick'],
  ] as const)('%s on Registar creates one account', async (_label, tap) => {
    const test = await renderRegistration();
    const signUp = jest.spyOn(test.backend.auth, 'signUpWithEmail');
    const user = userEvent.setup();
    await fill(user, 'Ana Costa', 'ana.costa@gmail.com', 'segura123');
    await user[tap](screen.getByRole('button', { name: 'Registar' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sucesso'));
    expect(signUp).toHaveBeenCalledTimes(1);
  });

  it("the e-mail's error stays while the name changes and goes as soon as the e-mail changes", async () => {
    await renderRegistration();
    const user = userEvent.setup();
    await fill(user, 'Maria Silva', maria.email, 'segura123');
    await user.click(screen.getByRole('button', { name: 'Registar' }));
    const email = screen.getByRole('textbox', { name: 'Endereço de e-mail' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await user.type(screen.getByRole('textbox', { name: 'Nome e apelido' }), 'x');
    expect(email).toHaveAccessibleDescription(
      'O e-mail deve incluir um @. O e-mail que inseriu já está registado',
    );
    await user.type(email, 'x');
    expect(email).toHaveAccessibleDescription('O e-mail deve incluir um @.');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("the password's error goes as soon as the password changes", async () => {
    await renderRegistration();
    const user = userEvent.setup();
    await fill(user, 'Ana Costa', 'ana.costa@gmail.com', '123');
    await user.click(screen.getByRole('button', { name: 'Registar' }));
    const password = screen.getByLabelText('Palavra-passe');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.type(password, '4');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAccessibleDescription(
      'A palavra-passe deve ter pelo menos 6 caracteres.',
    );
  });
});
