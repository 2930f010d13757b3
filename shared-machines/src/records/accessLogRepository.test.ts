import { createInMemoryBackend } from '../ports/inMemoryBackend';
import { checkedRecord } from '../testing/checkedRecord';
import { readAccessLog } from './accessLog';
import { withAccessLog } from './accessLogRepository';
import { createRecordsRepository } from './recordsRepository';

const ana = { uid: 'c1', name: 'Ana Costa' };
const brufen = checkedRecord('medication', {
  medicamento: 'Brufen',
  momento_tomar: 'Ao almoço',
  horas: '08:00',
});

function loggingRepository(onLogFailure = jest.fn()) {
  const backend = createInMemoryBackend({ now: () => Date.UTC(2026, 10, 25, 10, 32) });
  const repository = withAccessLog(
    createRecordsRepository(backend.database, 'u1', ana),
    backend.database,
    'u1',
    ana,
    onLogFailure,
  );
  const logged = () =>
    readAccessLog(backend.controls.snapshot('accessLog/u1'))
      .reverse()
      .map(({ action, record, fields }) => ({ action, record, fields }));
  return { backend, repository, logged, onLogFailure };
}

async function settled(): Promise<void> {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
}

describe('a carer’s repository that logs what the carer does', () => {
  it('logs an add, a change with the fields it changed, and a delete, once each has succeeded', async () => {
    const { repository, logged } = loggingRepository();
    const key = await repository.add('medication', brufen);
    const loaded = await repository.read('medication', key);
    expect(loaded).toMatchObject(brufen);
    await repository.update(
      'medication',
      key,
      checkedRecord('medication', { ...brufen, horas: '08:00,20:00' }, 'edit'),
    );
    await repository.remove('medication', key);
    await settled();
    expect(logged()).toEqual([
      { action: 'criar', record: `medicamentos/${key}`, fields: undefined },
      { action: 'alterar', record: `medicamentos/${key}`, fields: ['horas'] },
      { action: 'apagar', record: `medicamentos/${key}`, fields: undefined },
    ]);
  });

  it('a change of a record not read here first says no fields', async () => {
    const { repository, logged } = loggingRepository();
    const key = await repository.add(
      'contact',
      checkedRecord('contact', { contacto_Nome: 'Filha', contacto_telPesso: '912000111' }),
    );
    await repository.update(
      'contact',
      key,
      checkedRecord('contact', { contacto_Nome: 'Filha', contacto_telPesso: '912000112' }, 'edit'),
    );
    await settled();
    expect(logged().at(-1)).toEqual({
      action: 'alterar',
      record: `contactos/${key}`,
      fields: undefined,
    });
  });

  it('a refused save logs nothing; a refused log fails no save', async () => {
    const { backend, repository, logged, onLogFailure } = loggingRepository();
    backend.controls.failNext('transaction', 'permission_denied');
    await expect(repository.add('medication', brufen)).rejects.toMatchObject({
      code: 'permission_denied',
    });
    await settled();
    expect(logged()).toEqual([]);
    // An add writes through a transaction and an update: the one `set` is the log's.
    backend.controls.failNext('set', 'permission_denied');
    const key = await repository.add('medication', brufen);
    await settled();
    expect(backend.controls.snapshot(`Newdata_u1/medicamentos/${key}`)).toMatchObject(brufen);
    expect(onLogFailure).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'permission_denied' }),
    );
  });
});
