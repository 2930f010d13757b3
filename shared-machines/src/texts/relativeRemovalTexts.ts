/** What removing a relative says when it cannot (machines/relativeRemoval). */
export const relativeRemovalTexts = {
  removeFailed: 'Não foi possível remover. Verifique a ligação e tente outra vez.',
} as const;
