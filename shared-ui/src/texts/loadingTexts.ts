/** The words of shared-ui's waiting message (messages/LoadingState). */
export const loadingTexts = {
  /** The default label while something loads. */
  loading: 'A carregar…',
} as const;
