import type { FamilyAnswer } from '../domain/familyCircle';

/**
 * The person's ready answers to her family's posts, as her tablet's buttons and her relatives' phones
 * say them, and what is said when her answer cannot go (machines/familyPosts).
 */
export const familyPostsTexts = {
  answers: {
    obrigada: 'Obrigada!',
    gostei: 'Gostei muito',
    ligame: 'Liga-me',
  } satisfies Record<FamilyAnswer, string>,
  replyFailed: 'Não foi possível enviar a resposta. Verifique a ligação e tente outra vez.',
} as const;
