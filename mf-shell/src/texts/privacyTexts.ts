/**
 * The privacy notice's screen (`privacy/`). The notice itself is the association's, written in
 * shared-machines (privacyNotice).
 */
export const privacyTexts = {
  /** Back to where the notice was opened from. */
  back: 'Voltar',
} as const;
