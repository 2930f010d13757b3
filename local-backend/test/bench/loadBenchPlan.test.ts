import { validateRecord } from '@amparo/shared-machines/records';
import { planLoad, type CarerPlan, type LoadShape } from '../../bench/loadBenchPlan';

// The load bench's plan (docs/product.md: Hard cases): every record valid and unique, every patient written to, some
// patients shared by two carers with the same kind of record in the same round.

describe('planLoad', () => {
  it.each<[LoadShape, number, number]>([
    // shape, patients each carer serves, patients shared by two carers
    [{ patients: 50, carers: 5, records: 1000, sharedPerCarer: 2 }, 12, 10],
    [{ patients: 50, carers: 5, records: 1000, sharedPerCarer: 0 }, 10, 0],
    [{ patients: 6, carers: 3, records: 30, sharedPerCarer: 1 }, 3, 3],
  ])('%j', (shape, servedEach, shared) => {
    const plan = planLoad(shape);
    const writes = plan.carers.flatMap((carer) => carer.writes);
    expect(plan.patients).toHaveLength(shape.patients);
    expect(writes).toHaveLength(shape.records);
    expect(new Set(writes.map((write) => write.label)).size).toBe(shape.records);
    expect(plan.carers.map((carer) => carer.patients.length)).toEqual(
      Array(shape.carers).fill(servedEach),
    );
    expect(plan.sharedPatients).toHaveLength(shared);
    expect(new Set(writes.map((write) => write.patient))).toEqual(new Set(plan.patients));
    for (const carer of plan.carers) {
      for (const write of carer.writes) {
        expect(carer.patients).toContain(write.patient);
        expect(
          validateRecord(write.kind, 'add', write.value as unknown as Record<string, string>),
        ).toEqual({ valid: true, value: write.value });
      }
    }
  });

  it.each<[LoadShape]>([
    [{ patients: 50, carers: 5, records: 1000, sharedPerCarer: 2 }],
    [{ patients: 40, carers: 4, records: 400, sharedPerCarer: 3 }],
    [{ patients: 6, carers: 3, records: 30, sharedPerCarer: 1 }],
  ])(
    '%j: two carers reach each shared patient at the same place in their rounds, with the same kinds',
    (shape) => {
      const plan = planLoad(shape);
      for (const patient of plan.sharedPatients) {
        const serving = plan.carers.filter((carer) => carer.patients.includes(patient));
        expect(serving).toHaveLength(2);
        const [first, second] = serving as [CarerPlan, CarerPlan];
        expect(first.patients.indexOf(patient)).toBe(second.patients.indexOf(patient));
        const kindsFor = (carer: CarerPlan) =>
          carer.writes.filter((write) => write.patient === patient).map((write) => write.kind);
        expect(kindsFor(first)).toEqual(kindsFor(second));
      }
    },
  );

  it.each<[LoadShape, string]>([
    [{ patients: 50, carers: 3, records: 1000, sharedPerCarer: 2 }, 'divide evenly'],
    [{ patients: 50, carers: 5, records: 1001, sharedPerCarer: 2 }, 'divide evenly'],
    [{ patients: 20, carers: 2, records: 100, sharedPerCarer: 1 }, 'at least 3 carers'],
    [{ patients: 50, carers: 5, records: 1000, sharedPerCarer: 6 }, 'at most half'],
  ])('refuses %j', (shape, message) => {
    expect(() => planLoad(shape)).toThrow(message);
  });
});
