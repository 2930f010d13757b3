import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invitationCodeHash } from '@amparo/shared-machines';
import type { InMemoryBackendSeed } from '@amparo/shared-machines/testing';
import { ShellApp } from '../ShellApp';
import {
  defaultSeed,
  maria,
  renderWithShellServices,
  startShellServices,
} from '../testing/shellTestServices';

const openCode = 'K7Q2-M9XD-PT4C';
const usedCode = 'B3C4-D5F6-G7H8';

async function seedWithInvitations(): Promise<InMemoryBackendSeed> {
  const invitation = {
    person: maria.uid,
    personName: maria.name,
    email: 'pedro.silva@gmail.com',
    invitedBy: maria.uid,
    createdAt: Date.now(),
  };
  return {
    ...defaultSeed,
    data: {
      ...defaultSeed.data,
      invitations: {
        [await invitationCodeHash(openCode)]: invitation,
        [await invitationCodeHash(usedCode)]: { ...invitation, usedBy: 'uid-rita' },
      },
    },
  };
}

async function openAcceptance(path: string) {
  const test = await startShellServices({ path, seed: await seedWithInvitations() });
  renderWithShellServices(<ShellApp />, test);
  return test;
}

describe('Accepting an invitation (/convite), signed out', () => {
  it('the login leads a relative there', async () => {
    const test = await startShellServices({ path: '/' });
    renderWithShellServices(<ShellApp />, test);
    expect(
      await screen.findByRole('link', { name: 'Recebi um convite da família' }),
    ).toHaveAttribute('href', '/convite');
  });

  it('asks for the code, and says so when none is typed', async () => {
    const user = userEvent.setup();
    await openAcceptance('/convite');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Convite da família' }),
    ).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Código do convite' });
    await user.click(screen.getByRole('button', { name: 'Verificar convite' }));
    expect(field).toHaveAccessibleDescription(/Escreva o código do convite que recebeu\./);
    expect(screen.getByRole('link', { name: 'Já tem conta? Inicie sessão aqui!' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('a used code in the link’s fragment is refused with its sentence, and leaves the address', async () => {
    await openAcceptance(`/convite#${usedCode}`);
    expect(
      await screen.findByText('Este convite já foi usado. Peça um novo convite.'),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('textbox', { name: 'Código do convite' })).toBeInTheDocument();
  });

  it('an unknown code is refused with its sentence', async () => {
    const user = userEvent.setup();
    await openAcceptance('/convite');
    await user.type(
      await screen.findByRole('textbox', { name: 'Código do convite' }),
      'ZZZZ-ZZZZ-ZZZZ',
    );
    await user.click(screen.getByRole('button', { name: 'Verificar convite' }));
    expect(
      await screen.findByText('Este convite não existe ou foi cancelado. Peça um novo convite.'),
    ).toBeInTheDocument();
  });

  it('with an open code she makes her account, joins Maria’s circle under her name, and goes to her section', async () => {
    const user = userEvent.setup();
    const test = await openAcceptance('/convite');
    await user.type(await screen.findByRole('textbox', { name: 'Código do convite' }), openCode);
    await user.click(screen.getByRole('button', { name: 'Verificar convite' }));
    expect(await screen.findByText('Convite para a família de Maria Silva.')).toBeInTheDocument();

    // The registration's fields and rules: a short password is refused under its field.
    await user.type(screen.getByRole('textbox', { name: 'Nome e apelido' }), 'Pedro Silva');
    await user.type(
      screen.getByRole('textbox', { name: 'Endereço de e-mail' }),
      'pedro.silva@gmail.com',
    );
    const password = screen.getByLabelText('Palavra-passe');
    await user.type(password, '123');
    await user.click(screen.getByRole('button', { name: 'Criar conta e entrar' }));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();

    await user.clear(password);
    await user.type(password, 'amparo2024');
    await user.click(screen.getByRole('button', { name: 'Criar conta e entrar' }));
    await waitFor(() => expect(test.navigate).toHaveBeenCalledWith('/familia'));
    const relatives = test.backend.controls.snapshot('relatives') as Record<string, unknown>;
    const [uid] = Object.keys(relatives);
    expect(relatives[uid as string]).toMatchObject({ name: 'Pedro Silva' });
    expect(test.backend.controls.snapshot(`relativeCircles/${uid}/${maria.uid}`)).toEqual({
      name: maria.name,
    });
    expect(test.backend.controls.snapshot(`circles/${maria.uid}/members/${uid}`)).toMatchObject({
      name: 'Pedro Silva',
    });
  });
});
