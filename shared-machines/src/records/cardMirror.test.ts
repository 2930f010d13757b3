import { createInMemoryBackend } from '../ports/inMemoryBackend';
import { checkedRecord } from '../testing/checkedRecord';
import { createRecordsRepository } from './recordsRepository';
import { createCardMirror } from './cardMirror';

/**
 * A person's cards in her carers' consoles follow what the records repository and her doses taken
 * write (domain/overviewCards), in a card's short layout: the same summary changes (a medicine's times
 * as `{h, d}` under `mN`), each appointment from today on as 'YYYY-MM-DD HH:MM' under `cN`, the latest
 * day's doses as `true`.
 */

const uid = 'maria';
const serverNow = 1_770_000_000_000;
/** 10 March 2026, noon in Lisbon: the association's day. */
const clock = () => new Date('2026-03-10T12:00:00Z');
const today = '2026-03-10';

const card = { membro: { name: 'Maria Silva', since: 1 }, resumo: { contactos: 0 } };
const rui = checkedRecord('contact', { contacto_Nome: 'Rui', contacto_telPesso: '912345678' });

function setUp() {
  const backend = createInMemoryBackend({
    now: () => serverNow,
    data: {
      personCarers: { [uid]: { ana: true, rui: true, old: false } },
      carerOverview: { ana: { [uid]: card }, rui: { [uid]: card } },
    },
  });
  const repository = createRecordsRepository(backend.database, uid, undefined, clock);
  return { backend, repository };
}

const flush = async () => {
  for (let tick = 0; tick < 30; tick += 1) await Promise.resolve();
};

const cardOf = (backend: ReturnType<typeof setUp>['backend'], carer: string) =>
  backend.controls.snapshot(`carerOverview/${carer}/${uid}`) as Record<string, unknown>;

describe('the records repository keeps her cards', () => {
  it('an add is counted on every card of hers, not on unlinked carers’ ones', async () => {
    const { backend, repository } = setUp();
    await repository.add('contact', rui);
    await flush();
    for (const carer of ['ana', 'rui'])
      expect(cardOf(backend, carer)).toEqual({ ...card, resumo: { contactos: 1 } });
    expect(backend.controls.snapshot(`carerOverview/old`)).toBeNull();
  });

  it('a medicine’s times and count; its edit and delete', async () => {
    const { backend, repository } = setUp();
    const key = await repository.add(
      'medication',
      checkedRecord('medication', {
        medicamento: 'Brufen',
        momento_tomar: 'Ao almoço',
        horas: '08:00,20:00',
      }),
    );
    await flush();
    expect(key).toBe('medicamento_1');
    expect(cardOf(backend, 'ana').resumo).toEqual({
      contactos: 0,
      medicamentos: 1,
      horario: { m1: { h: '08:00,20:00', d: serverNow } },
    });
    await repository.update(
      'medication',
      key,
      checkedRecord(
        'medication',
        { medicamento: 'Brufen', momento_tomar: 'Ao almoço', horas: '09:00' },
        'edit',
      ),
    );
    await flush();
    expect(cardOf(backend, 'rui').resumo).toEqual({
      contactos: 0,
      medicamentos: 1,
      horario: { m1: { h: '09:00', d: serverNow } },
    });
    await repository.remove('medication', key);
    await flush();
    expect(cardOf(backend, 'ana').resumo).toEqual({ contactos: 0, medicamentos: 0 });
  });

  it('an appointment from today on, by day and time; moved to the past or deleted, it goes', async () => {
    const { backend, repository } = setUp();
    const appointment = checkedRecord('appointment', {
      contacto_Nome: 'Cardiologia',
      data_consulta: today,
      time_consulta: '10:30',
    });
    const key = await repository.add('appointment', appointment);
    await flush();
    expect(key).toBe('consulta_ID_1');
    expect(cardOf(backend, 'ana').consultas).toEqual({ c1: `${today} 10:30` });
    expect(cardOf(backend, 'ana').resumo).toEqual({ contactos: 0, consultas: 1 });

    await repository.update(
      'appointment',
      key,
      checkedRecord('appointment', { ...appointment, data_consulta: '2026-03-09' }, 'edit'),
    );
    await flush();
    expect(cardOf(backend, 'ana').consultas).toBeUndefined();

    await repository.update(
      'appointment',
      key,
      checkedRecord('appointment', { ...appointment, time_consulta: '11:00' }, 'edit'),
    );
    await flush();
    expect(cardOf(backend, 'rui').consultas).toEqual({ c1: `${today} 11:00` });
    await repository.remove('appointment', key);
    await flush();
    expect(cardOf(backend, 'rui').consultas).toBeUndefined();
    expect(cardOf(backend, 'rui').resumo).toEqual({ contactos: 0, consultas: 0 });
  });

  it('a repaired count is repaired on her cards too', async () => {
    const { backend, repository } = setUp();
    await expect(repository.repairSummaryCount('contact', 4)).resolves.toBe(true);
    await flush();
    expect(cardOf(backend, 'ana').resumo).toEqual({ contactos: 4 });
  });

  it('a card that cannot be written fails no save', async () => {
    const { backend, repository } = setUp();
    backend.controls.failNext('get', 'permission_denied', `personCarers/${uid}`);
    await expect(repository.add('contact', rui)).resolves.toBe('contacto_Contacto_1');
    await flush();
    expect(backend.controls.snapshot(`Newdata_${uid}/resumo/contactos`)).toBe(1);
  });
});

describe('createCardMirror', () => {
  it('a dose taken goes to every card with the day before removed', async () => {
    const { backend } = setUp();
    await backend.database.set(`carerOverview/ana/${uid}/tomas/2026-03-09`, {
      m1: { '0800': true },
    });
    const mirror = createCardMirror(backend.database, uid, clock);
    await mirror({ [`tomas/${today}/medicamento_1/0800`]: { '.sv': 'timestamp' } });
    for (const carer of ['ana', 'rui'])
      expect(cardOf(backend, carer).tomas).toEqual({ [today]: { m1: { '0800': true } } });
  });

  it('a dose taken off goes from every card; another of the same day stays', async () => {
    const { backend } = setUp();
    const mirror = createCardMirror(backend.database, uid, clock);
    await mirror({
      [`tomas/${today}/medicamento_1/0800`]: { '.sv': 'timestamp' },
      [`tomas/${today}/medicamento_2/0800`]: { '.sv': 'timestamp' },
    });
    await mirror({ [`tomas/${today}/medicamento_1/0800`]: null });
    for (const carer of ['ana', 'rui'])
      expect(cardOf(backend, carer).tomas).toEqual({ [today]: { m2: { '0800': true } } });
  });

  it('writes nothing, and reads nothing, for what no card holds', async () => {
    const { backend } = setUp();
    const mirror = createCardMirror(backend.database, uid, clock);
    backend.controls.failNext('get', 'unavailable');
    await expect(
      mirror({ 'contactos/contacto_Contacto_1': { contacto_Nome: 'Rui' } }),
    ).resolves.toBeUndefined();
  });

  it('with no carers, writes nothing', async () => {
    const backend = createInMemoryBackend({ data: {} });
    await createCardMirror(backend.database, uid, clock)({ 'resumo/contactos': 1 });
    expect(backend.controls.snapshot('carerOverview')).toBeNull();
  });
});
