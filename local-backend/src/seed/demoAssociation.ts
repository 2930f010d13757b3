import type {
  AppointmentRecord,
  ContactRecord,
  MedicationRecord,
} from '@amparo/shared-machines/records';

/**
 * The demo association the seed creates: the association's code (`ProBrancaSec`), two people
 * (members) and two carers who follow them, and Maria's contacts, appointments (dated relative to the
 * day the seed runs) and medicines. Pure: the seed command writes what this returns.
 */
export const defaultAssociationCode = 'segredo';

export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly name: string;
}

export const mariaAccount: DemoAccount = {
  email: 'maria.silva@gmail.com',
  password: 'amparo2024',
  name: 'Maria Silva',
};
export const joseAccount: DemoAccount = {
  email: 'jose.santos@sapo.pt',
  password: 'amparo2024',
  name: 'José Santos',
};
/** The people the association supports (members), in the order the seed creates them. */
export const demoAccounts: readonly DemoAccount[] = [mariaAccount, joseAccount];

export const anaAccount: DemoAccount = {
  email: 'ana.costa@probranca.pt',
  password: 'amparo2024',
  name: 'Ana Costa',
};
export const ruiAccount: DemoAccount = {
  email: 'rui.pereira@probranca.pt',
  password: 'amparo2024',
  name: 'Rui Pereira',
};

export interface DemoCarer {
  readonly account: DemoAccount;
  /** The people (from demoAccounts) the carer follows. */
  readonly people: readonly DemoAccount[];
}

export const demoCarers: readonly DemoCarer[] = [
  { account: anaAccount, people: [mariaAccount, joseAccount] },
  { account: ruiAccount, people: [joseAccount] },
];

export interface PatientRecords {
  readonly contactos: Readonly<Record<string, ContactRecord>>;
  readonly consultas: Readonly<Record<string, AppointmentRecord>>;
  readonly medicamentos: Readonly<Record<string, MedicationRecord>>;
  readonly counters: {
    readonly var_contact: number;
    readonly var_consulta: number;
    readonly variavel_medicame: number;
  };
}

/** YYYY-MM-DD of the day `offsetDays` from `today`, in the machine's local calendar. */
export function localIsoDate(today: Date, offsetDays: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offsetDays);
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * How long before the seed the demo medicines' times were set (`horasDesde`) and the demo people's days
 * on the platform began (`members/{uid}/since`): some days earlier, so the day's doses already past, and
 * the days the browser tests set the page's clock to, fall after it.
 */
export const demoDoseTimesSetBeforeMs = 7 * 24 * 3600_000;

export function buildPatientRecords(today: Date): PatientRecords {
  const doseTimesSince = today.getTime() - demoDoseTimesSetBeforeMs;
  return {
    contactos: {
      contacto_Contacto_1: { contacto_Nome: 'José Almeida', contacto_telPesso: '912345678' },
      contacto_Contacto_2: { contacto_Nome: 'Ana Conceição', contacto_telPesso: '913456789' },
      contacto_Contacto_3: { contacto_Nome: 'Luís Gonçalves', contacto_telPesso: '914567890' },
      contacto_Contacto_4: { contacto_Nome: 'Fátima Rodrigues', contacto_telPesso: '965432187' },
    },
    consultas: {
      consulta_ID_1: {
        contacto_Nome: 'Cardiologia',
        data_consulta: localIsoDate(today, -12),
        time_consulta: '10:30',
      },
      consulta_ID_2: {
        contacto_Nome: 'Oftalmologia',
        data_consulta: localIsoDate(today, 6),
        time_consulta: '15:00',
      },
      consulta_ID_3: {
        contacto_Nome: 'Medicina Geral',
        data_consulta: localIsoDate(today, 20),
        time_consulta: '09:15',
      },
    },
    medicamentos: {
      medicamento_1: {
        medicamento: '1 comprimido de Paracetamol 500 mg',
        momento_tomar: 'Ao pequeno-almoço e ao jantar',
        horas: '08:00,20:00',
        horasDesde: doseTimesSince,
      },
      medicamento_2: {
        medicamento: '1 comprimido de Atorvastatina 20 mg',
        momento_tomar: 'Antes de jantar',
      },
      medicamento_3: {
        medicamento: '2 comprimidos de Vitamina D',
        momento_tomar: 'De tarde',
        horas: '14:00',
        horasDesde: doseTimesSince,
      },
    },
    counters: { var_contact: 4, var_consulta: 3, variavel_medicame: 3 },
  };
}

/**
 * A seeded medicine as written again over what the database holds: when the stored one has the same
 * times and says when they were set, that moment is kept (seeding again does not move it).
 */
export function reseededMedicine(seeded: MedicationRecord, stored: unknown): MedicationRecord {
  const { horas, horasDesde } = (stored ?? {}) as { horas?: unknown; horasDesde?: unknown };
  return horas === seeded.horas && typeof horasDesde === 'number' && seeded.horasDesde !== undefined
    ? { ...seeded, horasDesde }
    : seeded;
}

/** Why an association's code cannot be used (it is a database key and part of a path), or null. */
export function describeInvalidAssociationCode(associationCode: string): string | null {
  if (associationCode === '') return 'the registration code must not be empty';
  if (associationCode.length > 100) return 'the registration code must have at most 100 characters';
  if (/[.#$/[\]\u0000-\u001f\u007f\s?%]/.test(associationCode))
    return 'the registration code must not contain . # $ / [ ] ? %, spaces or control characters';
  return null;
}
