import { createInMemoryBackend } from '../ports/inMemoryBackend';
import type { ContactRecord, Keyed, MedicationRecord } from '../domain/recordTypes';
import { checkedRecord, uncheckedRecord } from '../testing/checkedRecord';
import type { CheckedRecord } from './recordValidation';
import { createRecordsRepository, type RecordsRepository } from './recordsRepository';

const uid = 'u1';
const maria = checkedRecord('contact', { contacto_Nome: 'Maria', contacto_telPesso: '912345678' });

/** The in-memory server's clock: every server time is this. */
const serverNow = 1_770_000_000_000;

function setUp(data: object = {}) {
  const backend = createInMemoryBackend({ data, now: () => serverNow });
  return { backend, repository: createRecordsRepository(backend.database, uid) };
}

describe('add: an index allocated atomically, the spec’s keys and counters', () => {
  it('writes contacto_Contacto_1 and raises var_contact to 1', async () => {
    const { backend, repository } = setUp();
    await expect(repository.add('contact', maria)).resolves.toBe('contacto_Contacto_1');
    expect(backend.controls.snapshot(`Newdata_${uid}`)).toEqual({
      contactos: { contacto_Contacto_1: maria },
      variaveis_contact: { var_contact: 1 },
      resumo: { contactos: 1 },
    });
  });

  it.each([
    [
      'appointment',
      checkedRecord('appointment', {
        contacto_Nome: 'Cardiologia',
        data_consulta: '2026-12-03',
        time_consulta: '',
      }),
      'consultas',
      'consulta_ID_4',
      'variaveis',
      'var_consulta',
    ],
    [
      'medication',
      checkedRecord('medication', { medicamento: '1 comprimido', momento_tomar: 'Ao almoço' }),
      'medicamentos',
      'medicamento_4',
      'variavel_Med',
      'variavel_medicame',
    ],
  ] as const)(
    '%s: continues from the stored counter',
    async (kind, value, listNode, key, counterNode, counterField) => {
      const { backend, repository } = setUp({
        [`Newdata_${uid}`]: { [counterNode]: { [counterField]: 3 } },
      });
      await expect(repository.add(kind, value)).resolves.toBe(key);
      expect(backend.controls.snapshot(`Newdata_${uid}/${listNode}/${key}`)).toEqual(value);
      expect(backend.controls.snapshot(`Newdata_${uid}/${counterNode}/${counterField}`)).toBe(4);
    },
  );

  it('20 adds started at once leave 20 distinct records (the old app lost all but one)', async () => {
    const { backend, repository } = setUp();
    const keys = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        repository.add(
          'contact',
          checkedRecord('contact', {
            contacto_Nome: `Pessoa ${index}`,
            contacto_telPesso: '910000000',
          }),
        ),
      ),
    );
    expect(new Set(keys).size).toBe(20);
    const stored = backend.controls.snapshot(`Newdata_${uid}/contactos`) as Record<
      string,
      ContactRecord
    >;
    expect(Object.keys(stored)).toHaveLength(20);
    expect(new Set(Object.values(stored).map((record) => record.contacto_Nome)).size).toBe(20);
    expect(backend.controls.snapshot(`Newdata_${uid}/variaveis_contact/var_contact`)).toBe(20);
    expect(backend.controls.snapshot(`Newdata_${uid}/resumo/contactos`)).toBe(20);
  });

  it('two carers (two repositories on one database) never overwrite each other', async () => {
    const { backend } = setUp();
    const first = createRecordsRepository(backend.database, uid);
    const second = createRecordsRepository(backend.database, uid);
    const keys = await Promise.all([
      first.add('contact', maria),
      second.add('contact', checkedRecord('contact', { ...maria, contacto_Nome: 'Joaquim' })),
    ]);
    expect(new Set(keys).size).toBe(2);
  });

  it('skips an index already taken by a record an older app wrote past its counter', async () => {
    const legacy = { contacto_Nome: 'Antigo', contacto_telPesso: '1' };
    const { backend, repository } = setUp({
      [`Newdata_${uid}`]: {
        contactos: { contacto_Contacto_1: legacy },
        variaveis_contact: { var_contact: 0 },
      },
    });
    await expect(repository.add('contact', maria)).resolves.toBe('contacto_Contacto_2');
    expect(backend.controls.snapshot(`Newdata_${uid}/contactos/contacto_Contacto_1`)).toEqual(
      legacy,
    );
  });

  it('stores the checked record as the check left it: trimmed', async () => {
    const { backend, repository } = setUp();
    const typed = checkedRecord('contact', {
      contacto_Nome: '  Maria ',
      contacto_telPesso: ' 912345678',
    });
    expect(typed).toEqual(maria);
    await repository.add('contact', typed);
    expect(backend.controls.snapshot(`Newdata_${uid}/contactos/contacto_Contacto_1`)).toEqual(
      typed,
    );
  });

  it('takes only checked records: an unchecked one does not compile, and the check refuses an invalid one', () => {
    const tooLong = { contacto_Nome: 'x'.repeat(10_000), contacto_telPesso: '1' };
    // Never called: the point is that it does not compile.
    const addUnchecked = (repository: RecordsRepository) =>
      // @ts-expect-error an unchecked record is refused by the type
      repository.add('contact', tooLong);
    expect(addUnchecked).toBeInstanceOf(Function);
    expect(() => checkedRecord('contact', tooLong)).toThrow('contacto_Nome');
  });

  it('a refused counter transaction writes no record', async () => {
    const { backend, repository } = setUp();
    backend.controls.failNext('transaction', 'permission_denied');
    await expect(repository.add('contact', maria)).rejects.toMatchObject({
      code: 'permission_denied',
    });
    expect(backend.controls.snapshot(`Newdata_${uid}`)).toBeNull();
  });

  it('offline: the add is applied locally and resolves only when the server confirms', async () => {
    const { backend, repository } = setUp();
    backend.controls.setConnected(false);
    let settled = false;
    const saving = repository.add('contact', maria).then((key) => {
      settled = true;
      return key;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    backend.controls.setConnected(true);
    await expect(saving).resolves.toBe('contacto_Contacto_1');
    expect(backend.controls.snapshot(`Newdata_${uid}/contactos/contacto_Contacto_1`)).toEqual(
      maria,
    );
  });
});

describe('update and remove work by key, never by position', () => {
  const data = {
    [`Newdata_${uid}`]: {
      contactos: {
        contacto_Contacto_2: { contacto_Nome: 'Dois', contacto_telPesso: '2' },
        contacto_Contacto_10: { contacto_Nome: 'Dez', contacto_telPesso: '10' },
      },
      variaveis_contact: { var_contact: 10 },
    },
  };

  it('update overwrites exactly the keyed record (contacto_Contacto_10 is not the 10th)', async () => {
    const { backend, repository } = setUp(data);
    await repository.update(
      'contact',
      'contacto_Contacto_10',
      checkedRecord(
        'contact',
        { contacto_Nome: 'Dez novo', contacto_telPesso: '910101010' },
        'edit',
      ),
    );
    expect(backend.controls.snapshot(`Newdata_${uid}/contactos`)).toEqual({
      contacto_Contacto_2: { contacto_Nome: 'Dois', contacto_telPesso: '2' },
      contacto_Contacto_10: { contacto_Nome: 'Dez novo', contacto_telPesso: '910101010' },
    });
  });

  it('remove deletes the record and leaves the counter, so the key is never reused', async () => {
    const { backend, repository } = setUp(data);
    await repository.remove('contact', 'contacto_Contacto_10');
    expect(backend.controls.snapshot(`Newdata_${uid}/contactos/contacto_Contacto_10`)).toBeNull();
    await expect(repository.add('contact', maria)).resolves.toBe('contacto_Contacto_11');
  });

  it.each(['contacto_Contacto_2/../../ProBrancaSec', 'consulta_ID_2', '', 'contacto_Contacto_2.x'])(
    'refuses the tampered key %j without writing',
    async (key) => {
      const { backend, repository } = setUp(data);
      const before = backend.controls.snapshot();
      await expect(repository.update('contact', key, maria)).rejects.toMatchObject({
        code: 'invalid_key',
      });
      await expect(repository.remove('contact', key)).rejects.toMatchObject({
        code: 'invalid_key',
      });
      await expect(repository.read('contact', key)).resolves.toBeNull();
      expect(backend.controls.snapshot()).toEqual(before);
    },
  );

  it('update takes only checked records: an edited appointment without a time is refused by the check', () => {
    const withoutTime = {
      contacto_Nome: 'Cardiologia',
      data_consulta: '2026-12-03',
      time_consulta: '',
    };
    // Never called: the point is that it does not compile.
    const updateUnchecked = (repository: RecordsRepository) =>
      // @ts-expect-error an unchecked record is refused by the type
      repository.update('appointment', 'consulta_ID_1', withoutTime);
    expect(updateUnchecked).toBeInstanceOf(Function);
    expect(() => checkedRecord('appointment', withoutTime, 'edit')).toThrow('time_consulta');
  });

  it('read returns the record by key, or null when absent', async () => {
    const { repository } = setUp(data);
    await expect(repository.read('contact', 'contacto_Contacto_10')).resolves.toEqual({
      contacto_Nome: 'Dez',
      contacto_telPesso: '10',
    });
    await expect(repository.read('contact', 'contacto_Contacto_3')).resolves.toBeNull();
  });
});

describe('watch follows the list live, in key-number order', () => {
  it('delivers _2 before _10, then every change', async () => {
    const { repository } = setUp({
      [`Newdata_${uid}`]: {
        contactos: {
          contacto_Contacto_10: { contacto_Nome: 'Dez', contacto_telPesso: '10' },
          contacto_Contacto_2: { contacto_Nome: 'Dois', contacto_telPesso: '2' },
        },
        variaveis_contact: { var_contact: 10 },
      },
    });
    const deliveries: Keyed<ContactRecord>[][] = [];
    const stop = repository.watch('contact', (records) => deliveries.push(records));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(deliveries.at(-1)?.map((record) => record.key)).toEqual([
      'contacto_Contacto_2',
      'contacto_Contacto_10',
    ]);
    await repository.add('contact', maria);
    expect(deliveries.at(-1)?.map((record) => record.key)).toEqual([
      'contacto_Contacto_2',
      'contacto_Contacto_10',
      'contacto_Contacto_11',
    ]);
    stop();
    await repository.remove('contact', 'contacto_Contacto_2');
    expect(deliveries.at(-1)).toHaveLength(3);
  });

  it('reports a refused subscription', async () => {
    const { backend, repository } = setUp();
    backend.controls.failNext('subscribe', 'permission_denied');
    const onError = jest.fn();
    repository.watch('contact', () => undefined, onError);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'permission_denied' }));
  });
});

describe('followCounter keeps the counter followed while an add screen is open', () => {
  it('says once that the counter has arrived, however often it changes, and lets go when stopped', async () => {
    const { backend, repository } = setUp({
      [`Newdata_${uid}`]: { variaveis_contact: { var_contact: 4 } },
    });
    const subscribe = jest.spyOn(backend.database, 'subscribe');
    const onFollowing = jest.fn();
    const stop = repository.followCounter('contact', onFollowing);
    expect(subscribe).toHaveBeenCalledWith(
      `Newdata_${uid}/variaveis_contact/var_contact`,
      expect.any(Function),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(onFollowing).toHaveBeenCalledTimes(1);
    await repository.add('contact', maria);
    await repository.add('contact', maria);
    expect(onFollowing).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('the summary (resumo) follows every add, edit and delete', () => {
  const root = `Newdata_${uid}`;
  const pills = checkedRecord('medication', {
    medicamento: 'Comprimido',
    momento_tomar: 'Ao almoço',
  });
  const withTimes = checkedRecord('medication', { ...pills, horas: '08:00,20:00' });
  const edit = (record: MedicationRecord) => checkedRecord('medication', record, 'edit');
  const earlier = 1_700_000_000_000;

  it('an add counts the record, from the stored count; a medicine with times gets horasDesde and its times in the summary', async () => {
    const { backend, repository } = setUp({ [root]: { resumo: { medicamentos: 2 } } });
    await expect(repository.add('medication', withTimes)).resolves.toBe('medicamento_1');
    await repository.add('medication', pills);
    expect(backend.controls.snapshot(`${root}/medicamentos`)).toEqual({
      medicamento_1: { ...withTimes, horasDesde: serverNow },
      medicamento_2: pills,
    });
    expect(backend.controls.snapshot(`${root}/resumo`)).toEqual({
      medicamentos: 4,
      horario: { medicamento_1: { horas: '08:00,20:00', desde: serverNow } },
    });
  });

  it.each<[string, MedicationRecord, CheckedRecord<'medication'>, unknown, unknown]>([
    [
      'times changed: horasDesde is the server’s time',
      { ...withTimes, horasDesde: earlier },
      edit({ ...pills, horas: '09:00' }),
      serverNow,
      { horas: '09:00', desde: serverNow },
    ],
    [
      'times kept: horasDesde kept',
      { ...withTimes, horasDesde: earlier },
      edit({ ...withTimes, momento_tomar: 'Ao jantar' }),
      earlier,
      { horas: '08:00,20:00', desde: earlier },
    ],
    [
      'times kept on a record older than horasDesde: still none, 0 in the summary',
      withTimes,
      edit({ ...withTimes, momento_tomar: 'Ao jantar' }),
      undefined,
      { horas: '08:00,20:00', desde: 0 },
    ],
    [
      'times set on a medicine that had none',
      pills,
      withTimes,
      serverNow,
      { horas: '08:00,20:00', desde: serverNow },
    ],
    ['times cleared: no horasDesde, out of the summary', withTimes, pills, undefined, null],
    [
      'a horasDesde sent with the edit is not taken: the repository decides',
      { ...withTimes, horasDesde: earlier },
      // Not through the check (which keeps only the form's fields): a value that carries one anyway.
      uncheckedRecord('medication', { ...withTimes, horasDesde: 5 }),
      earlier,
      { horas: '08:00,20:00', desde: earlier },
    ],
  ])('edit, %s', async (_label, stored, edited, horasDesde, schedule) => {
    const { backend, repository } = setUp({
      [root]: {
        medicamentos: { medicamento_1: stored },
        resumo: { medicamentos: 1, horario: { medicamento_1: { horas: 'antes', desde: 1 } } },
      },
    });
    await repository.update('medication', 'medicamento_1', edited);
    expect(
      (backend.controls.snapshot(`${root}/medicamentos/medicamento_1`) as MedicationRecord)
        .horasDesde,
    ).toBe(horasDesde);
    expect(backend.controls.snapshot(`${root}/resumo/horario/medicamento_1`)).toEqual(schedule);
    expect(backend.controls.snapshot(`${root}/resumo/medicamentos`)).toBe(1);
  });

  it('a delete uncounts the record; a medicine’s times leave the summary with it', async () => {
    const { backend, repository } = setUp({
      [root]: {
        contactos: { contacto_Contacto_1: maria },
        medicamentos: { medicamento_1: withTimes, medicamento_2: pills },
        resumo: {
          contactos: 1,
          medicamentos: 2,
          horario: { medicamento_1: { horas: '08:00,20:00', desde: 0 } },
        },
      },
    });
    await repository.remove('contact', 'contacto_Contacto_1');
    await repository.remove('medication', 'medicamento_1');
    expect(backend.controls.snapshot(root)).toEqual({
      medicamentos: { medicamento_2: pills },
      resumo: { contactos: 0, medicamentos: 1 },
    });
  });

  it('a refused summary write fails neither the add nor the delete (the record is saved)', async () => {
    const { backend, repository } = setUp();
    backend.controls.failNext('update', 'permission_denied');
    await expect(repository.add('contact', maria)).resolves.toBe('contacto_Contacto_1');
    backend.controls.failNext('update', 'permission_denied');
    await expect(repository.remove('contact', 'contacto_Contacto_1')).resolves.toBeUndefined();
    expect(backend.controls.snapshot(root)).toEqual({ variaveis_contact: { var_contact: 1 } });
  });

  it('a refused edit of a medicine writes neither the record nor its times', async () => {
    const { backend, repository } = setUp({ [root]: { medicamentos: { medicamento_1: pills } } });
    backend.controls.failNext('update', 'permission_denied');
    await expect(repository.update('medication', 'medicamento_1', withTimes)).rejects.toMatchObject(
      { code: 'permission_denied' },
    );
    expect(backend.controls.snapshot(root)).toEqual({ medicamentos: { medicamento_1: pills } });
  });

  it.each<[string, unknown, number, boolean]>([
    ['no count yet', null, 0, true],
    ['a count behind the list', 2, 5, true],
    ['a count ahead of the list', 7, 5, true],
    ['the same count', 5, 5, false],
  ])('repairSummaryCount: %s', async (_label, stored, actual, writes) => {
    const { backend, repository } = setUp(
      stored === null ? {} : { [root]: { resumo: { consultas: stored } } },
    );
    const update = jest.spyOn(backend.database, 'set');
    await expect(repository.repairSummaryCount('appointment', actual)).resolves.toBe(writes);
    expect(backend.controls.snapshot(`${root}/resumo/consultas`)).toBe(actual);
    expect(update).toHaveBeenCalledTimes(writes ? 1 : 0);
  });
});
