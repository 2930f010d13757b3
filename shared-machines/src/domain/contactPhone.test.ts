import { readContactPhone, type ContactPhoneReading } from './contactPhone';
import { messagingLinkForPhone } from './phoneLink';
import { phoneForDisplay } from '../phone/phoneDisplay';

const sendUrl = 'https://api.whatsapp.com/send';

/** Typed, stored, and the digits its messaging link carries. */
const accepted: readonly [string, string, string][] = [
  ['912345678', '912345678', '351912345678'],
  ['912 345 678', '912 345 678', '351912345678'],
  ['  934 567 890  ', '934 567 890', '351934567890'],
  ['213456789', '213456789', '351213456789'],
  ['+351 912 345 678', '912 345 678', '351912345678'],
  ['+351912345678', '912345678', '351912345678'],
  ['00351 912 345 678', '912 345 678', '351912345678'],
  ['00351912345678', '912345678', '351912345678'],
  ['351912345678', '912345678', '351912345678'],
  ['+44 20 7946 0958', '+44 20 7946 0958', '442079460958'],
  ['0044 20 7946 0958', '+44 20 7946 0958', '442079460958'],
  ['0033612345678', '+33612345678', '33612345678'],
  ['+244 923 456 789', '+244 923 456 789', '244923456789'],
];

const refused: readonly [string, ContactPhoneReading][] = [
  ['12', { ok: false, problem: 'wrongLength', digitCount: 2 }],
  ['9', { ok: false, problem: 'wrongLength', digitCount: 1 }],
  ['91234567', { ok: false, problem: 'wrongLength', digitCount: 8 }],
  ['9123456789', { ok: false, problem: 'wrongLength', digitCount: 10 }],
  ['9'.repeat(30), { ok: false, problem: 'wrongLength', digitCount: 30 }],
  ['+351 12', { ok: false, problem: 'wrongLength', digitCount: 2 }],
  ['00351 9123 4567', { ok: false, problem: 'wrongLength', digitCount: 8 }],
  ['812345678', { ok: false, problem: 'notPortuguese' }],
  ['+351 812 345 678', { ok: false, problem: 'notPortuguese' }],
  ['+44 207', { ok: false, problem: 'wrongInternationalLength' }],
  ['00 1234 5678 9012 3456', { ok: false, problem: 'wrongInternationalLength' }],
  ['+0 912 345 678', { ok: false, problem: 'wrongInternationalLength' }],
  ['91234abc', { ok: false, problem: 'notDigits' }],
  ['912-345-678', { ok: false, problem: 'notDigits' }],
  ['++351912345678', { ok: false, problem: 'notDigits' }],
  ['+ 351 912 345 678', { ok: false, problem: 'notDigits' }],
  ['912345678&text=Olá', { ok: false, problem: 'notDigits' }],
  ['٩١٢٣٤٥٦٧٨', { ok: false, problem: 'notDigits' }],
];

describe('readContactPhone: what the carers’ form stores for a typed phone', () => {
  it.each(accepted)('%j is stored as %j', (typed, stored) => {
    expect(readContactPhone(typed)).toEqual({ ok: true, stored });
  });

  it.each(refused)('%j is refused: %j', (typed, reading) => {
    expect(readContactPhone(typed)).toEqual(reading);
  });
});

describe('a stored phone agrees with its link and with what the screens show', () => {
  it.each(accepted)('%j: the link calls the number typed', (typed, stored, digits) => {
    const link = messagingLinkForPhone(stored, sendUrl);
    expect(link).toEqual({ ok: true, digits, href: `${sendUrl}?phone=${digits}` });
    expect(messagingLinkForPhone(typed, sendUrl)).toEqual(link);
  });

  it.each(accepted)('%j: stored once, the same again (%j)', (_typed, stored) => {
    expect(readContactPhone(stored)).toEqual({ ok: true, stored });
  });

  it.each(accepted)('%j: shown with the digits stored (%j)', (_typed, stored) => {
    expect(phoneForDisplay(stored).replace(/\D/g, '')).toBe(stored.replace(/\D/g, ''));
  });
});
