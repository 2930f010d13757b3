/**
 * The privacy notice a person reads before consenting (GDPR art. 13), sentence by sentence; privacy/
 * privacyNotice puts in the association's details (config/associationConfig) and orders the sections.
 * Change `privacyNoticeVersion` (privacy/privacyNotice) whenever a sentence here changes, so each
 * consent names the text that was read.
 */
export const privacyNoticeTexts = {
  /** The notice's name: the screen's heading and the links' text. */
  title: 'Aviso de privacidade',
  /** Under the title, with the version's date in words. */
  version: (date: string) => `Versão de ${date}`,
  /** How long the history is kept, in months. */
  months: (months: number) => (months === 1 ? '1 mês' : `${months} meses`),
  /** How to reach the association about one's data, said inside several sentences. */
  contact: (email: string, provider: string) => `escreva para ${email} ou fale com a ${provider}`,
  /** Where complaints go in Portugal. */
  supervisoryAuthority: 'Comissão Nacional de Proteção de Dados (CNPD)',

  controller: {
    heading: 'Quem é responsável pelos seus dados',
    responsible: (legalName: string, address: string) =>
      `A ${legalName}, ${address}, é a responsável pelos dados que o Amparo guarda sobre si.`,
    questions: (contact: string) =>
      `Para qualquer pergunta ou pedido sobre os seus dados, ${contact}.`,
    dataProtectionOfficer: (provider: string, officer: string) =>
      `Também pode contactar o encarregado da proteção de dados da ${provider}: ${officer}.`,
  },
  purposes: {
    heading: 'Para que servem os seus dados',
    carers: (provider: string) =>
      `Para os cuidadores da ${provider} organizarem consigo os seus contactos, as suas consultas e os seus medicamentos.`,
    reminders:
      'Para o tablet lhe lembrar as horas dos medicamentos e as consultas, e para registar as tomas que marcou.',
    noAdvertising: 'Os seus dados não são usados para publicidade nem vendidos a ninguém.',
  },
  lawfulBasis: {
    heading: 'Com que fundamento',
    healthData:
      'Os seus contactos, consultas e medicamentos são dados de saúde. Só os tratamos com o seu consentimento explícito (Regulamento Geral sobre a Proteção de Dados, artigo 9.º, n.º 2, alínea a).',
    consentRecorded: (contact: string) =>
      `O Amparo regista esse consentimento, dado por si ou pelo seu representante, com a data e a versão deste aviso. Pode retirá-lo quando quiser: ${contact}. O que foi feito antes de o retirar continua a ser válido.`,
  },
  dataKept: {
    heading: 'Que dados guardamos',
    intro: 'O Amparo guarda:',
    items: [
      'a sua conta: nome e endereço de e-mail;',
      'os seus contactos: nome e número de telefone;',
      'as suas consultas: com quem, o dia e a hora;',
      'os seus medicamentos: o nome, quando os tomar e a que horas;',
      'as tomas: o dia e a hora em que marcou cada medicamento como tomado;',
      'os seus consentimentos e as suas retiradas de consentimento;',
      'o registo de acessos: que cuidador viu, criou, alterou ou apagou os seus dados, e quando.',
    ],
  },
  retention: {
    heading: 'Durante quanto tempo',
    /** With `months` said in words. */
    history: (months: string) =>
      `As tomas registadas e as consultas já passadas são apagadas ao fim de ${months}.`,
    rest: (provider: string) =>
      `Os restantes dados ficam enquanto tiver conta no Amparo. Quando deixar de usar o Amparo, ou quando o pedir, a ${provider} apaga a sua conta e os seus dados.`,
  },
  recipients: {
    heading: 'Quem recebe os seus dados',
    carers: (provider: string) =>
      `Os cuidadores da ${provider} que o acompanham veem e alteram os seus contactos, consultas e medicamentos. Cada acesso fica registado.`,
    google:
      'A Google guarda os dados para a associação, através do Firebase: a conta no Firebase Authentication, os registos no Realtime Database e no Firestore, e as páginas do Amparo no Firebase Hosting. Os registos ficam em centros de dados na União Europeia. A conta (nome e e-mail) pode ser tratada pela Google fora da União Europeia, com as garantias do Quadro de Privacidade de Dados UE-EUA e das cláusulas contratuais-tipo da Comissão Europeia.',
    whatsApp:
      'O WhatsApp (da Meta) só recebe dados quando toca em «Ligar»: o número de telefone desse contacto vai para o WhatsApp, que faz a chamada.',
    youTube: 'O YouTube (da Google) recebe o endereço do seu tablet na internet quando vê vídeos.',
    meetings: (provider: string, meetingHost: string) =>
      `As sessões de vídeo da ${provider} decorrem em ${meetingHost}, que recebe a sua imagem, a sua voz e o nome que escrever quando entra numa sessão.`,
  },
  rights: {
    heading: 'Os seus direitos',
    intro: 'Sobre os seus dados, tem direito a:',
    items: [
      'ver os dados que guardamos e receber uma cópia (acesso);',
      'corrigir o que estiver errado (retificação);',
      'pedir que sejam apagados (apagamento);',
      'receber os seus dados num ficheiro, para os levar para outro serviço (portabilidade);',
      'opor-se a um tratamento (oposição);',
      'retirar o seu consentimento em qualquer momento.',
    ],
  },
  exercise: {
    heading: 'Como exercer os seus direitos',
    how: (contact: string) =>
      `Para exercer qualquer destes direitos, ${contact}. Respondemos no prazo de um mês.`,
    complaint: (authority: string, site: string) =>
      `Se achar que os seus dados não foram bem tratados, pode apresentar uma reclamação à ${authority}, em ${site}.`,
  },
} as const;
