/** A relative's section (`circles/`, `person-family/`): her circles, the posts and her message form. */
export const familyTexts = {
  title: 'A minha família',
  description: 'As pessoas de quem faz parte do círculo familiar.',
  loading: 'A carregar…',
  readFailed: 'Não foi possível mostrar estes dados. Verifique a ligação à internet.',
  retry: 'Tentar novamente',
  noCircles: 'Ainda não faz parte do círculo de ninguém. Peça um convite à sua família.',
  /**
   * A person of her circles whose entry holds no name (each entry carries the name her invitation had:
   * none is written without one); `position` counts from 1.
   */
  personHeading: (position: number) => `Pessoa ${position} da sua família`,
  postsHeading: 'Mensagens e fotografias',
  noPosts: 'Ainda não há mensagens nem fotografias.',
  /** Who sent a post and when (`when` as the phone's locale writes it). */
  postFrom: (name: string, when: string) => `De ${name}, ${when}`,
  /** One of her ready answers to a post (`answer` as her tablet's button says it), and when. */
  replied: (answer: string, when: string) => `Respondeu: ${answer} (${when})`,
  messageLabel: 'Mensagem',
  send: 'Enviar mensagem',
  sending: 'A enviar…',
  sent: 'Mensagem enviada.',
  sendFailed: 'Não foi possível enviar a mensagem. Tente novamente.',
  messageEmpty: 'Escreva a mensagem antes de enviar.',
  messageTooLong: (max: number) => `A mensagem pode ter no máximo ${max} caracteres.`,
  messageUnsafe: 'A mensagem tem caracteres que não podem ser enviados.',
  /** The photo part of the form (`photo/`), on a phone: the camera or the gallery. */
  choosePhoto: 'Escolher fotografia',
  preparingPhoto: 'A preparar a fotografia…',
  chosenPhoto: 'A fotografia escolhida',
  removePhoto: 'Remover a fotografia',
  captionLabel: 'Legenda da fotografia (opcional)',
  sendPhoto: 'Enviar fotografia',
  photoSent: 'Fotografia enviada.',
  photoSendFailed: 'Não foi possível enviar a fotografia. Tente novamente.',
  captionTooLong: (max: number) => `A legenda pode ter no máximo ${max} caracteres.`,
  captionUnsafe: 'A legenda tem caracteres que não podem ser enviados.',
  photoNotImage: 'Este ficheiro não é uma fotografia. Escolha uma fotografia.',
  photoUnreadable: 'Não foi possível abrir esta fotografia. Escolha outra.',
  photoTooLarge: 'Esta fotografia é demasiado grande para enviar. Escolha outra.',
  /**
   * A photo in her list of posts, named by who sent it: its caption is the text below it, so a screen
   * reader reads the caption once.
   */
  photoBy: (name: string) => `Fotografia enviada por ${name}`,
  photoMissing: 'Não é possível mostrar esta fotografia.',
} as const;

/** Her day (`person-day/`), when she shares it, as a relative sees it. */
export const familyDayTexts = {
  heading: 'O dia de hoje',
  notShared: 'Esta pessoa ainda não partilhou o dia dela com a família.',
  nothingToday: 'Hoje não há tomas nem consultas registadas.',
  notYetToday:
    'Ainda não há notícias de hoje: o dia aparece aqui quando o tablet dela estiver ligado.',
  dosesHeading: 'Medicamentos de hoje',
  appointmentsHeading: 'Consultas',
  taken: (medicine: string, at: string) => `Tomou o ${medicine} às ${at}`,
  notTaken: (medicine: string, time: string) => `${medicine} às ${time}: ainda não tomou`,
  appointment: (title: string, tomorrow: boolean, time: string | null) =>
    `Consulta de ${title} ${tomorrow ? 'amanhã' : 'hoje'}${time === null ? '' : ` às ${time}`}`,
} as const;

/** Joining one more circle with a new invitation (`circles/JoinWithInvitation`), already signed in. */
export const familyJoinTexts = {
  heading: 'Juntar-me com um convite',
  intro: 'Recebeu outro convite? Escreva o código para se juntar a mais uma família.',
  join: (personName: string) => `Juntar-me à família de ${personName}`,
  joined: (personName: string) => `Já faz parte da família de ${personName}.`,
  another: 'Usar outro convite',
} as const;
