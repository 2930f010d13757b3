import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { patient, renderSignedIn } from '@amparo/shared-ui/testing';
import { CirclesScreen } from './CirclesScreen';

const maria = 'mariaUid';
const pedro = patient.uid;

function circleData(posts: Record<string, unknown> = {}) {
  return {
    relatives: { [pedro]: { name: 'Pedro', since: 1, invitation: 'x' } },
    relativeCircles: { [pedro]: { [maria]: true } },
    circles: { [maria]: { members: { [pedro]: { name: 'Pedro', invitation: 'x', since: 1 } } } },
    family: { [maria]: { posts } },
  };
}

describe('A minha família (a relative)', () => {
  it('lists the people of her circles with their posts, newest first', async () => {
    await renderSignedIn(<CirclesScreen />, {
      data: circleData({
        '-Nold000000000000001': {
          from: pedro,
          fromName: 'Pedro',
          at: 1000,
          kind: 'mensagem',
          text: 'Primeira',
        },
        '-Nnew000000000000002': {
          from: pedro,
          fromName: 'Pedro',
          at: 2000,
          kind: 'mensagem',
          text: 'Segunda',
        },
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'A minha família' })).toBeInTheDocument();
    const person = await screen.findByRole('region', { name: 'Pessoa 1 da sua família' });
    const list = await within(person).findByRole('list', { name: 'Mensagens e fotografias' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Segunda', 'Primeira']);
  });

  it('says so when she is in nobody’s circle', async () => {
    await renderSignedIn(<CirclesScreen />, { data: {} });
    expect(
      await screen.findByText(
        'Ainda não faz parte do círculo de ninguém. Peça um convite à sua família.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses an empty or too long message in Portuguese, then sends one that lands in the posts', async () => {
    const user = userEvent.setup();
    await renderSignedIn(<CirclesScreen />, { data: circleData() });
    const field = await screen.findByRole('textbox', { name: 'Mensagem' });
    const send = screen.getByRole('button', { name: 'Enviar mensagem' });

    await user.click(send);
    expect(field).toHaveAccessibleDescription('Escreva a mensagem antes de enviar.');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.click(field);
    await user.paste('x'.repeat(501));
    await user.click(send);
    expect(field).toHaveAccessibleDescription('A mensagem pode ter no máximo 500 caracteres.');

    await user.clear(field);
    await user.type(field, 'Olá, mãe!');
    await user.click(send);
    expect(await screen.findByText('Mensagem enviada.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    const list = await screen.findByRole('list', { name: 'Mensagens e fotografias' });
    expect(await within(list).findByText('Olá, mãe!')).toBeInTheDocument();
  });
});
