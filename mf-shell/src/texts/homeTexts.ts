/**
 * Home (`home/`): the greeting, today's date and the tiles' list. The tiles' names are in
 * sectionNamesTexts.
 */
export const homeTexts = {
  /**
   * `name` is her first name as she registered it (shared-machines' greetingName); without one, the bare
   * greeting. 'Olá' greets a woman and a man alike.
   */
  greeting: (name: string) => (name ? `Olá, ${name}` : 'Olá'),
  /** `date` is today's, in full (shared-machines' formatLongDate). */
  today: (date: string) => `Hoje é ${date}`,
  tilesLabel: 'Secções',
} as const;
