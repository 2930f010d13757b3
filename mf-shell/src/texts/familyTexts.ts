import { familyPostsTexts } from '@amparo/shared-machines/patient';
import { sectionNamesTexts } from './sectionNamesTexts';

/**
 * The person's family on her tablet: home's place for the newest post (`home/family/`) and the
 * 'Família' screen's slideshow with her ready answers (`family/`). The sender's first name stands alone
 * ('De Pedro'): the tablet does not know whether a relative is a son or a daughter, so no article.
 */
export const familyTexts = {
  heading: sectionNamesTexts.family,
  nothingYet: 'Ainda não há fotografias nem mensagens da família.',
  /** `name` the sender's, `ago` how long ago (shared-machines' timeAgo: 'há 2 horas'). */
  fromWhen: (name: string, ago: string) => `De ${name}, ${ago}`,
  /** A photo's description when it has no caption, or when its caption is shown beside it. */
  photoOf: (name: string) => `Fotografia enviada por ${name}`,
  photoMissing: 'Não foi possível mostrar esta fotografia.',
  /** Spoken when a message comes into view (the speech setting is on). */
  spokenMessage: (name: string, text: string) => `Mensagem de ${name}: ${text}`,
  spokenPhoto: (name: string, caption: string | null) =>
    caption === null ? `Fotografia de ${name}.` : `Fotografia de ${name}: ${caption}`,
  previous: 'Anterior',
  next: 'Seguinte',
  /** Where she is in the slideshow: `position` of `count`. */
  position: (position: number, count: number) => `${position} de ${count}`,
  answersLabel: 'Responder',
  answers: familyPostsTexts.answers,
  /** After her answer was written. */
  answered: (answer: string) => `Respondeu: ${answer}`,
  myFamily: 'A minha família',
  back: 'Voltar ao início',
} as const;
