import type { RecordByKind, RecordKind } from '@amparo/shared-machines/records';

// Who writes what in the load bench (docs/product.md: Hard cases): pure, so the split of patients between carers and the
// records each carer saves are the same on every run and can be tested without a server.

export interface LoadShape {
  readonly patients: number;
  readonly carers: number;
  readonly records: number;
  /** How many patients of the next carer's group each carer also serves (the contended ones). */
  readonly sharedPerCarer: number;
}

export interface PlannedWrite {
  readonly carer: number;
  readonly patient: string;
  readonly kind: RecordKind;
  /** Unique in the whole run; stored in the record's name field, so a listener can recognise it. */
  readonly label: string;
  readonly value: RecordByKind[RecordKind];
}

export interface CarerPlan {
  readonly carer: number;
  /** The patients this carer serves (one SDK app each, signed in as that patient). */
  readonly patients: readonly string[];
  /** In the order the carer starts them. */
  readonly writes: readonly PlannedWrite[];
}

export interface LoadPlan {
  readonly patients: readonly string[];
  readonly carers: readonly CarerPlan[];
  /** Patients served by more than one carer. */
  readonly sharedPatients: readonly string[];
}

const kinds: readonly RecordKind[] = ['contact', 'appointment', 'medication'];

export function patientUid(index: number): string {
  return `loadpatient${String(index + 1).padStart(2, '0')}`;
}

function recordValue(kind: RecordKind, label: string): RecordByKind[RecordKind] {
  switch (kind) {
    case 'contact':
      return { contacto_Nome: label, contacto_telPesso: '912 345 678' };
    case 'appointment':
      return { contacto_Nome: label, data_consulta: '2026-12-01', time_consulta: '10:30' };
    case 'medication':
      return { medicamento: label, momento_tomar: 'Ao pequeno-almoço' };
  }
}

/** The field a record's label is stored in (the name shown in the lists). */
export function labelField(kind: RecordKind): 'contacto_Nome' | 'medicamento' {
  return kind === 'medication' ? 'medicamento' : 'contacto_Nome';
}

/**
 * The patients carer k serves, in the order it goes round them: its own group, and the first
 * `sharedPerCarer` patients of the next carer's group. Carers k and k+1 hold the patients they share at
 * the same places in their rounds (a "slot"), so both reach them at about the same moment and take
 * numbers from the same counter at once. Each carer is in two pairs, which need different slots; with
 * an odd number of carers the ring needs a third slot.
 */
function servedPatients(shape: LoadShape, patients: readonly string[], carer: number): string[] {
  const groupSize = shape.patients / shape.carers;
  const shared = shape.sharedPerCarer;
  const group = (owner: number): readonly string[] =>
    patients.slice(owner * groupSize, (owner + 1) * groupSize);
  // Pair k is carers k and k+1 (mod the count); it shares the first patients of group k+1.
  const slotOfPair = (pair: number): number =>
    shape.carers % 2 === 1 && pair === shape.carers - 1 ? 2 : pair % 2;
  const served: (string | undefined)[] = Array.from({ length: groupSize + shared });
  const place = (pair: number, owner: number): void => {
    for (let offset = 0; offset < shared; offset += 1)
      served[slotOfPair(pair) * shared + offset] = group(owner)[offset];
  };
  if (shared > 0) {
    place(carer, (carer + 1) % shape.carers);
    place((carer + shape.carers - 1) % shape.carers, carer);
  }
  const own = group(carer).slice(shared);
  return served.map((patient) => patient ?? (own.shift() as string));
}

/**
 * Each carer goes round its patients one record each, changing the kind every round, so two carers
 * reach a shared patient with the same kind in the same round: both take numbers from the same counter.
 */
export function planLoad(shape: LoadShape): LoadPlan {
  const groupSize = shape.patients / shape.carers;
  if (!Number.isInteger(groupSize) || shape.records % shape.carers !== 0) {
    throw new Error('planLoad: patients and records must divide evenly between the carers');
  }
  if (shape.sharedPerCarer > 0 && (shape.carers < 3 || 2 * shape.sharedPerCarer > groupSize)) {
    throw new Error('planLoad: sharing needs at least 3 carers and at most half of a group shared');
  }
  const patients = Array.from({ length: shape.patients }, (_, index) => patientUid(index));
  const perCarer = shape.records / shape.carers;
  const carers = Array.from({ length: shape.carers }, (_, carer): CarerPlan => {
    const served = servedPatients(shape, patients, carer);
    const writes = Array.from({ length: perCarer }, (_, sequence): PlannedWrite => {
      const kind = kinds[Math.floor(sequence / served.length) % kinds.length] as RecordKind;
      const label = `Cuidador ${carer + 1} registo ${sequence + 1}`;
      return {
        carer,
        patient: served[sequence % served.length] as string,
        kind,
        label,
        value: recordValue(kind, label),
      };
    });
    return { carer, patients: served, writes };
  });
  const servedBy = new Map<string, number>();
  for (const plan of carers)
    for (const patient of plan.patients) servedBy.set(patient, (servedBy.get(patient) ?? 0) + 1);
  return {
    patients,
    carers,
    sharedPatients: patients.filter((patient) => (servedBy.get(patient) ?? 0) > 1),
  };
}
