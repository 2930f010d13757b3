import { screen, within } from '@testing-library/react';
import {
  advance,
  carer,
  createCarerBackend,
  personPrefix,
  renderAdminApp,
  uid,
} from '../testing/renderAdminApp';

const now = new Date('2026-11-23T10:32:00Z');
const asCarer = { as: 'carer' } as const;
const hostileName = '<img src=x onerror=alert(1)> Zé';

const data = {
  contactos: {
    contacto_Contacto_1: { contacto_Nome: hostileName, contacto_telPesso: '912345678' },
  },
  consultas: {
    consulta_ID_1: {
      contacto_Nome: 'Cardiologia',
      data_consulta: '2026-12-01',
      time_consulta: '09:00',
    },
  },
  medicamentos: {
    medicamento_1: { medicamento: 'Brufen 400', momento_tomar: 'Ao almoço', horas: '08:00' },
  },
  tomas: { '2026-11-22': { medicamento_1: { '0800': 1 } } },
};
const consents = {
  [uid]: { c1: { kind: 'dado', by: 'pessoa', noticeVersion: '1', recordedBy: uid, at: 5 } },
};

let saved: Blob[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(now);
  saved = [];
  // jsdom has no object addresses: keep each file offered, and let the link's click do nothing.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.push(blob);
      return 'blob:amparo';
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  window.print = jest.fn();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

async function openExport(backend = createCarerBackend(data, { consents })) {
  const rendered = await renderAdminApp(`${personPrefix}/exportar`, {}, backend, asCarer);
  await advance();
  return rendered;
}

const blobText = (blob: Blob): Promise<string> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe("a carer's export of a person's data", () => {
  it('the banner leads to it; the screen explains and offers the two buttons', async () => {
    const { user } = await renderAdminApp(
      `${personPrefix}/mostrarcontactos`,
      {},
      createCarerBackend(data),
      asCarer,
    );
    await advance();
    await user.click(screen.getByRole('link', { name: 'Exportar dados' }));
    await advance();
    expect(screen.getByRole('heading', { level: 1, name: 'Exportar dados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar dados' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText(/no prazo de um mês/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descarregar ficheiro (JSON)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir versão para imprimir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
  });

  it('the JSON file holds her nodes whole, is named by the day only, and the export is logged once', async () => {
    const { user, backend } = await openExport();
    const logBefore = Object.keys(
      (backend.controls.snapshot(`accessLog/${uid}`) ?? {}) as object,
    ).length;
    const click = jest.mocked(HTMLAnchorElement.prototype.click);
    await user.click(screen.getByRole('button', { name: 'Descarregar ficheiro (JSON)' }));
    await advance();
    expect(saved).toHaveLength(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('amparo-2026-11-23-dados.json');
    const copy = JSON.parse(await blobText(saved[0] as Blob)) as {
      database: Record<string, unknown>;
      askTheAssociation: string[];
    };
    expect(copy.database[`Newdata_${uid}`]).toMatchObject(data);
    expect(copy.database[`consents/${uid}`]).toEqual(consents[uid]);
    expect(copy.database).toHaveProperty(`accessLog/${uid}`);
    expect(copy.database[`members/${uid}`]).toMatchObject({ name: 'José Santos' });
    expect(copy.askTheAssociation).toEqual(['conta', 'cuidadores']);
    await user.click(screen.getByRole('button', { name: 'Descarregar ficheiro (JSON)' }));
    await advance();
    const log = Object.values((backend.controls.snapshot(`accessLog/${uid}`) ?? {}) as object);
    expect(log).toHaveLength(logBefore + 1);
    expect(log).toContainEqual(
      expect.objectContaining({ who: carer.uid, action: 'ver', record: 'pessoa' }),
    );
  });

  it('the printable version shows every section, the hostile name as text, and prints only when asked', async () => {
    const { user } = await openExport();
    await user.click(screen.getByRole('button', { name: 'Abrir versão para imprimir' }));
    await advance();
    const document = screen.getByRole('article', { name: 'Versão para imprimir' });
    expect(
      within(document)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Conta',
      'Contactos',
      'Consultas',
      'Medicamentos',
      'Tomas registadas',
      'Consentimentos',
      'Quem viu ou alterou os dados',
      'Cuidadores',
    ]);
    const contacts = within(document).getByRole('region', { name: 'Contactos' });
    expect(within(contacts).getByRole('cell', { name: hostileName })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(within(document).getByRole('cell', { name: 'Brufen 400' })).toBeInTheDocument();
    expect(within(document).getByRole('cell', { name: 'Deu o consentimento' })).toBeInTheDocument();
    expect(
      within(within(document).getByRole('region', { name: 'Cuidadores' })).getByText(
        /Pedido à associação/,
      ),
    ).toBeInTheDocument();
    expect(window.print).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(window.print).toHaveBeenCalledTimes(1);
  });

  it('a failed read says so and tries again', async () => {
    const backend = createCarerBackend(data, { consents });
    const get = backend.database.get.bind(backend.database);
    jest
      .spyOn(backend.database, 'get')
      .mockImplementationOnce(() => Promise.reject(new Error('sem ligação')))
      .mockImplementation(get);
    const { user } = await openExport(backend);
    expect(screen.getByText('Não foi possível preparar os dados.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await advance();
    expect(screen.getByRole('button', { name: 'Descarregar ficheiro (JSON)' })).toBeInTheDocument();
  });
});
