/**
 * Hostile and odd input in Chamadas (docs/product.md: Hard cases): every row of the shared table as a stored contact's
 * name and phone, and typed into the search box. Names are shown literally (a blank one as 'Contacto
 * sem nome'); 'Ligar' only ever links to the messaging app with digits; the search echoes what was
 * typed as text. Never markup, never an exception, never a write.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  asTypedInInput,
  findInjectedMarkup,
  hostileInputs,
  type HostileInput,
} from '@amparo/shared-machines/testing';
import { patient, renderSignedIn } from '@amparo/shared-ui/testing';
import { CallsScreen } from './calls-screen/CallsScreen';

const root = `Newdata_${patient.uid}`;
const safeCallLink = /^https:\/\/api\.whatsapp\.com\/send\?phone=\d{8,15}$/;

beforeEach(() => jest.spyOn(window, 'alert').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function contacts(value: string) {
  return {
    [root]: {
      contactos: {
        contacto_Contacto_1: { contacto_Nome: value, contacto_telPesso: '912345678' },
        contacto_Contacto_2: { contacto_Nome: 'Zé do Telefone', contacto_telPesso: value },
        contacto_Contacto_3: { contacto_Nome: 'Beatriz', contacto_telPesso: '934567890' },
      },
    },
  };
}

/** The shown name of each contact in the list, exactly as in the page. */
function shownNames(): string[] {
  const list = screen.getByRole('list', { name: 'Contactos' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent ?? '');
}

function itemOf(name: string): HTMLElement {
  const items = within(screen.getByRole('list', { name: 'Contactos' }))
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('span')?.textContent === name);
  expect(items).toHaveLength(1);
  return items[0] as HTMLElement;
}

function expectSafePage(): void {
  expect(findInjectedMarkup(document.body)).toEqual([]);
  for (const link of screen.queryAllByRole('link'))
    expect(link.getAttribute('href')).toMatch(safeCallLink);
  expect(window.alert).not.toHaveBeenCalled();
}

/** What the list shows for the hostile name: the name as stored, or 'Contacto sem nome' when blank. */
function shownName(row: HostileInput): string {
  return row.whenStored ?? 'Contacto sem nome';
}

const rows = hostileInputs.map((row) => [row.name, row] as const);

describe('Chamadas: every hostile row as a stored name and phone', () => {
  it.each(rows)('%s', async (_name, row) => {
    const { backend } = await renderSignedIn(<CallsScreen />, { data: contacts(row.value) });
    await screen.findByRole('list', { name: 'Contactos' });
    const before = backend.controls.snapshot();
    expect(shownNames()).toHaveLength(3);
    expect(shownNames()).toContain(shownName(row));
    // The hostile name's 'Ligar' calls its (valid) phone.
    const call = within(itemOf(shownName(row))).getByRole('link');
    expect(call).toHaveAttribute('href', 'https://api.whatsapp.com/send?phone=351912345678');
    expect(call).toHaveAccessibleName(`Ligar a ${shownName(row)}`.replace(/\s+/g, ' ').trim());
    // The hostile phone: a link with digits only, or a sentence saying why there is none.
    const odd = itemOf('Zé do Telefone');
    const oddLink = within(odd).queryByRole('link');
    if (oddLink === null)
      expect(odd).toHaveTextContent(
        /^Zé do TelefoneNão é possível ligar: .+ Peça à ProBranca para corrigir o número\.$/,
      );
    else expect(oddLink.getAttribute('href')).toMatch(safeCallLink);
    expectSafePage();
    expect(backend.controls.snapshot()).toEqual(before);
  });
});

describe('Chamadas search: every hostile row typed into the search box', () => {
  it.each(rows)('finds the contact so named: %s', async (_name, row) => {
    const user = userEvent.setup();
    await renderSignedIn(<CallsScreen />, { data: contacts(row.value) });
    const search = await screen.findByRole('searchbox', { name: 'Procurar contacto' });
    await user.click(search);
    if (row.value !== '') await user.paste(row.value);
    expect(search).toHaveValue(asTypedInInput(row.value));
    if (row.whenStored === null) {
      // A blank search is no search: every contact stays.
      expect(shownNames()).toHaveLength(3);
    } else {
      expect(shownNames()).toEqual([row.whenStored]);
      expect(screen.getByText('1 contacto encontrado.')).toBeInTheDocument();
    }
    expectSafePage();
  });

  it.each(rows)('says literally what found nothing: %s', async (_name, row) => {
    const user = userEvent.setup();
    const { backend } = await renderSignedIn(<CallsScreen />, { data: contacts('Beatriz Lopes') });
    const search = await screen.findByRole('searchbox', { name: 'Procurar contacto' });
    const before = backend.controls.snapshot();
    await user.click(search);
    if (row.value !== '') await user.paste(row.value);
    const typed = asTypedInInput(row.value).trim();
    if (row.whenStored === null) {
      expect(shownNames()).toHaveLength(3);
    } else {
      const message = `Nenhum contacto começa por «${typed}».`;
      expect(screen.getAllByText(message, { normalizer: (text) => text })).toHaveLength(1);
      expect(screen.getByText('Nenhum contacto encontrado.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Mostrar todos os contactos' }));
      expect(search).toHaveValue('');
      expect(shownNames()).toHaveLength(3);
    }
    expectSafePage();
    expect(backend.controls.snapshot()).toEqual(before);
  });
});
