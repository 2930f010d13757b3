import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellApp } from '../ShellApp';
import {
  defaultSeed,
  maria,
  renderWithShellServices,
  startShellServices,
} from '../testing/shellTestServices';

// 3 March 2027, 10:40 in Lisbon.
const now = Date.UTC(2027, 2, 3, 10, 40);
const hour = 3_600_000;

const photoKey = '-NaaaaaaAAAAAAAAAAAA';
const messageKey = '-NaaaaabAAAAAAAAAAAA';
const familySeed = {
  ...defaultSeed,
  data: {
    ...defaultSeed.data,
    family: {
      [maria.uid]: {
        posts: {
          [photoKey]: {
            from: 'uid-pedro',
            fromName: 'Pedro',
            at: now - 26 * hour,
            kind: 'foto',
            text: 'Os miúdos na praia',
            photo: `family/${maria.uid}/${photoKey}.jpg`,
          },
          [messageKey]: {
            from: 'uid-pedro',
            fromName: 'Pedro',
            at: now - 2 * hour,
            kind: 'mensagem',
            text: 'Bom dia, mãe! Domingo vamos almoçar consigo.',
          },
        },
      },
    },
  },
};

beforeEach(() => jest.useFakeTimers({ now, advanceTimers: true }));
afterEach(() => jest.useRealTimers());

describe("the family on the person's home", () => {
  it('shows the newest post with who sent it and how long ago, and a new one as soon as it is written', async () => {
    const test = await startShellServices({ signedIn: true, path: '/', seed: familySeed });
    renderWithShellServices(<ShellApp />, test);
    // The tile is first drawn without its post, while the family's code loads.
    expect(await screen.findByText('De Pedro, há 2 horas')).toBeInTheDocument();
    const tile = screen.getByRole('link', { name: /Família/ });
    expect(tile).toHaveAttribute('href', '/familia');
    expect(within(tile).getByText('De Pedro, há 2 horas')).toBeInTheDocument();
    expect(within(tile).getByText(/Domingo vamos almoçar/)).toBeInTheDocument();

    await act(() =>
      test.backend.database.set(`family/${maria.uid}/posts/-NaaaaacAAAAAAAAAAAA`, {
        from: 'uid-rita',
        fromName: 'Rita',
        at: now,
        kind: 'mensagem',
        text: 'Beijinhos da neta!',
      }),
    );
    expect(await within(tile).findByText('De Rita, agora')).toBeInTheDocument();
    expect(within(tile).getByText('Beijinhos da neta!')).toBeInTheDocument();
  });
});

describe("the 'Família' screen", () => {
  it('shows the posts one at a time, newest first, and moves with Seguinte and Anterior', async () => {
    const test = await startShellServices({ signedIn: true, path: '/familia', seed: familySeed });
    renderWithShellServices(<ShellApp />, test);
    expect(await screen.findByRole('heading', { level: 1, name: 'Família' })).toHaveFocus();
    expect(await screen.findByText(/Domingo vamos almoçar/)).toBeInTheDocument();
    expect(screen.getByText('1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Seguinte' }));
    expect(screen.getByRole('img', { name: 'Fotografia enviada por Pedro' })).toBeInTheDocument();
    expect(screen.getByText('De Pedro, ontem')).toBeInTheDocument();
    expect(screen.getByText('2 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seguinte' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByText(/Domingo vamos almoçar/)).toBeInTheDocument();
  });

  it("reads a photo's caption once: the photo is named by who sent it, the caption is the text beside it", async () => {
    const test = await startShellServices({ signedIn: true, path: '/familia', seed: familySeed });
    renderWithShellServices(<ShellApp />, test);
    await userEvent.click(await screen.findByRole('button', { name: 'Seguinte' }));
    const slide = screen.getByRole('region', { name: '2 de 2' });
    // No storage in these tests: the calm frame stands for the photo, named as the photo would be.
    expect(within(slide).getByRole('img', { name: 'Fotografia enviada por Pedro' })).toBeVisible();
    expect(
      within(slide).queryByRole('img', { name: /Os miúdos na praia/ }),
    ).not.toBeInTheDocument();
    expect(within(slide).getAllByText('Os miúdos na praia')).toHaveLength(1);
    expect(within(slide).getByText('De Pedro, ontem')).toBeInTheDocument();
  });

  it('writes her ready answer for the post in view, as the sender will read it', async () => {
    const test = await startShellServices({ signedIn: true, path: '/familia', seed: familySeed });
    renderWithShellServices(<ShellApp />, test);
    const answers = await screen.findByRole('group', { name: 'Responder' });
    expect(
      within(answers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Obrigada!', 'Gostei muito', 'Liga-me']);
    await userEvent.click(within(answers).getByRole('button', { name: 'Obrigada!' }));
    expect(await screen.findByText('Respondeu: Obrigada!')).toBeInTheDocument();
    const replies = Object.values(
      test.backend.controls.snapshot(`family/${maria.uid}/replies`) as Record<string, unknown>,
    );
    expect(replies).toEqual([{ post: messageKey, answer: 'obrigada', at: expect.any(Number) }]);
    expect(within(answers).getByRole('button', { name: 'Obrigada!' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the answer she gave on another day again', async () => {
    const answered = {
      ...familySeed,
      data: {
        ...familySeed.data,
        family: {
          [maria.uid]: {
            ...familySeed.data.family[maria.uid],
            replies: {
              '-NaaaaadAAAAAAAAAAAA': { post: messageKey, answer: 'ligame', at: now - hour },
            },
          },
        },
      },
    };
    const test = await startShellServices({ signedIn: true, path: '/familia', seed: answered });
    renderWithShellServices(<ShellApp />, test);
    expect(await screen.findByText('Respondeu: Liga-me')).toBeInTheDocument();
    const answers = screen.getByRole('group', { name: 'Responder' });
    expect(within(answers).getByRole('button', { name: 'Liga-me' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says so when nothing has come yet, and leads to her family', async () => {
    const test = await startShellServices({ signedIn: true, path: '/familia' });
    renderWithShellServices(<ShellApp />, test);
    expect(
      await screen.findByText('Ainda não há fotografias nem mensagens da família.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A minha família' })).toHaveAttribute(
      'href',
      '/minhafamilia',
    );
  });

  it('reads a message aloud as it comes into view when the tablet reads aloud', async () => {
    const spoken: string[] = [];
    const speechSynthesis = {
      getVoices: () => [],
      cancel: () => undefined,
      speak: (utterance: { text: string }) => void spoken.push(utterance.text),
    };
    Object.defineProperty(window, 'speechSynthesis', {
      value: speechSynthesis,
      configurable: true,
    });
    (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance = class {
      lang = '';
      voice: unknown = null;
      rate = 1;
      constructor(readonly text: string) {}
    };
    window.localStorage.setItem('amparo.lerLembretesEmVozAlta', 'sim');
    try {
      const test = await startShellServices({ signedIn: true, path: '/familia', seed: familySeed });
      renderWithShellServices(<ShellApp />, test);
      await screen.findByText(/Domingo vamos almoçar/);
      expect(spoken).toEqual(['Mensagem de Pedro: Bom dia, mãe! Domingo vamos almoçar consigo.']);
      await userEvent.click(screen.getByRole('button', { name: 'Seguinte' }));
      expect(spoken.at(-1)).toBe('Fotografia de Pedro: Os miúdos na praia');
    } finally {
      window.localStorage.removeItem('amparo.lerLembretesEmVozAlta');
      delete (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
    }
  });
});
