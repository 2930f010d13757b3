import type { Holdings } from '../../src/association/personHoldings';

// A small association for the person operations' pure tests: Rosa (a member with records, doses,
// consents and an access log, followed by the carers Ana and Rui, each with a card of her), and José,
// whose contact and log name Rui, who changed them as his carer.

export const rosaUid = 'RosaUid0000000000000000000a1';
export const anaUid = 'AnaUid00000000000000000000b2';
export const ruiUid = 'RuiUid00000000000000000000c3';
export const joseUid = 'JoseUid0000000000000000000d4';
export const hostileName = '<img src=x onerror="alert(1)"> Joaquim & Filhos';

const at = (day: string, time = '10:00'): number => Date.parse(`${day}T${time}:00Z`);

const account = (uid: string, email: string, displayName: string) => ({
  localId: uid,
  email,
  displayName,
  createdAt: String(at('2024-11-02')),
  lastLoginAt: String(at('2025-02-20')),
  emailVerified: false,
  providerUserInfo: [{ providerId: 'password', email, rawId: email, federatedId: email }],
});

const rosaCard = {
  membro: { name: 'Rosa Marques', since: at('2024-11-02') },
  resumo: { contactos: 1, consultas: 1, medicamentos: 1 },
  tomas: { '2025-02-01': { m1: { '2000': true } } },
  consultas: { c1: '2025-02-14 09:30' },
};
const joseCard = {
  membro: { name: 'José Santos', since: at('2024-10-01') },
  resumo: { contactos: 2, consultas: 0, medicamentos: 0 },
};

export function associationHoldings(): Holdings {
  return {
    accounts: [
      account(rosaUid, 'rosa.marques@gmail.com', 'Rosa Marques'),
      account(anaUid, 'ana.costa@probranca.pt', 'Ana Costa'),
      account(ruiUid, 'rui.pereira@probranca.pt', 'Rui Pereira'),
      account(joseUid, 'jose.santos@sapo.pt', 'José Santos'),
    ],
    usersDocuments: [
      {
        id: 'doc-rosa',
        fields: {
          uid: rosaUid,
          name: 'Rosa Marques',
          email: 'rosa.marques@gmail.com',
          authProvider: 'local',
        },
      },
      {
        id: 'doc-rui',
        fields: {
          uid: ruiUid,
          name: 'Rui Pereira',
          email: 'rui.pereira@probranca.pt',
          authProvider: 'local',
        },
      },
    ],
    tree: {
      members: {
        [rosaUid]: { name: 'Rosa Marques', since: at('2024-11-02') },
        [joseUid]: { name: 'José Santos', since: at('2024-10-01') },
      },
      memberCodes: { [rosaUid]: 'segredo', [joseUid]: 'segredo' },
      carers: { [anaUid]: { name: 'Ana Costa' }, [ruiUid]: { name: 'Rui Pereira' } },
      carerPeople: {
        [anaUid]: { [rosaUid]: true, [joseUid]: true },
        [ruiUid]: { [rosaUid]: true, [joseUid]: true },
      },
      // Rosa named Ana herself, and Ana has not confirmed her yet.
      carerPending: { [anaUid]: { [rosaUid]: true } },
      personCarers: {
        [rosaUid]: { [anaUid]: true, [ruiUid]: true },
        [joseUid]: { [anaUid]: true, [ruiUid]: true },
      },
      carerOverview: {
        [anaUid]: { [rosaUid]: rosaCard, [joseUid]: joseCard },
        [ruiUid]: { [rosaUid]: rosaCard, [joseUid]: joseCard },
      },
      [`Newdata_${rosaUid}`]: {
        contactos: {
          contacto_Contacto_1: {
            contacto_Nome: hostileName,
            contacto_telPesso: '912000111',
            alteradoPor: ruiUid,
            alteradoPorNome: 'Rui Pereira',
            alteradoEm: at('2025-01-04'),
          },
        },
        consultas: {
          consulta_ID_1: {
            contacto_Nome: 'Cardiologia',
            data_consulta: '2025-02-14',
            time_consulta: '09:30',
          },
        },
        medicamentos: {
          medicamento_1: {
            medicamento: 'Paracetamol 500 mg',
            momento_tomar: 'Ao jantar',
            horas: '20:00',
          },
        },
        tomas: {
          '2025-01-30': { medicamento_1: { '2000': at('2025-01-30', '20:05') } },
          '2025-02-01': { medicamento_1: { '2000': at('2025-02-01', '20:01') } },
        },
        resumo: { contactos: 1, consultas: 1, medicamentos: 1 },
        variaveis_contact: { var_contact: 1 },
      },
      consents: {
        [rosaUid]: {
          '-c1': {
            kind: 'dado',
            by: 'pessoa',
            noticeVersion: '1',
            recordedBy: rosaUid,
            at: at('2024-11-02'),
          },
        },
      },
      accessLog: {
        [rosaUid]: {
          '-a1': {
            who: anaUid,
            whoName: 'Ana Costa',
            action: 'ver',
            record: 'pessoa',
            at: at('2025-01-20'),
          },
        },
        [joseUid]: {
          '-a2': {
            who: ruiUid,
            whoName: 'Rui Pereira',
            action: 'alterar',
            record: 'contactos/contacto_Contacto_1',
            fields: 'contacto_telPesso',
            at: at('2025-02-01'),
          },
        },
      },
      [`Newdata_${joseUid}`]: {
        contactos: {
          contacto_Contacto_1: {
            contacto_Nome: 'Rui Pereira',
            contacto_telPesso: '934000555',
            alteradoPor: ruiUid,
            alteradoPorNome: 'Rui Pereira',
            alteradoEm: at('2025-02-01'),
          },
          contacto_Contacto_2: { contacto_Nome: 'Rosa Marques', contacto_telPesso: '911' },
        },
      },
      registrationCodes: { segredo: true },
    },
  };
}
