import { screen } from '@testing-library/react';
import { consentMessages, consentTexts, privacyNoticeVersion } from '@amparo/shared-machines';
import { advance, carer, renderAdminApp, uid } from '../testing/renderAdminApp';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const asCarer = { as: 'carer' } as const;

async function fillAccount(user: Awaited<ReturnType<typeof renderAdminApp>>['user']) {
  await user.type(screen.getByLabelText('Nome e apelido'), 'Rosa Marques');
  await user.type(screen.getByLabelText('Endereço de email'), 'rosa.marques@sapo.pt');
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
