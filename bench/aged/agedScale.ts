/**
 * How big an aged association is: how many people, the carers and how many people each follows, and
 * what a year of living leaves in each person's lists. `fullScale` is the bench's headline; a smaller
 * scale (`--people`) proves the harness quickly.
 */
export interface AgedScale {
  readonly people: number;
  /** One carer per entry: how many people that carer follows (the first n people). */
  readonly carersFollow: readonly number[];
  readonly contactsPerPerson: number;
  readonly appointmentsPerPerson: number;
  readonly medicinesPerPerson: number;
  /** Days of doses taken, ending today. */
  readonly daysOfDoses: number;
  /** The share of due doses that were taken. */
  readonly takenShare: number;
}

export const fullScale: AgedScale = {
  people: 300,
  carersFollow: [300, 100, 5],
  contactsPerPerson: 20,
  appointmentsPerPerson: 20,
  medicinesPerPerson: 10,
  daysOfDoses: 365,
  takenShare: 0.9,
};

/** The full scale with fewer people: the carers follow all of them, a third of them, and five. */
export function scaleWithPeople(people: number): AgedScale {
  if (!Number.isInteger(people) || people < 1)
    throw new Error('--people must be a whole number ≥ 1');
  if (people === fullScale.people) return fullScale;
  return {
    ...fullScale,
    people,
    carersFollow: [
      people,
      Math.max(1, Math.round(people / 3)),
      Math.min(fullScale.carersFollow[2] ?? 5, people),
    ],
  };
}

/** '1 person', '300 people'. */
export function peopleCount(count: number): string {
  return `${count} ${count === 1 ? 'person' : 'people'}`;
}
