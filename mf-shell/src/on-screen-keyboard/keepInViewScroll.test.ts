import { keepInViewScroll, type Band } from './keepInViewScroll';

const band = (top: number, bottom: number): Band => ({ top, bottom });

describe('keepInViewScroll: the field being typed in, and the button below it when both fit', () => {
  // A portrait tablet's 1024 px with the keyboard up: 60 % of the height left.
  const keyboardUp = band(0, 614);

  it.each<[string, Band, Band, Band, number]>([
    ['all in sight: no scroll', keyboardUp, band(300, 440), band(500, 564), 0],
    [
      'the button under the keyboard: just enough to show it',
      keyboardUp,
      band(400, 540),
      band(660, 724),
      110,
    ],
    ['the field under the keyboard too', keyboardUp, band(700, 840), band(1000, 1064), 450],
    ['the field above the view: back up to it', keyboardUp, band(-200, -60), band(100, 164), -200],
    [
      'too tall together: the field whole, at the bottom when coming from above',
      band(0, 461),
      band(414, 540),
      band(1048, 1112),
      79,
    ],
    [
      'too tall together and the field above: its top at the view top',
      band(0, 461),
      band(-100, 26),
      band(600, 664),
      -100,
    ],
    [
      'a field taller than the view: its top first',
      band(0, 100),
      band(50, 300),
      band(320, 380),
      50,
    ],
  ])('%s', (_label, view, field, submit, expected) => {
    expect(keepInViewScroll(view, field, submit, false)).toBe(expected);
  });

  it.each<[string, Band, Band, Band, number]>([
    ['above the bar: no scroll', band(0, 461), band(200, 330), band(365, 461), 0],
    ['under the bar: lifted just above it', band(0, 461), band(330, 460), band(365, 461), 95],
    ['below the view: lifted above the bar', band(0, 461), band(414, 540), band(365, 461), 175],
    ['above the view: down to it', band(0, 461), band(-50, 80), band(365, 461), -50],
  ])('with a submit bar stuck to the bottom: %s', (_label, view, field, submit, expected) => {
    expect(keepInViewScroll(view, field, submit, true)).toBe(expected);
  });

  it('a visual viewport scrolled down the page: its own top and bottom count', () => {
    expect(keepInViewScroll(band(300, 761), band(200, 330), band(400, 464), false)).toBe(-100);
  });
});
