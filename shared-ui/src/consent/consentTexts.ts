/** Every word of the consent question both registrations ask. */
export const consentTexts = {
  question: 'Quem dá o consentimento?',
  byPerson: 'A própria pessoa',
  byRepresentative: 'Um representante legal',
  representativeName: 'Nome do representante',
  relationship: 'Relação com a pessoa',
  relationshipHint: 'Por exemplo: filha, filho, tutor.',
  noticeRead:
    'Li o aviso de privacidade e dou o consentimento para o tratamento destes dados de saúde.',
  readNotice: 'Ler o aviso de privacidade',
} as const;
