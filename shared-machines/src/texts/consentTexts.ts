/**
 * The consent both registrations ask (domain/consent; shared-ui's ConsentFields shows it): the question
 * and its answers, the form's refusals, and how a printed copy of a person's data names who gave it.
 */
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

  /** The form's refusals, one per field (domain/consent's `consentMessages`). */
  chooseGiver: 'Escolha quem dá o consentimento.',
  missingRepresentativeName: 'Escreva o nome do representante legal.',
  missingRelationship:
    'Escreva a relação do representante com a pessoa (por exemplo, filha ou tutor).',
  noticeNotRead: 'Para continuar, leia o aviso de privacidade e marque que dá o consentimento.',
  tooLong: (max: number) => `Este texto é demasiado longo: use no máximo ${max} caracteres.`,
  unsafeCharacters:
    "Só pode ter letras, algarismos, espaços e a pontuação habitual dos nomes (. , ' - ( ) /).",
} as const;
