/**
 * The one calm message for a section that cannot run, whatever the reason (it could not be loaded,
 * the platform refused it, it failed while opening or drawing): the root's panel and a section's own
 * error boundary say the same words and offer the same two ways on.
 */
export const sectionUnavailableTexts = {
  heading: 'Esta secção não está disponível de momento.',
  body: 'Pode tentar novamente daqui a pouco ou voltar ao início. O resto do Amparo continua a funcionar.',
  retry: 'Tentar novamente',
  home: 'Voltar ao início',
} as const;
