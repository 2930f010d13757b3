/** The words for a tablet without internet, said the same way by every screen that says it. */
export const connectionTexts = {
  offline: 'Sem ligação à internet',
} as const;
