/** The search over the contacts (`contact-search/`). */
export const contactSearchTexts = {
  /** Names both the search region and its field. */
  search: 'Procurar contacto',
  placeholder: 'Pesquise pelo nome da pessoa a quem pretende ligar',
  clear: 'Limpar pesquisa',
  /** How many contacts the search found, said as it changes. */
  resultCount: (count: number) =>
    count === 0
      ? 'Nenhum contacto encontrado.'
      : count === 1
        ? '1 contacto encontrado.'
        : `${count} contactos encontrados.`,
} as const;
