/** The words of shared-ui's dialog (dialog/Dialog). */
export const dialogTexts = {
  /** The close button's default label. */
  close: 'Fechar janela',
} as const;
