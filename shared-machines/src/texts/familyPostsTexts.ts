/** What the person's family posts say when her answer cannot go (machines/familyPosts). */
export const familyPostsTexts = {
  replyFailed: 'Não foi possível enviar a resposta. Verifique a ligação e tente outra vez.',
} as const;
