import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultAssociationConfig, privacyNotice } from '@amparo/shared-machines';
import { ChromeApp } from '../chrome/ChromeApp';
import { ShellApp } from '../ShellApp';
import {
  defaultSeed,
  goTo,
  renderWithShellServices,
  startShellServices,
  testAssociationCode,
} from '../testing/shellTestServices';

const notice = privacyNotice(defaultAssociationConfig);

async function findNoticeHeading() {
  return screen.findByRole('heading', { level: 1, name: 'Aviso de privacidade' });
}

describe('the privacy notice at /privacidade', () => {
  it('shows every section of the notice, its version, and leads back to the start', async () => {
    const test = await startShellServices({ path: '/privacidade' });
    renderWithShellServices(<ShellApp />, test);
    expect(await findNoticeHeading()).toHaveFocus();
    expect(screen.getByText(notice.versionText)).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(notice.sections.map((section) => section.heading));
    for (const section of notice.sections) {
      const region = screen.getByRole('region', { name: section.heading });
      for (const paragraph of section.paragraphs)
        expect(within(region).getByText(paragraph)).toBeInTheDocument();
      expect(
        within(region)
          .queryAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(section.items ?? []);
    }
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'Voltar' });
    expect(back.map((link) => link.getAttribute('href'))).toEqual(['/', '/']);
    await userEvent.click(back[0] as HTMLElement);
    expect(test.navigate).toHaveBeenCalledWith('/');
  });

  it.each([
    ['a person', { signedIn: true }],
    [
      'a carer',
      {
        signedIn: true,
        seed: {
          ...defaultSeed,
          data: {
            ...defaultSeed.data,
            members: {},
            carers: { 'uid-maria': { name: 'Maria Silva' } },
          },
        },
      },
    ],
  ])('opens for %s too', async (_who, options) => {
    const test = await startShellServices({ ...options, path: '/privacidade' });
    renderWithShellServices(<ShellApp />, test);
    expect(await findNoticeHeading()).toBeInTheDocument();
  });

  it("'Voltar' leads back to the address it was opened from; never to another site", async () => {
    const test = await startShellServices({
      path: `/privacidade?voltar=%2Fregistar${testAssociationCode}`,
    });
    renderWithShellServices(<ShellApp />, test);
    await findNoticeHeading();
    for (const link of screen.getAllByRole('link', { name: 'Voltar' }))
      expect(link).toHaveAttribute('href', `/registar${testAssociationCode}`);

    act(() => goTo('/privacidade?voltar=%2F%2Fexemplo.pt'));
    for (const link of screen.getAllByRole('link', { name: 'Voltar' }))
      expect(link).toHaveAttribute('href', '/');
  });
});

describe('the ways to the privacy notice', () => {
  it("the registration offers it before the form, and the notice's 'Voltar' comes back", async () => {
    const test = await startShellServices({ path: `/registar${testAssociationCode}` });
    renderWithShellServices(<ShellApp />, test);
    const link = await screen.findByRole('link', { name: 'Aviso de privacidade' });
    expect(link).toHaveAttribute('href', `/privacidade?voltar=%2Fregistar${testAssociationCode}`);
    await userEvent.click(link);
    expect(await findNoticeHeading()).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'Voltar' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Registo' })).toBeInTheDocument();
  });

  describe("the 'Informações' dialog", () => {
    let bottomRegion: HTMLElement;
    beforeEach(() => {
      bottomRegion = document.createElement('div');
      bottomRegion.id = 'amparo-chrome-bottom';
      document.body.append(bottomRegion);
    });
    afterEach(() => bottomRegion.remove());

    it('links to the notice, closes, and the notice has no bottom navigation', async () => {
      const user = userEvent.setup();
      const test = await startShellServices({ signedIn: true, path: '/videos' });
      renderWithShellServices(<ChromeApp />, test);
      expect(
        within(bottomRegion).getByRole('navigation', { name: 'Navegação principal' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Informações' }));
      const dialog = screen.getByRole('dialog', { name: 'Informações' });
      const link = within(dialog).getByRole('link', { name: 'Aviso de privacidade' });
      expect(link).toHaveAttribute('href', '/privacidade?voltar=%2Fvideos');
      await user.click(link);
      expect(test.navigate).toHaveBeenCalledWith('/privacidade?voltar=%2Fvideos');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(within(bottomRegion).queryByRole('navigation')).not.toBeInTheDocument();
    });
  });
});
