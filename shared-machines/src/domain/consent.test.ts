import {
  consentAnswer,
  consentEntryPath,
  consentMessages,
  consentProblems,
  consentRecord,
  hasConsentProblems,
  unansweredConsent,
  type ConsentFieldErrors,
  type ConsentForm,
} from './consent';

const byHerself: ConsentForm = { ...unansweredConsent, giver: 'pessoa', noticeRead: true };
const byRepresentative: ConsentForm = {
  giver: 'representante',
  representativeName: ' Joana Marques ',
  relationship: ' filha ',
  noticeRead: true,
};

describe('consentProblems: what the form must answer before anything is created', () => {
  it.each<[string, ConsentForm, ConsentFieldErrors]>([
    [
      'nothing answered',
      unansweredConsent,
      { giver: consentMessages.giver, noticeRead: consentMessages.noticeRead },
    ],
    ['the person herself, notice read', byHerself, {}],
    [
      'the person herself, notice not ticked',
      { ...byHerself, noticeRead: false },
      { noticeRead: consentMessages.noticeRead },
    ],
    [
      'the person herself: a representative typed before is not asked about',
      { ...byHerself, representativeName: '\u202e', relationship: '   ' },
      {},
    ],
    ['a representative, named, with the relationship', byRepresentative, {}],
    [
      'a representative without a name or relationship',
      { ...byRepresentative, representativeName: '  ', relationship: '\u200b' },
      {
        representativeName: consentMessages.representativeName,
        relationship: consentMessages.relationship,
      },
    ],
    [
      'a representative whose name is too long',
      { ...byRepresentative, representativeName: 'a'.repeat(501) },
      { representativeName: consentMessages.tooLong },
    ],
    [
      'a representative named with 500 characters',
      { ...byRepresentative, representativeName: 'a'.repeat(500) },
      {},
    ],
    [
      'a relationship with a control character',
      { ...byRepresentative, relationship: 'filha\u0000' },
      { relationship: consentMessages.unsafe },
    ],
    [
      'a name reordered by a bidirectional override',
      { ...byRepresentative, representativeName: 'Ana \u202eoãçamrofni' },
      { representativeName: consentMessages.unsafe },
    ],
  ])('%s', (_label, form, errors) => {
    expect(consentProblems(form)).toEqual(errors);
    expect(hasConsentProblems(form)).toBe(Object.keys(errors).length > 0);
  });
});

describe('what is recorded', () => {
  it.each<[string, ConsentForm, ReturnType<typeof consentAnswer>]>([
    ['by the person herself', byHerself, { by: 'pessoa' }],
    [
      'by a representative, trimmed',
      byRepresentative,
      { by: 'representante', representativeName: 'Joana Marques', relationship: 'filha' },
    ],
  ])('the answer %s', (_label, form, answer) => expect(consentAnswer(form)).toEqual(answer));

  it('the entry: given, the notice’s version, who recorded it, the server’s time', () => {
    expect(consentRecord(consentAnswer(byRepresentative), '2026-11-25', 'c1')).toEqual({
      kind: 'dado',
      by: 'representante',
      representativeName: 'Joana Marques',
      relationship: 'filha',
      noticeVersion: '2026-11-25',
      recordedBy: 'c1',
      at: { '.sv': 'timestamp' },
    });
    expect(consentEntryPath('u1', '-Nabc')).toBe('consents/u1/-Nabc');
  });
});
