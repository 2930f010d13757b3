/**
 * Home (`home/`): the greeting, today's date and the tiles' list. The tiles' names are in
 * sectionNamesTexts.
 */
export const homeTexts = {
  /** `name` is made from the e-mail (shared-machines' greetingName); without one, the bare greeting. */
  greeting: (name: string) => (name ? `Bem-vindo ${name}` : 'Bem-vindo'),
  /** `date` is today's, in full (shared-machines' formatLongDate). */
  today: (date: string) => `Hoje é ${date}`,
  tilesLabel: 'Secções',
} as const;
