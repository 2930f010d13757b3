import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { ShellApp } from '../../ShellApp';
import {
  defaultSeed,
  maria,
  renderWithShellServices,
  startShellServices,
} from '../../testing/shellTestServices';

// 3 March 2027, 10:40 in Lisbon.
const now = Date.UTC(2027, 2, 3, 10, 40);
const minute = 60_000;
const photoKey = '-NaaaaaaAAAAAAAAAAAA';

function seedWithNewest(post: Record<string, unknown>) {
  return {
    ...defaultSeed,
    data: { ...defaultSeed.data, family: { [maria.uid]: { posts: { [photoKey]: post } } } },
  };
}

/** The declarations of `selector`'s own rules in the tile's stylesheet (jsdom lays nothing out). */
function declarationsOf(selector: string): string[] {
  const stylesheet = readFileSync(join(__dirname, 'FamilyTile.module.css'), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  return [...stylesheet.matchAll(/([^{}]+)\{([^}]*)\}/g)]
    .filter(([, selectors]) => (selectors ?? '').split(',').some((one) => one.trim() === selector))
    .flatMap(([, , body]) => (body ?? '').split(';').map((declaration) => declaration.trim()))
    .filter((declaration) => declaration !== '');
}

beforeEach(() => jest.useFakeTimers({ now, advanceTimers: true }));
afterEach(() => jest.useRealTimers());

describe("home's 'Família' tile", () => {
  it('says who sent the newest photo and when, whole, after the photo described by its caption', async () => {
    const seed = seedWithNewest({
      from: 'uid-max',
      fromName: 'Maximiliano Sousa',
      at: now - 59 * minute,
      kind: 'foto',
      text: 'Os miúdos na praia',
      photo: `family/${maria.uid}/${photoKey}.jpg`,
    });
    const test = await startShellServices({ signedIn: true, path: '/', seed });
    renderWithShellServices(<ShellApp />, test);
    const from = await screen.findByText('De Maximiliano, há 59 minutos');
    const tile = screen.getByRole('link', { name: /Família/ });
    expect(tile).toContainElement(from);
    expect(within(tile).getByRole('img', { name: 'Os miúdos na praia' })).toBeInTheDocument();
    // The photo, then who sent it: the order a screen reader reads the tile in.
    expect(tile).toHaveAccessibleName(
      expect.stringMatching(/Família.*Os miúdos na praia.*De Maximiliano, há 59 minutos$/),
    );
  });

  it('never cuts who sent it and when: it wraps, and the post takes no room of its own', () => {
    // Whole, on as many lines as it needs.
    expect(declarationsOf('.from')).not.toContainEqual(expect.stringMatching(/^text-overflow/));
    expect(declarationsOf('.from')).not.toContainEqual(expect.stringMatching(/^white-space/));
    expect(declarationsOf('.from')).toContain('flex-shrink: 0');
    // Its height never comes from its lines: the tiles keep their sizes when the post comes.
    expect(declarationsOf('.post')).toEqual(
      expect.arrayContaining(['flex: 1 1 0', 'min-height: 0']),
    );
  });
});
