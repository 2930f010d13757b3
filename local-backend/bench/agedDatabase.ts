import type { JsonObject } from '../src/rtdb/jsonValue';

// An association's database after months of use, built in memory for the write-rate bench and its
// test: per person a membership, contacts, appointments, medicines with dose times, and every dose
// taken on every day (the part that grows without end until the retention command removes it).
// Pure and the same on every run. About 200 KB per person over a year: 300 people make about 60 MB.

export interface AgedShape {
  readonly people: number;
  readonly days: number;
  readonly contactsPerPerson: number;
  readonly appointmentsPerPerson: number;
  readonly medicinesPerPerson: number;
}

export const yearOfData: AgedShape = {
  people: 300,
  days: 365,
  contactsPerPerson: 30,
  appointmentsPerPerson: 24,
  medicinesPerPerson: 6,
};

const doseTimes = ['08:00', '14:00', '21:00'] as const;
const firstDayMs = Date.UTC(2025, 0, 1);
const dayMs = 24 * 3600_000;

export function agedPersonUid(index: number): string {
  return `agedperson${String(index + 1).padStart(3, '0')}`;
}

function isoDay(dayIndex: number): string {
  return new Date(firstDayMs + dayIndex * dayMs).toISOString().slice(0, 10);
}

function personTree(shape: AgedShape, person: number): JsonObject {
  const audit = (at: number): JsonObject => ({
    alteradoPor: `carer${person % 20}`,
    alteradoPorNome: `Cuidador ${person % 20}`,
    alteradoEm: at,
  });
  const contactos: JsonObject = {};
  for (let index = 1; index <= shape.contactsPerPerson; index += 1) {
    contactos[`contacto_Contacto_${index}`] = {
      contacto_Nome: `Contacto ${index} de ${person}`,
      contacto_telPesso: `91${String(person * 1000 + index).padStart(7, '0')}`,
      ...audit(firstDayMs + index * 3600_000),
    };
  }
  const consultas: JsonObject = {};
  for (let index = 1; index <= shape.appointmentsPerPerson; index += 1) {
    consultas[`consulta_ID_${index}`] = {
      contacto_Nome: index % 2 === 0 ? 'Cardiologia' : 'Medicina geral',
      data_consulta: isoDay(Math.floor((index * shape.days) / shape.appointmentsPerPerson) % 365),
      time_consulta: '10:30',
      ...audit(firstDayMs + index * dayMs),
    };
  }
  const medicamentos: JsonObject = {};
  const horario: JsonObject = {};
  for (let index = 1; index <= shape.medicinesPerPerson; index += 1) {
    const horas = doseTimes.join(',');
    medicamentos[`medicamento_${index}`] = {
      medicamento: `Medicamento ${index}`,
      momento_tomar: 'Depois das refeições',
      horas,
      horasDesde: firstDayMs,
      ...audit(firstDayMs),
    };
    horario[`medicamento_${index}`] = { horas, desde: firstDayMs };
  }
  const tomas: JsonObject = {};
  for (let day = 0; day < shape.days; day += 1) {
    const taken: JsonObject = {};
    for (let index = 1; index <= shape.medicinesPerPerson; index += 1) {
      const doses: JsonObject = {};
      for (const time of doseTimes)
        doses[time.replace(':', '')] = firstDayMs + day * dayMs + index * 60_000;
      taken[`medicamento_${index}`] = doses;
    }
    tomas[isoDay(day)] = taken;
  }
  return {
    contactos,
    consultas,
    medicamentos,
    tomas,
    variaveis_contact: { var_contact: shape.contactsPerPerson },
    variaveis: { var_consulta: shape.appointmentsPerPerson },
    variavel_Med: { variavel_medicame: shape.medicinesPerPerson },
    resumo: {
      contactos: shape.contactsPerPerson,
      consultas: shape.appointmentsPerPerson,
      medicamentos: shape.medicinesPerPerson,
      horario,
    },
  };
}

/** A person's membership of the association (`members/{uid}`), which the rules ask of a writer. */
export function agedMembership(person: number): JsonObject {
  return { name: `Pessoa ${person + 1}`, code: `codigo${person}`, since: firstDayMs };
}

/** The whole tree for `shape`: `members/{uid}` and `Newdata_{uid}` for each person. */
export function agedDatabase(shape: AgedShape): JsonObject {
  const members: JsonObject = {};
  const tree: JsonObject = { members };
  for (let person = 0; person < shape.people; person += 1) {
    const uid = agedPersonUid(person);
    members[uid] = agedMembership(person);
    tree[`Newdata_${uid}`] = personTree(shape, person);
  }
  return tree;
}
