import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invitationCodeHash, type PhotosPort } from '@amparo/shared-machines';
import { patient, renderSignedIn } from '@amparo/shared-ui/testing';
import { calendarDateInTimeZone, isoCalendarDate } from '@amparo/shared-machines/patient';
import { CirclesScreen } from './CirclesScreen';

const maria = 'mariaUid';
const pedro = patient.uid;

function circleData(posts: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) {
  return {
    relatives: { [pedro]: { name: 'Pedro', since: 1, invitation: 'x' } },
    relativeCircles: { [pedro]: { [maria]: { name: 'Maria Silva' } } },
    circles: { [maria]: { members: { [pedro]: { name: 'Pedro', invitation: 'x', since: 1 } } } },
    family: { [maria]: { posts, ...settings } },
  };
}

/** A message from Pedro, sent at `at`. */
function fromPedro(text: string, at: number) {
  return { from: pedro, fromName: 'Pedro', at, kind: 'mensagem', text };
}

describe('A minha família (a relative)', () => {
  it('lists the people of her circles with their posts, newest first', async () => {
    await renderSignedIn(<CirclesScreen />, {
      data: circleData({
        '-Nold000000000000001': fromPedro('Primeira', 1000),
        '-Nnew000000000000002': fromPedro('Segunda', 2000),
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'A minha família' })).toBeInTheDocument();
    const person = await screen.findByRole('region', { name: 'Maria Silva' });
    const list = await within(person).findByRole('list', { name: 'Mensagens e fotografias' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Segunda', 'Primeira']);
  });

  it('shows her ready answers under the post she answered', async () => {
    await renderSignedIn(<CirclesScreen />, {
      data: circleData(
        {
          '-Nold000000000000001': fromPedro('Primeira', 1000),
        },
        {
          replies: {
            '-Nrep000000000000001': { post: '-Nold000000000000001', answer: 'obrigada', at: 5000 },
            '-Nrep000000000000002': { post: '-Nold000000000000001', answer: 'ligame', at: 9000 },
          },
        },
      ),
    });
    const list = await screen.findByRole('list', { name: 'Mensagens e fotografias' });
    const post = (await within(list).findByText('Primeira')).closest('li') as HTMLElement;
    const answers = within(post).getAllByText(/^Respondeu: /);
    expect(answers.map((answer) => answer.textContent?.replace(/ \(.*\)$/, ''))).toEqual([
      'Respondeu: Obrigada!',
      'Respondeu: Liga-me',
    ]);
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

describe('photos in her list of posts', () => {
  const photos: PhotosPort = {
    downloadUrl: async () => 'data:image/jpeg;base64,/9j/2Q==',
    upload: async () => undefined,
    remove: async () => undefined,
  };
  /** A photo from Pedro stored under `key`, sent at `at`, with its caption when it has one. */
  const photoFromPedro = (key: string, at: number, caption?: string) => ({
    from: pedro,
    fromName: 'Pedro',
    at,
    kind: 'foto',
    photo: `family/${maria}/${key}.jpg`,
    ...(caption === undefined ? {} : { text: caption }),
  });

  it('names each photo by who sent it and reads a caption once, as the text below it', async () => {
    await renderSignedIn(<CirclesScreen />, {
      data: circleData({
        '-Nold000000000000001': photoFromPedro('-Nold000000000000001', 1000),
        '-Nnew000000000000002': photoFromPedro('-Nnew000000000000002', 2000, 'Os miúdos na praia'),
      }),
      photos,
    });
    const list = await screen.findByRole('list', { name: 'Mensagens e fotografias' });
    const shown = await within(list).findAllByRole('img', { name: 'Fotografia enviada por Pedro' });
    const [captioned, uncaptioned] = shown.map((photo) => photo.closest('li') as HTMLElement);
    expect(within(captioned as HTMLElement).getAllByText('Os miúdos na praia')).toHaveLength(1);
    expect(within(list).queryByRole('img', { name: /praia/ })).not.toBeInTheDocument();
    expect(within(uncaptioned as HTMLElement).queryByText(/Fotografia/)).not.toBeInTheDocument();
  });
});

describe('her day, as Pedro sees it', () => {
  const day = {
    date: isoCalendarDate(calendarDateInTimeZone(new Date())),
    doses: {
      'm1-0800': { medicine: 'Paracetamol', time: '08:00', takenAt: '08:35' },
      'm2-2000': { medicine: 'Ben-u-ron', time: '20:00' },
    },
    appointments: { c1: { title: 'Cardiologia', day: 'amanha', time: '10:30' } },
  };

  it('shows the doses and appointments when she shares it, and logs his view in her access log', async () => {
    const { backend } = await renderSignedIn(<CirclesScreen />, {
      data: circleData({}, { settings: { dayShared: true }, day }),
    });
    expect(await screen.findByText('Tomou o Paracetamol às 08:35')).toBeInTheDocument();
    expect(screen.getByText('Ben-u-ron às 20:00: ainda não tomou')).toBeInTheDocument();
    expect(screen.getByText('Consulta de Cardiologia amanhã às 10:30')).toBeInTheDocument();
    await waitFor(async () => {
      const log = (await backend.database.get(`accessLog/${maria}`)) as Record<string, unknown>;
      expect(Object.values(log ?? {})).toEqual([
        expect.objectContaining({ who: pedro, whoName: 'Pedro', action: 'ver', record: 'dia' }),
      ]);
    });
  });

  it('does not show yesterday’s doses as today’s when her tablet has not been on since midnight', async () => {
    const yesterday = { ...day, date: '2020-01-01' };
    await renderSignedIn(<CirclesScreen />, {
      data: circleData({}, { settings: { dayShared: true }, day: yesterday }),
    });
    expect(
      await screen.findByText(
        'Ainda não há notícias de hoje: o dia aparece aqui quando o tablet dela estiver ligado.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Tomou o Paracetamol às 08:35')).not.toBeInTheDocument();
  });

  it('says calmly that she has not shared it, and logs nothing', async () => {
    const { backend } = await renderSignedIn(<CirclesScreen />, {
      data: circleData({}, { settings: { dayShared: false }, day }),
    });
    expect(
      await screen.findByText('Esta pessoa ainda não partilhou o dia dela com a família.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Tomou o Paracetamol às 08:35')).not.toBeInTheDocument();
    expect(await backend.database.get(`accessLog/${maria}`)).toBeNull();
  });

  it('joins another circle with a new code: refused codes say why, an open one names the person', async () => {
    const user = userEvent.setup();
    const code = 'K7Q2-M9XD-PT4C';
    const used = 'B3C4-D5F6-G7H8';
    const invitation = {
      person: 'joseUid',
      personName: 'José Santos',
      email: 'pedro.silva@gmail.com',
      invitedBy: 'joseUid',
      createdAt: Date.now(),
    };
    const data = {
      ...circleData(),
      members: { joseUid: { name: 'José Santos', since: 1 } },
      invitations: {
        [await invitationCodeHash(code)]: invitation,
        [await invitationCodeHash(used)]: { ...invitation, usedBy: 'ritaUid' },
      },
    };
    const test = await renderSignedIn(<CirclesScreen />, { data });
    const join = await screen.findByRole('region', { name: 'Juntar-me com um convite' });
    const field = within(join).getByRole('textbox', { name: 'Código do convite' });
    const check = within(join).getByRole('button', { name: 'Verificar convite' });

    await user.click(check);
    expect(field).toHaveAccessibleDescription(/Escreva o código do convite que recebeu\./);

    await user.type(field, used);
    await user.click(check);
    expect(
      await within(join).findByText('Este convite já foi usado. Peça um novo convite.'),
    ).toBeInTheDocument();

    const again = within(join).getByRole('textbox', { name: 'Código do convite' });
    await user.clear(again);
    await user.type(again, code.toLowerCase());
    await user.click(within(join).getByRole('button', { name: 'Verificar convite' }));
    expect(
      await within(join).findByText('Convite para a família de José Santos.'),
    ).toBeInTheDocument();
    await user.click(
      within(join).getByRole('button', { name: 'Juntar-me à família de José Santos' }),
    );
    expect(
      await within(join).findByText('Já faz parte da família de José Santos.'),
    ).toBeInTheDocument();
    expect(test.backend.controls.snapshot(`relativeCircles/${pedro}/joseUid`)).toEqual({
      name: 'José Santos',
    });
    expect(await screen.findByRole('region', { name: 'José Santos' })).toBeInTheDocument();
  });

  it('an invitation’s link opened while signed in brings its code: she only confirms', async () => {
    const user = userEvent.setup();
    const code = 'K7Q2-M9XD-PT4C';
    const data = {
      ...circleData(),
      invitations: {
        [await invitationCodeHash(code)]: {
          person: 'joseUid',
          personName: 'José Santos',
          email: 'pedro.silva@gmail.com',
          invitedBy: 'joseUid',
          createdAt: Date.now(),
        },
      },
    };
    window.history.replaceState(null, '', `/convite#${code}`);
    await renderSignedIn(<CirclesScreen />, { data });
    const join = await screen.findByRole('region', { name: 'Juntar-me com um convite' });
    expect(
      await within(join).findByText('Convite para a família de José Santos.'),
    ).toBeInTheDocument();
    // The code left the address.
    expect(window.location.pathname + window.location.hash).toBe('/familia');
    await user.click(
      within(join).getByRole('button', { name: 'Juntar-me à família de José Santos' }),
    );
    expect(await screen.findByRole('region', { name: 'José Santos' })).toBeInTheDocument();
  });
});
