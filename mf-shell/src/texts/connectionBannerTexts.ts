import { connectionTexts } from '@amparo/shared-machines';

/** The connection banner under the header (`chrome/connection/`). */
export const connectionBannerTexts = {
  offlineTitle: `${connectionTexts.offline}.`,
  /** The title when her last known day, kept on the tablet, is what the screens show ('18:42'). */
  offlineKnownAt: (time: string) =>
    `${connectionTexts.offline} — a mostrar o que sabíamos às ${time}.`,
  offlineDetail:
    'Está a ver os últimos dados recebidos. O que guardar fica à espera e é enviado quando a ligação voltar.',
  backOnline: 'A ligação voltou.',
} as const;
