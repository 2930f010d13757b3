import { screen } from '@testing-library/react';
import {
  DatabasePortError,
  consentMessages,
  consentTexts,
  privacyNoticeVersion,
} from '@amparo/shared-machines';
import { advance, carer, renderAdminApp, uid } from '../testing/renderAdminApp';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const asCarer = { as: 'carer' } as const;

async function fillAccount(user: Awaited<ReturnType<typeof renderAdminApp>>['user']) {
  await user.type(screen.getByLabelText('Nome e apelido'), 'Rosa Marques');
  await user.type(screen.getByLabelText('Endereço de e-mail'), 'rosa.marques@sapo.pt');
  await user.type(screen.getByLabelText('Palavra-passe'), 'abcdef');
}

describe("'Registar nova pessoa': the consent", () => {
  it('is asked before anything is created: who gives it, and the notice read, each message next to its field', async () => {
    const { user, backend } = await renderAdminApp('/pessoas/nova', {}, undefined, asCarer);
    const registerPerson = jest.spyOn(backend.people, 'registerPerson');
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Registar' }));
    await advance();
    expect(
      screen.getByRole('radiogroup', { name: consentTexts.question }),
    ).toHaveAccessibleDescription(consentMessages.giver);
    expect(
      screen.getByRole('checkbox', { name: consentTexts.noticeRead }),
    ).toHaveAccessibleDescription(consentMessages.noticeRead);
    expect(screen.getByRole('radio', { name: 'A própria pessoa' })).toHaveFocus();
    expect(registerPerson).not.toHaveBeenCalled();
    expect(Object.keys(backend.controls.snapshot('members') as object)).toEqual([uid]);
    expect(backend.controls.snapshot('consents')).toBeNull();
    expect(screen.getByRole('link', { name: /Ler o aviso de privacidade/ })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  });

  it("given by a legal representative: named with the relationship, recorded by the new person's session as recorded by the carer", async () => {
    const { user, backend } = await renderAdminApp('/pessoas/nova', {}, undefined, asCarer);
    await fillAccount(user);
    await user.click(screen.getByRole('radio', { name: 'Um representante legal' }));
    await user.click(screen.getByRole('checkbox', { name: consentTexts.noticeRead }));
    await user.click(screen.getByRole('button', { name: 'Registar' }));
    await advance();
    const name = screen.getByRole('textbox', { name: 'Nome do representante' });
    expect(name).toHaveAccessibleDescription(consentMessages.representativeName);
    expect(name).toHaveFocus();
    expect(screen.queryByRole('status')).toBeEmptyDOMElement();
    await user.type(name, 'Joana Marques');
    expect(name).not.toHaveAccessibleDescription(consentMessages.representativeName);
    await user.type(screen.getByRole('textbox', { name: 'Relação com a pessoa' }), 'filha');
    await user.click(screen.getByRole('button', { name: 'Registar' }));
    await advance();
    expect(screen.getByRole('status')).toHaveTextContent('Sucesso');
    const members = backend.controls.snapshot('members') as Record<string, { name: string }>;
    const [newUid] =
      Object.entries(members).find(([, member]) => member.name === 'Rosa Marques') ?? [];
    expect(Object.values(backend.controls.snapshot(`consents/${newUid}`) as object)).toEqual([
      expect.objectContaining({
        kind: 'dado',
        by: 'representante',
        representativeName: 'Joana Marques',
        relationship: 'filha',
        noticeVersion: privacyNoticeVersion,
        recordedBy: carer.uid,
      }),
    ]);
  });
});

describe("'Registar nova pessoa': each field says what is wrong, next to it", () => {
  const nameMissing = 'Escreva o nome e apelido da pessoa.';
  const emailHint = 'O e-mail deve incluir um @.';
  const passwordHint = 'A palavra-passe deve ter pelo menos 6 caracteres.';

  it.each<[string, string, string, string, Record<string, string>]>([
    [
      'nothing written',
      '',
      '',
      '',
      {
        'Nome e apelido': nameMissing,
        'Endereço de e-mail': `${emailHint} Escreva o endereço de e-mail.`,
        'Palavra-passe': `${passwordHint} Escreva a palavra-passe.`,
      },
    ],
    [
      'an e-mail without @ and a short password',
      'Rosa Marques',
      'maria.silva',
      'abc',
      {
        'Endereço de e-mail': `${emailHint} O endereço de e-mail não está completo: deve ter um @ e, depois dele, um ponto (por exemplo, nome@exemplo.pt).`,
        'Palavra-passe': `${passwordHint} A palavra-passe é demasiado curta: deve ter pelo menos 6 caracteres.`,
      },
    ],
  ])(
    '%s: the messages under their fields, focus on the first, nothing created',
    async (_label, name, email, password, messages) => {
      const { user, backend } = await renderAdminApp('/pessoas/nova', {}, undefined, asCarer);
      const registerPerson = jest.spyOn(backend.people, 'registerPerson');
      const fields = {
        'Nome e apelido': screen.getByRole('textbox', { name: 'Nome e apelido' }),
        'Endereço de e-mail': screen.getByRole('textbox', { name: 'Endereço de e-mail' }),
        'Palavra-passe': screen.getByLabelText('Palavra-passe'),
      };
      expect(fields['Nome e apelido'].closest('form')).toHaveAttribute('novalidate');
      if (name !== '') await user.type(fields['Nome e apelido'], name);
      if (email !== '') await user.type(fields['Endereço de e-mail'], email);
      if (password !== '') await user.type(fields['Palavra-passe'], password);
      await user.click(screen.getByRole('radio', { name: 'A própria pessoa' }));
      await user.click(screen.getByRole('checkbox', { name: consentTexts.noticeRead }));
      await user.click(screen.getByRole('button', { name: 'Registar' }));
      await advance();
      for (const [label, field] of Object.entries(fields)) {
        const message = messages[label];
        if (message === undefined) expect(field).not.toHaveAttribute('aria-invalid');
        else expect(field).toHaveAccessibleDescription(message);
        expect((field as HTMLInputElement).validationMessage).toBe('');
      }
      const first = Object.keys(messages)[0] as keyof typeof fields;
      expect(fields[first]).toHaveFocus();
      expect(registerPerson).not.toHaveBeenCalled();
      // The field's message goes as soon as it changes.
      await user.type(fields[first], 'x');
      expect(fields[first]).not.toHaveAttribute('aria-invalid');
    },
  );

  it("an e-mail already registered is said under the e-mail; another failure just above 'Registar'", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, backend } = await renderAdminApp('/pessoas/nova', {}, undefined, asCarer);
    const email = screen.getByRole('textbox', { name: 'Endereço de e-mail' });
    await user.type(screen.getByRole('textbox', { name: 'Nome e apelido' }), 'Ana Outra');
    await user.type(email, carer.email);
    await user.type(screen.getByLabelText('Palavra-passe'), 'abcdef');
    await user.click(screen.getByRole('radio', { name: 'A própria pessoa' }));
    await user.click(screen.getByRole('checkbox', { name: consentTexts.noticeRead }));
    await user.click(screen.getByRole('button', { name: 'Registar' }));
    await advance();
    expect(email).toHaveAccessibleDescription(
      `${emailHint} O e-mail que inseriu já está registado`,
    );
    expect(email).toHaveFocus();

    jest
      .spyOn(backend.people, 'registerPerson')
      .mockRejectedValue(new DatabasePortError('permission_denied', 'denied'));
    await user.clear(email);
    await user.type(email, 'ana.outra@sapo.pt');
    await user.click(screen.getByRole('button', { name: 'Registar' }));
    await advance();
    const alert = screen.getByText(/Não foi possível concluir o registo/);
    const registar = screen.getByRole('button', { name: 'Registar' });
    expect(alert.compareDocumentPosition(registar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    jest.restoreAllMocks();
  });
});
