/**
 * Every word of the person's own access log (`access-log/`, /meusdados): who saw or changed her data.
 * Its heading also names the way to it in the information dialog.
 */
export const myAccessLogTexts = {
  heading: 'Quem viu ou alterou os meus dados',
  intro:
    'Aqui pode ver quando as pessoas que cuidam de si abriram ou mudaram os seus dados. O mais recente aparece primeiro.',
  empty: 'Ainda ninguém viu nem alterou os seus dados.',
  failed: 'Não foi possível mostrar esta lista. Verifique a ligação à internet.',
  retry: 'Tentar novamente',
  listLabel: 'Quem viu ou alterou os seus dados',
  back: 'Voltar ao início',
} as const;
