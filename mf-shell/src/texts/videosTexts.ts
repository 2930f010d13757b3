import { connectionTexts } from '@amparo/shared-machines';

/** The videos screen (`videos/`): its channels and what it says without a connection. */
export const videosTexts = {
  heading: 'Vídeos',
  offlineTitle: connectionTexts.offline,
  offlineText: 'Os vídeos precisam da internet: sem ligação, não os podemos mostrar.',
  offlineHint:
    'Quando a ligação voltar, os vídeos aparecem aqui. Também pode tocar em «Tentar novamente».',
  retry: 'Tentar novamente',
  stillOffline:
    'Continua sem ligação. Confirme que a internet do tablet está ligada e tente outra vez.',
  /** The player's title; `channelTitle` is the association's (its configuration). */
  playerTitle: (channelTitle: string) => `Vídeo: ${channelTitle}`,
  openInYouTube: 'Abrir no YouTube',
} as const;
