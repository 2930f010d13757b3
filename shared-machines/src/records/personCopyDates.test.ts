import { calendarDayText, dayOfMonthText, momentText, monthOfDayText } from './personCopyDates';

describe("the printable copies' dates", () => {
  it.each([
    // 10:32 UTC is 10:32 in Lisbon in winter, 11:32 in summer.
    ['a server time in winter', Date.UTC(2026, 10, 23, 10, 32), '23 de novembro de 2026 às 10:32'],
    ['a server time in summer', Date.UTC(2026, 6, 1, 10, 32), '1 de julho de 2026 às 11:32'],
    ['an ISO time', '2026-11-23T10:32:00.000Z', '23 de novembro de 2026 às 10:32'],
    ['no time', null, ''],
    ['zero', 0, ''],
    ['text that is no time', 'ontem', ''],
    ['something else', { at: 1 }, ''],
  ])('%s', (_case, value, said) => {
    expect(momentText(value)).toBe(said);
  });

  it.each([
    ['2025-03-04', '4 de março de 2025', '4 de março', 'março de 2025'],
    ['2025-12-31', '31 de dezembro de 2025', '31 de dezembro', 'dezembro de 2025'],
    ['not a day', 'not a day', 'not a day', 'not a day'],
  ])('the calendar day %s', (day, whole, ofMonth, month) => {
    expect(calendarDayText(day)).toBe(whole);
    expect(dayOfMonthText(day)).toBe(ofMonth);
    expect(monthOfDayText(day)).toBe(month);
  });
});
