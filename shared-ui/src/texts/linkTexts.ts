/** The words shared-ui's links add (button/ButtonLink, consent/ConsentFields). */
export const linkTexts = {
  /** Read after the name of a link that opens in a new window (visually hidden). */
  opensInNewWindow: '(abre noutra janela)',
} as const;
