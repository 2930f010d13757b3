import { act, screen, within } from '@testing-library/react';
import {
  advance,
  carer,
  createCarerBackend,
  personPrefix,
  renderAdminApp,
  uid,
} from '../testing/renderAdminApp';

const now = new Date('2026-11-23T10:32:00Z');

beforeEach(() => {
  jest.useFakeTimers();
  // 23 November 2026, 10:32 in Lisbon.
  jest.setSystemTime(now);
});
afterEach(() => jest.useRealTimers());

const asCarer = { as: 'carer' } as const;
const pedro = {
  name: 'Pedro Silva',
  invitation: 'a'.repeat(64),
  since: Date.parse('2026-11-02T10:00:00Z'),
};

/** José's circle (Pedro), his day shared or not, a post of Pedro's, and another person's circle. */
function familyBackend(dayShared: boolean) {
  return createCarerBackend(
    {},
    {
      circles: {
        [uid]: { members: { 'uid-pedro': pedro } },
        'uid-other': { members: { 'uid-rita': { name: 'Rita Lopes', since: 1 } } },
      },
      relativeCircles: {
        'uid-pedro': { [uid]: { name: 'José Santos' } },
        'uid-rita': { 'uid-other': { name: 'Outra Pessoa' } },
      },
      family: {
        [uid]: {
          settings: { dayShared },
          posts: {
            p1: {
              from: 'uid-pedro',
              fromName: 'Pedro Silva',
              at: 1,
              kind: 'mensagem',
              text: 'Beijinhos',
            },
          },
        },
      },
      accessLog: {
        [uid]: {
          a1: {
            who: 'uid-pedro',
            whoName: 'Pedro Silva',
            action: 'ver',
            record: 'dia',
            at: now.getTime() - 60_000,
          },
        },
      },
    },
  );
}

async function openFamily(dayShared = true) {
  const backend = familyBackend(dayShared);
  const subscribed = jest.spyOn(backend.database, 'subscribe');
  const rendered = await renderAdminApp(`${personPrefix}/mostrarcontactos`, {}, backend, asCarer);
  await advance();
  await rendered.user.click(screen.getByRole('link', { name: 'Família' }));
  await advance();
  expect(screen.getByRole('heading', { level: 1, name: 'Família' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Família' })).toHaveAttribute('aria-current', 'page');
  return { ...rendered, backend, subscribed };
}

describe("a carer's screen of a person's family", () => {
  it('lists her relatives with when they joined, and removes one in one update only after the question', async () => {
    const { user, backend } = await openFamily();
    const list = screen.getByRole('list', { name: 'Familiares' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Pedro Silva');
    expect(item).toHaveTextContent('Na família desde 2 de novembro de 2026');

    await user.click(screen.getByRole('button', { name: 'Remover Pedro Silva' }));
    await advance();
    const dialog = screen.getByRole('dialog', { name: 'Remover' });
    expect(dialog).toHaveTextContent('Remover Pedro Silva da família de José Santos?');
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    await advance();
    expect(backend.controls.snapshot(`circles/${uid}/members/uid-pedro`)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remover Pedro Silva' }));
    await advance();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remover' })).getByRole('button', {
        name: 'Sim, remover',
      }),
    );
    await advance();
    expect(backend.controls.snapshot(`circles/${uid}/members`)).toBeNull();
    expect(backend.controls.snapshot('relativeCircles/uid-pedro')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remover Pedro Silva' })).not.toBeInTheDocument();
    expect(screen.getByText('José Santos ainda não tem familiares no Amparo.')).toBeInTheDocument();
    // Another person's circle is untouched.
    expect(backend.controls.snapshot('relativeCircles/uid-rita')).toEqual({
      'uid-other': { name: 'Outra Pessoa' },
    });
  });

  it('invites a relative on her behalf: the invitation names the carer, and the code is shown', async () => {
    const { user, backend } = await openFamily();
    const email = screen.getByRole('textbox', { name: 'E-mail do familiar' });
    await user.type(email, 'rita');
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    await advance();
    expect(email).toHaveAccessibleDescription(/@|domínio|e-mail/i);
    expect(backend.controls.snapshot('invitations')).toBeNull();

    await user.clear(email);
    await user.type(email, 'rita.silva@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Convidar' }));
    // The code's hash is the browser's crypto (not a timer): waited for, not advanced to.
    expect(
      await screen.findByText('O convite foi criado. Dê este código ao familiar:'),
    ).toBeInTheDocument();
    const invitations = backend.controls.snapshot('invitations') as Record<string, unknown>;
    expect(Object.values(invitations)).toEqual([
      expect.objectContaining({ person: uid, email: 'rita.silva@gmail.com', invitedBy: carer.uid }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Cancelar convite' }));
    expect(await screen.findByText('O convite foi cancelado.')).toBeInTheDocument();
    expect(backend.controls.snapshot('invitations')).toBeNull();
  });

  it('says whether she shares her day, without a way to change it, and shows none of the posts', async () => {
    await openFamily(false);
    const day = screen.getByRole('region', { name: 'O dia para a família' });
    expect(day).toHaveTextContent('José Santos não deixa a família ver o seu dia.');
    expect(day).toHaveTextContent('Só José Santos decide isto, no seu tablet.');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/Beijinhos/)).not.toBeInTheDocument();
  });

  it('follows her day setting live', async () => {
    const { backend } = await openFamily(true);
    const day = screen.getByRole('region', { name: 'O dia para a família' });
    expect(day).toHaveTextContent(/^O dia para a famíliaJosé Santos deixa a família ver o seu dia/);
    await act(async () => {
      await backend.database.set(`family/${uid}/settings/dayShared`, false);
    });
    await advance();
    expect(day).toHaveTextContent('José Santos não deixa a família ver o seu dia.');
  });

  it("reads only this person's circle, never a list of circles nor the family's posts", async () => {
    const { subscribed } = await openFamily();
    const paths = subscribed.mock.calls.map(([path]) => path);
    expect(paths).toContain(`circles/${uid}/members`);
    const familyPaths = paths.filter((path) =>
      /^(circles|relativeCircles|family|invitations)(\/|$)/.test(path),
    );
    expect(new Set(familyPaths)).toEqual(
      new Set([`circles/${uid}/members`, `family/${uid}/settings/dayShared`]),
    );
  });

  it("a relative's view of her day is in her access log, with the relative's name", async () => {
    const { user } = await openFamily();
    await user.click(screen.getByRole('link', { name: 'Registo de acessos' }));
    await advance();
    const entries = within(screen.getByRole('list', { name: 'Acessos registados' })).getAllByRole(
      'listitem',
    );
    expect(entries.map((entry) => entry.textContent)).toContain(
      'Pedro Silva viu o dia de José Santos — hoje às 10:31',
    );
  });
});
