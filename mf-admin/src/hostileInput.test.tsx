/**
 * Hostile and odd input in the carers' area (docs/product.md: Hard cases): every row of the shared table typed into every
 * name, text and phone field of the add and edit forms, and stored in every list. Each value is saved
 * and shown literally, or refused with its exact Portuguese message and nothing written; never markup,
 * never an exception.
 */
import { screen, within } from '@testing-library/react';
import type { RecordKind } from '@amparo/shared-machines/records';
import {
  findInjectedMarkup,
  hostileInputs,
  type HostileInput,
  type HostileOutcome,
  type InMemoryBackend,
} from '@amparo/shared-machines/testing';
import { advance, renderAdminApp, userRoot } from './testing/renderAdminApp';
import { phoneForDisplay } from '@amparo/shared-machines/phone';

interface FieldUnderTest {
  readonly title: string;
  readonly kind: RecordKind;
  readonly addPath: string;
  readonly editPath: string;
  readonly listNode: string;
  readonly key: string;
  /** A valid record: the other fields keep these values. */
  readonly valid: Readonly<Record<string, string>>;
  readonly field: string;
  readonly label: string;
  readonly emptyMessage: string;
  readonly outcome: (row: HostileInput) => HostileOutcome;
}

const contact = { contacto_Nome: 'Maria Silva', contacto_telPesso: '912345678' };
const appointment = {
  contacto_Nome: 'Cardiologia',
  data_consulta: '2026-12-03',
  time_consulta: '09:30',
};
const medication = { medicamento: 'Xarope', momento_tomar: 'Ao deitar' };

const contactScreens = {
  kind: 'contact',
  addPath: '/adicionarinformacoes',
  editPath: '/userespec',
  listNode: 'contactos',
  key: 'contacto_Contacto_1',
  valid: contact,
} as const;
const appointmentScreens = {
  kind: 'appointment',
  addPath: '/adicionarconsulta',
  editPath: '/userconsultaespec',
  listNode: 'consultas',
  key: 'consulta_ID_1',
  valid: appointment,
} as const;
const medicationScreens = {
  kind: 'medication',
  addPath: '/adicionarmedicamentos',
  editPath: '/usermedicarespec',
  listNode: 'medicamentos',
  key: 'medicamento_1',
  valid: medication,
} as const;

const fields: readonly FieldUnderTest[] = [
  {
    ...contactScreens,
    title: 'contact name',
    field: 'contacto_Nome',
    label: 'Nome',
    emptyMessage: 'Escreva o nome do contacto.',
    outcome: (row) => row.asName,
  },
  {
    ...contactScreens,
    title: 'contact phone',
    field: 'contacto_telPesso',
    label: 'Número de telemóvel',
    emptyMessage: 'Escreva o número de telemóvel.',
    outcome: (row) => row.asPhone,
  },
  {
    ...appointmentScreens,
    title: 'appointment specialty',
    field: 'contacto_Nome',
    label: 'Especialidade',
    emptyMessage: 'Escreva a especialidade da consulta.',
    outcome: (row) => row.asText,
  },
  {
    ...medicationScreens,
    title: 'medicine and dose',
    field: 'medicamento',
    label: 'Medicamento e dose',
    emptyMessage: 'Escreva o medicamento e a dose.',
    outcome: (row) => row.asText,
  },
  {
    ...medicationScreens,
    title: 'when to take it',
    field: 'momento_tomar',
    label: 'Quando tomar',
    emptyMessage: 'Escreva quando deve ser tomado.',
    outcome: (row) => row.asText,
  },
];

/** The label of each field of a kind, for filling the valid values in the add forms. */
const labels: { readonly [K in RecordKind]: Readonly<Record<string, string>> } = {
  contact: { contacto_Nome: 'Nome', contacto_telPesso: 'Número de telemóvel' },
  appointment: {
    contacto_Nome: 'Especialidade',
    data_consulta: 'Data da consulta',
    time_consulta: 'Hora da consulta (opcional)',
  },
  medication: { medicamento: 'Medicamento e dose', momento_tomar: 'Quando tomar' },
};

type Rendered = Awaited<ReturnType<typeof renderAdminApp>>;

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Counts every write the screen asks of the database. */
function spyOnWrites(backend: InMemoryBackend): () => number {
  const spies = (['set', 'update', 'remove', 'transaction'] as const).map((method) =>
    jest.spyOn(backend.database, method),
  );
  return () => spies.reduce((count, spy) => count + spy.mock.calls.length, 0);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Replaces what a field holds with `value`, as a carer pasting it would. */
async function pasteInto(view: Rendered, label: string, value: string): Promise<void> {
  const input = screen.getByLabelText(label);
  await view.user.clear(input);
  await view.user.click(input);
  if (value !== '') await view.user.paste(value);
}

async function fillValidValues(view: Rendered, field: FieldUnderTest): Promise<void> {
  for (const [name, value] of Object.entries(field.valid)) {
    if (name === field.field) continue;
    const label = labels[field.kind][name] as string;
    // Date and time inputs take typing, as a keyboard would fill them.
    if (name === 'data_consulta' || name === 'time_consulta')
      await view.user.type(screen.getByLabelText(label), value);
    else await pasteInto(view, label, value);
  }
}

async function saveAndCheck(
  view: Rendered,
  field: FieldUnderTest,
  row: HostileInput,
): Promise<void> {
  const before = view.backend.controls.snapshot();
  const writes = spyOnWrites(view.backend);
  await view.user.click(screen.getByRole('button', { name: 'Guardar' }));
  await advance();
  const expected = field.outcome(row);
  const input = screen.getByLabelText(field.label);
  if (expected.outcome === 'saved') {
    expect(screen.getByRole('status')).toHaveTextContent('Dados guardados com sucesso');
    expect(view.backend.controls.snapshot(`${userRoot}/${field.listNode}/${field.key}`)).toEqual({
      ...field.valid,
      [field.field]: expected.stored,
    });
    expect(input).not.toHaveAttribute('aria-invalid');
  } else {
    const message =
      expected.outcome === 'empty'
        ? field.emptyMessage
        : expected.outcome === 'refused'
          ? expected.message
          : '';
    expect(message).not.toBe('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
    expect(input).toHaveFocus();
    // Only that field is refused, and nothing at all reached the database.
    expect(
      screen
        .getAllByRole('textbox')
        .filter((other) => other.getAttribute('aria-invalid') === 'true'),
    ).toEqual([input]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(writes()).toBe(0);
    expect(view.backend.controls.snapshot()).toEqual(before);
  }
  expect(screen.queryAllByRole('alert').filter((alert) => alert.textContent !== '')).toEqual([]);
  expect(findInjectedMarkup(document.body)).toEqual([]);
  expect(window.alert).not.toHaveBeenCalled();
}

const formCases = hostileInputs.flatMap((row) =>
  fields.map((field) => [`${field.title}: ${row.name}`, field, row] as const),
);

describe('add forms: every hostile row in every field', () => {
  it.each(formCases)('%s', async (_name, field, row) => {
    const view = await renderAdminApp(field.addPath);
    await fillValidValues(view, field);
    await pasteInto(view, field.label, row.value);
    await saveAndCheck(view, field, row);
    // A saved record raised its counter once; a refused one left nothing at all (no counter either).
    if (field.outcome(row).outcome === 'saved')
      expect(
        Object.keys(view.backend.controls.snapshot(`${userRoot}/${field.listNode}`) as object),
      ).toEqual([field.key]);
    else expect(view.backend.controls.snapshot(userRoot)).toBeNull();
  });
});

describe('edit forms: every hostile row in every field', () => {
  it.each(formCases)('%s', async (_name, field, row) => {
    const view = await renderAdminApp(`${field.editPath}?key=${field.key}`, {
      [field.listNode]: { [field.key]: field.valid },
    });
    expect(screen.getByLabelText(field.label)).toHaveValue(field.valid[field.field]);
    await pasteInto(view, field.label, row.value);
    await saveAndCheck(view, field, row);
  });
});

/** An element whose whole text is exactly `text` (no trimming, no collapsing of spaces). */
function getExactText(scope: HTMLElement, text: string): HTMLElement {
  const found = within(scope).getAllByText(text, { normalizer: (content) => content });
  return found[0] as HTMLElement;
}

function cardTitled(title: string, level: 2 | 3): HTMLElement {
  const headings = screen
    .getAllByRole('heading', { level })
    .filter((heading) => heading.textContent === title);
  expect(headings).toHaveLength(1);
  return (headings[0] as HTMLElement).closest('section') as HTMLElement;
}

interface ListUnderTest {
  readonly title: string;
  readonly path: string;
  readonly seed: (value: string) => object;
  /** Its cards' titles: <h2> under the screen's heading, <h3> under a part's (appointments). */
  readonly cardHeadingLevel: 2 | 3;
  /** The cards that must show: their exact title and one exact line of each. */
  readonly cards: (
    row: HostileInput,
  ) => readonly { readonly title: string; readonly line: string; readonly editLabel: string }[];
}

const lists: readonly ListUnderTest[] = [
  {
    title: 'contacts',
    path: '/mostrarcontactos',
    cardHeadingLevel: 2,
    seed: (value) => ({
      contactos: {
        contacto_Contacto_1: { contacto_Nome: value, contacto_telPesso: '912345678' },
        contacto_Contacto_2: { contacto_Nome: 'Zé do Telefone', contacto_telPesso: value },
      },
    }),
    cards: (row) => [
      {
        title: row.whenStored ?? 'Contacto sem nome',
        line: 'Telemóvel: 912 345 678',
        editLabel: 'Editar contacto',
      },
      // A plain number is shown grouped (shared-machines/phone); anything else exactly as stored.
      {
        title: 'Zé do Telefone',
        line: `Telemóvel: ${phoneForDisplay(row.value)}`,
        editLabel: 'Editar contacto',
      },
    ],
  },
  {
    title: 'appointments',
    path: '/mostrarconsultas',
    cardHeadingLevel: 3,
    seed: (value) => ({
      consultas: {
        consulta_ID_1: {
          contacto_Nome: value,
          data_consulta: '2026-12-03',
          time_consulta: '09:30',
        },
        consulta_ID_2: { contacto_Nome: 'Ortopedia', data_consulta: value, time_consulta: value },
      },
    }),
    cards: (row) => [
      {
        title:
          row.whenStored === null ? 'Consulta sem especialidade' : `Consulta de ${row.whenStored}`,
        line: 'quinta-feira, 3 de dezembro de 2026, às 09:30',
        editLabel: 'Editar consulta',
      },
      // A date that is not a date is shown as it was stored (trimmed), or 'Sem data'.
      {
        title: 'Consulta de Ortopedia',
        line: row.whenStored ?? 'Sem data',
        editLabel: 'Editar consulta',
      },
    ],
  },
  {
    title: 'medicines',
    path: '/mostrarmedicamentos',
    cardHeadingLevel: 2,
    seed: (value) => ({
      medicamentos: {
        medicamento_1: { medicamento: value, momento_tomar: 'Ao almoço' },
        medicamento_2: { medicamento: 'Xarope', momento_tomar: value },
      },
    }),
    cards: (row) => [
      {
        title: row.whenStored ?? 'Medicamento sem nome',
        line: 'Quando tomar: Ao almoço',
        editLabel: 'Editar medicamento',
      },
      { title: 'Xarope', line: `Quando tomar: ${row.value}`, editLabel: 'Editar medicamento' },
    ],
  },
];

const listCases = hostileInputs.flatMap((row) =>
  lists.map((list) => [`${list.title}: ${row.name}`, list, row] as const),
);

describe('lists: every hostile row as stored by an older app, shown literally', () => {
  it.each(listCases)('%s', async (_name, list, row) => {
    const view = await renderAdminApp(list.path, list.seed(row.value));
    const before = view.backend.controls.snapshot();
    await advance(1000);
    for (const card of list.cards(row)) {
      const section = cardTitled(card.title, list.cardHeadingLevel);
      expect(getExactText(section, card.line)).toBeInTheDocument();
      expect(
        within(section).getByRole('link', { name: `${card.editLabel}: ${card.title}` }),
      ).toHaveAttribute('href', expect.stringMatching(/^\/user\w+\?key=\w+$/));
    }
    expect(findInjectedMarkup(document.body)).toEqual([]);
    expect(window.alert).not.toHaveBeenCalled();
    expect(view.backend.controls.snapshot()).toEqual(before);
  });
});
