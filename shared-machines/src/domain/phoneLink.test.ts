import {
  messagingLinkForPhone,
  normalisePhone,
  phoneLinkReasons,
  wrongLengthReason,
} from './phoneLink';

const sendUrl = 'https://api.whatsapp.com/send';

describe('messagingLinkForPhone: phones that become a link', () => {
  it.each<[string, string]>([
    ['912345678', '351912345678'],
    ['912 345 678', '351912345678'],
    [' 912 345 678 ', '351912345678'],
    ['91.234.56.78', '351912345678'],
    ['912-345-678', '351912345678'],
    ['234 521 237', '351234521237'], // landline
    ['300 123 456', '351300123456'], // nomadic
    ['+351 912 345 678', '351912345678'],
    ['+351912345678', '351912345678'],
    ['00351 912345678', '351912345678'],
    ['351912345678', '351912345678'], // already with the country code: kept
    ['(+351) 912 345 678', '351912345678'],
    ['+44 7911 123456', '447911123456'], // family abroad: international numbers kept
    ['0033 6 12 34 56 78', '33612345678'],
  ])('%j → phone=%s', (phone, digits) => {
    expect(messagingLinkForPhone(phone, sendUrl)).toEqual({
      ok: true,
      digits,
      href: `${sendUrl}?phone=${digits}`,
    });
  });

  it('adds the phone to a send URL that already has a query', () => {
    expect(messagingLinkForPhone('912345678', 'https://example.pt/send?app=1')).toEqual({
      ok: true,
      digits: '351912345678',
      href: 'https://example.pt/send?app=1&phone=351912345678',
    });
  });
});

describe('messagingLinkForPhone: values that cannot be a number give no link and say why', () => {
  it.each<[string, string]>([
    ['', phoneLinkReasons.missing],
    ['   ', phoneLinkReasons.missing],
    ['ligar à filha', phoneLinkReasons.notDigits],
    ['91234567a', phoneLinkReasons.notDigits],
    ['912#345678', phoneLinkReasons.notDigits],
    ['+', phoneLinkReasons.notDigits],
    ['++351912345678', phoneLinkReasons.notDigits],
    ['91234567', wrongLengthReason(8)],
    ['9123456789', wrongLengthReason(10)],
    ['1', wrongLengthReason(1)],
    ['+351 91234567', wrongLengthReason(8)],
    ['00351 9123456789', wrongLengthReason(10)],
    ['123456789', phoneLinkReasons.notPortuguese],
    ['812345678', phoneLinkReasons.notPortuguese],
    ['+351 123456789', phoneLinkReasons.notPortuguese],
    ['+12', phoneLinkReasons.wrongInternationalLength],
    ['+1234567890123456', phoneLinkReasons.wrongInternationalLength],
    ['000912345678', phoneLinkReasons.wrongInternationalLength],
  ])('%j → %j', (phone, reason) => {
    expect(messagingLinkForPhone(phone, sendUrl)).toEqual({ ok: false, reason });
  });

  it('every reason is a Portuguese sentence', () => {
    expect(wrongLengthReason(1)).toBe(
      'O número guardado tem 1 algarismo; um número português tem 9.',
    );
    expect(wrongLengthReason(8)).toBe(
      'O número guardado tem 8 algarismos; um número português tem 9.',
    );
    for (const reason of Object.values(phoneLinkReasons)) expect(reason).toMatch(/^[A-ZÀ-Ú].*\.$/);
  });

  it('normalisePhone never throws on odd input', () => {
    for (const phone of ['\u0000', '٣٤٥', '𝟗𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖', 'x'.repeat(10000), '-'.repeat(50)]) {
      expect(() => normalisePhone(phone)).not.toThrow();
      expect(normalisePhone(phone).ok).toBe(false);
    }
  });
});
