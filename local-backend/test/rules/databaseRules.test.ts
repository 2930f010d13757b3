import { readFileSync } from 'node:fs';
import { databaseRulesPath } from '../../src/ports/repoLayout';

// database.rules.json evaluated by targaryen (an independent implementation of the Realtime
// Database rules language), case by case.

interface RuleResult {
  readonly allowed: boolean;
  readonly info: string;
}

interface RulesDatabase {
  as(auth: { uid: string } | null): RulesDatabase;
  read(path: string): RuleResult;
  write(path: string, value: unknown): RuleResult;
  update(path: string, patch: Record<string, unknown>): RuleResult;
}

interface Targaryen {
  database(rules: unknown, data: unknown, now?: number | null): RulesDatabase;
}

// targaryen ships no type declarations; its API is the four calls above.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const targaryen = require('targaryen') as Targaryen;

const rules: unknown = JSON.parse(readFileSync(databaseRulesPath, 'utf8'));

const contact = { contacto_Nome: 'José Almeida', contacto_telPesso: '912345678' };
const appointment = { contacto_Nome: 'Cardiologia', data_consulta: '2026-03-01', time_consulta: '10:30' };
const medication = { medicamento: '1 comprimido de Paracetamol', momento_tomar: 'Ao almoço' };

const data = {
  ProBrancaSec: 'segredo',
  registrationCodes: { segredo: true },
  Newdata_maria: {
    contactos: { contacto_Contacto_1: contact },
    consultas: { consulta_ID_1: appointment },
    medicamentos: { medicamento_1: medication },
    variaveis_contact: { var_contact: 1 },
    variaveis: { var_consulta: 1 },
    variavel_Med: { variavel_medicame: 1 },
  },
  Newdata_jose: { variaveis: { var_consulta: 0 } },
};

const database = targaryen.database(rules, data);
const maria = database.as({ uid: 'maria' });
const jose = database.as({ uid: 'jose' });
const visitor = database.as(null);

type Who = 'maria' | 'jose' | 'visitor';
const as: Record<Who, RulesDatabase> = { maria, jose, visitor };

describe('reading', () => {
  it.each<[Who, string, boolean]>([
    ['maria', '/Newdata_maria', true],
    ['maria', '/Newdata_maria/contactos', true],
    ['maria', '/Newdata_maria/consultas/consulta_ID_1', true],
    ['maria', '/Newdata_maria/variaveis/var_consulta', true],
    ['jose', '/Newdata_maria', false],
    ['jose', '/Newdata_maria/contactos/contacto_Contacto_1', false],
    ['visitor', '/Newdata_maria', false],
    ['visitor', '/Newdata_maria/medicamentos', false],
    ['maria', '/Newdata_jose', false],
    ['jose', '/Newdata_jose', true],
    ['maria', '/ProBrancaSec', true],
    ['jose', '/ProBrancaSec', true],
    ['visitor', '/ProBrancaSec', false],
    ['visitor', '/registrationCodes/segredo', true],
    ['visitor', '/registrationCodes/outro', true],
    ['maria', '/registrationCodes/segredo', true],
    ['visitor', '/registrationCodes', false],
    ['maria', '/registrationCodes', false],
    ['maria', '/', false],
    ['visitor', '/', false],
    ['maria', '/somethingElse', false],
    ['maria', '/Newdata_', false],
  ])('%s reading %s: %s', (who, path, allowed) => {
    expect(as[who].read(path).allowed).toBe(allowed);
  });
});

describe('writing outside a person tree', () => {
  it.each<[Who, string, unknown]>([
    ['maria', '/ProBrancaSec', 'outro'],
    ['visitor', '/ProBrancaSec', 'outro'],
    ['maria', '/ProBrancaSec', null],
    ['maria', '/registrationCodes/novo', true],
    ['visitor', '/registrationCodes/novo', true],
    ['visitor', '/registrationCodes/segredo', null],
    ['maria', '/registrationCodes', { novo: true }],
    ['maria', '/', { anything: 1 }],
    ['maria', '/somethingElse', 1],
    ['jose', '/Newdata_maria/contactos/contacto_Contacto_2', contact],
    ['visitor', '/Newdata_maria/contactos/contacto_Contacto_2', contact],
    ['jose', '/Newdata_maria', null],
    ['visitor', '/Newdata_maria/variaveis/var_consulta', 2],
  ])('%s cannot write %s', (who, path, value) => {
    expect(as[who].write(path, value).allowed).toBe(false);
  });
});

describe("the owner's tree", () => {
  it.each<[string, unknown]>([
    ['/Newdata_maria/contactos/contacto_Contacto_2', contact],
    ['/Newdata_maria/contactos/contacto_Contacto_2', { contacto_Nome: 'Ana', contacto_telPesso: '+351 912 345 678' }],
    ['/Newdata_maria/consultas/consulta_ID_2', appointment],
    ['/Newdata_maria/consultas/consulta_ID_2', { ...appointment, time_consulta: '' }],
    ['/Newdata_maria/consultas/consulta_ID_2', { contacto_Nome: 'Oftalmologia', data_consulta: '2026-12-31' }],
    ['/Newdata_maria/medicamentos/medicamento_12', medication],
    ['/Newdata_maria/variaveis_contact/var_contact', 2],
    ['/Newdata_maria/variaveis/var_consulta', 0],
    ['/Newdata_maria/variavel_Med', { variavel_medicame: 7 }],
    ['/Newdata_maria/contactos/contacto_Contacto_1', null],
    ['/Newdata_maria', null],
    ['/Newdata_jose/variaveis', { var_consulta: 0 }],
  ])('maria may write %s', (path, value) => {
    const who = path.startsWith('/Newdata_jose') ? jose : maria;
    expect(who.write(path, value).allowed).toBe(true);
  });

  it('accepts a multi-path update of a record and its counter', () => {
    const result = maria.update('/Newdata_maria', {
      'contactos/contacto_Contacto_2': contact,
      'variaveis_contact/var_contact': 2,
    });
    expect(result.allowed).toBe(true);
  });

  it('refuses a multi-path update when one of its parts is invalid', () => {
    const result = maria.update('/Newdata_maria', {
      'contactos/contacto_Contacto_2': contact,
      'variaveis_contact/var_contact': -1,
    });
    expect(result.allowed).toBe(false);
  });
});

describe('record shapes', () => {
  const longText = 'a'.repeat(501);
  it.each<[string, string, unknown]>([
    ['a contact key without the prefix', '/Newdata_maria/contactos/Contacto_2', contact],
    ['a contact key with letters after the prefix', '/Newdata_maria/contactos/contacto_Contacto_x', contact],
    ['a contact under an appointment key', '/Newdata_maria/contactos/consulta_ID_2', contact],
    ['an appointment key without digits', '/Newdata_maria/consultas/consulta_ID_', appointment],
    ['a medication key of another kind', '/Newdata_maria/medicamentos/contacto_Contacto_1', medication],
    ['a contact without phone', '/Newdata_maria/contactos/contacto_Contacto_2', { contacto_Nome: 'Ana' }],
    ['a contact with an empty name', '/Newdata_maria/contactos/contacto_Contacto_2', { ...contact, contacto_Nome: '' }],
    ['a contact with a blank name', '/Newdata_maria/contactos/contacto_Contacto_2', { ...contact, contacto_Nome: '   ' }],
    ['a contact with a name of tabs and newlines', '/Newdata_maria/contactos/contacto_Contacto_2', { ...contact, contacto_Nome: '\t\n\r' }],
    ['an appointment with a blank specialty', '/Newdata_maria/consultas/consulta_ID_2', { ...appointment, contacto_Nome: ' \t ' }],
    ['a medication with a blank moment', '/Newdata_maria/medicamentos/medicamento_2', { ...medication, momento_tomar: '\n' }],
    ['a contact with a numeric phone', '/Newdata_maria/contactos/contacto_Contacto_2', { ...contact, contacto_telPesso: 912345678 }],
    ['a contact with letters in the phone', '/Newdata_maria/contactos/contacto_Contacto_2', { ...contact, contacto_telPesso: '91234abc' }],
    ['a contact with a 31-character phone', '/Newdata_maria/contactos/contacto_Contacto_2', { ...contact, contacto_telPesso: '9'.repeat(31) }],
    ['a contact with a 501-character name', '/Newdata_maria/contactos/contacto_Contacto_2', { ...contact, contacto_Nome: longText }],
    ['a contact with an extra field', '/Newdata_maria/contactos/contacto_Contacto_2', { ...contact, nota: 'x' }],
    ['a contact that is a string', '/Newdata_maria/contactos/contacto_Contacto_2', 'José'],
    ['an appointment without date', '/Newdata_maria/consultas/consulta_ID_2', { contacto_Nome: 'Cardiologia', time_consulta: '10:00' }],
    ['an appointment with a day-first date', '/Newdata_maria/consultas/consulta_ID_2', { ...appointment, data_consulta: '01/03/2026' }],
    ['an appointment with a date and time', '/Newdata_maria/consultas/consulta_ID_2', { ...appointment, data_consulta: '2026-03-01T10:00' }],
    ['an appointment at 25:00', '/Newdata_maria/consultas/consulta_ID_2', { ...appointment, time_consulta: '25:00' }],
    ['an appointment at 9:5', '/Newdata_maria/consultas/consulta_ID_2', { ...appointment, time_consulta: '9:5' }],
    ['an appointment with an empty specialty', '/Newdata_maria/consultas/consulta_ID_2', { ...appointment, contacto_Nome: '' }],
    ['an appointment with an extra field', '/Newdata_maria/consultas/consulta_ID_2', { ...appointment, medico: 'Dr. Silva' }],
    ['a medication without moment', '/Newdata_maria/medicamentos/medicamento_2', { medicamento: '1 comprimido' }],
    ['a medication with an empty moment', '/Newdata_maria/medicamentos/medicamento_2', { ...medication, momento_tomar: '' }],
    ['a medication with a 501-character text', '/Newdata_maria/medicamentos/medicamento_2', { ...medication, medicamento: longText }],
    ['a medication with an extra field', '/Newdata_maria/medicamentos/medicamento_2', { ...medication, dose: 2 }],
    ['a negative counter', '/Newdata_maria/variaveis/var_consulta', -1],
    ['a fractional counter', '/Newdata_maria/variaveis_contact/var_contact', 1.5],
    ['a text counter', '/Newdata_maria/variavel_Med/variavel_medicame', '3'],
    ['a counter object without its field', '/Newdata_maria/variaveis', { outro: 1 }],
    ['a counter object with an extra field', '/Newdata_maria/variaveis', { var_consulta: 1, outro: 1 }],
    ['an unknown node in the tree', '/Newdata_maria/notas', { a: 'b' }],
    ['a list that is not an object', '/Newdata_maria/contactos', 'lista'],
    ['a tree that is not an object', '/Newdata_maria', 5],
  ])('refuses %s', (_description, path, value) => {
    expect(maria.write(path, value).allowed).toBe(false);
  });

  it('accepts the longest allowed texts and phone', () => {
    const value = { contacto_Nome: 'a'.repeat(500), contacto_telPesso: '9'.repeat(30) };
    expect(maria.write('/Newdata_maria/contactos/contacto_Contacto_3', value).allowed).toBe(true);
  });
});
