import { connectionTexts } from '@amparo/shared-machines';

/** The connection banner under the header (`chrome/connection/`). */
export const connectionBannerTexts = {
  offlineTitle: `${connectionTexts.offline}.`,
  offlineDetail:
    'Está a ver os últimos dados recebidos. O que guardar fica à espera e é enviado quando a ligação voltar.',
  backOnline: 'A ligação voltou.',
} as const;
