import type { AssociationConfig } from '../config/associationConfig';

/**
 * The privacy notice a person reads before consenting (GDPR art. 13), in European Portuguese, built from
 * the association's details (config/associationConfig). Its version is recorded with every consent
 * (`consents/{uid}/{pushId}/noticeVersion`): change `privacyNoticeVersion` whenever a sentence of what is
 * said changes, so each consent names the text that was read.
 */

/** The day this text was last changed ('YYYY-MM-DD'). */
export const privacyNoticeVersion = '2026-11-25';

/** The notice's name: the screen's heading and the links' text. */
export const privacyNoticeTitle = 'Aviso de privacidade';

export interface PrivacyNoticeSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A list shown after the paragraphs (what is kept, the rights). */
  readonly items?: readonly string[];
}

export interface PrivacyNotice {
  readonly title: string;
  readonly version: string;
  /** 'Versão de 25 de novembro de 2026'. */
  readonly versionText: string;
  readonly sections: readonly PrivacyNoticeSection[];
}

/** Where complaints go in Portugal. */
export const supervisoryAuthority = {
  name: 'Comissão Nacional de Proteção de Dados (CNPD)',
  site: 'www.cnpd.pt',
} as const;

const versionDateFormat = new Intl.DateTimeFormat('pt-PT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-25' → '25 de novembro de 2026' (the text as given when it is not such a date). */
function versionDate(version: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version);
  if (match === null) return version;
  return versionDateFormat.format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
  );
}

/** 1 → '1 mês', 13 → '13 meses'. */
export function monthsText(months: number): string {
  return months === 1 ? '1 mês' : `${months} meses`;
}

/** The host of an address ('https://meet.jit.si/Sala' → 'meet.jit.si'), or the text when it is not one. */
function hostOf(address: string): string {
  try {
    return new URL(address).hostname;
  } catch {
    return address;
  }
}

export function privacyNotice(config: AssociationConfig): PrivacyNotice {
  const { dataController: controller, providerName: provider } = config;
  const months = monthsText(config.historyRetentionMonths);
  const meetingHost = hostOf(config.meetingUrl);
  const contact = `escreva para ${controller.privacyEmail} ou fale com a ${provider}`;
  return {
    title: privacyNoticeTitle,
    version: privacyNoticeVersion,
    versionText: `Versão de ${versionDate(privacyNoticeVersion)}`,
    sections: [
      {
        heading: 'Quem é responsável pelos seus dados',
        paragraphs: [
          `A ${controller.legalName}, ${controller.address}, é a responsável pelos dados que o Amparo guarda sobre si.`,
          `Para qualquer pergunta ou pedido sobre os seus dados, ${contact}.`,
          ...(controller.dataProtectionOfficer
            ? [
                `Também pode contactar o encarregado da proteção de dados da ${provider}: ${controller.dataProtectionOfficer}.`,
              ]
            : []),
        ],
      },
      {
        heading: 'Para que servem os seus dados',
        paragraphs: [
          `Para os cuidadores da ${provider} organizarem consigo os seus contactos, as suas consultas e os seus medicamentos.`,
          'Para o tablet lhe lembrar as horas dos medicamentos e as consultas, e para registar as tomas que marcou.',
          'Os seus dados não são usados para publicidade nem vendidos a ninguém.',
        ],
      },
      {
        heading: 'Com que fundamento',
        paragraphs: [
          'Os seus contactos, consultas e medicamentos são dados de saúde. Só os tratamos com o seu consentimento explícito (Regulamento Geral sobre a Proteção de Dados, artigo 9.º, n.º 2, alínea a).',
          `O Amparo regista esse consentimento, dado por si ou pelo seu representante, com a data e a versão deste aviso. Pode retirá-lo quando quiser: ${contact}. O que foi feito antes de o retirar continua a ser válido.`,
        ],
      },
      {
        heading: 'Que dados guardamos',
        paragraphs: ['O Amparo guarda:'],
        items: [
          'a sua conta: nome e endereço de email;',
          'os seus contactos: nome e número de telefone;',
          'as suas consultas: com quem, o dia e a hora;',
          'os seus medicamentos: o nome, quando os tomar e a que horas;',
          'as tomas: o dia e a hora em que marcou cada medicamento como tomado;',
          'os seus consentimentos e as suas retiradas de consentimento;',
          'o registo de acessos: que cuidador viu, criou, alterou ou apagou os seus dados, e quando.',
        ],
      },
      {
        heading: 'Durante quanto tempo',
        paragraphs: [
          `As tomas registadas e as consultas já passadas são apagadas ao fim de ${months}.`,
          `Os restantes dados ficam enquanto tiver conta no Amparo. Quando deixar de usar o Amparo, ou quando o pedir, a ${provider} apaga a sua conta e os seus dados.`,
        ],
      },
      {
        heading: 'Quem recebe os seus dados',
        paragraphs: [
          `Os cuidadores da ${provider} que o acompanham veem e alteram os seus contactos, consultas e medicamentos. Cada acesso fica registado.`,
          'A Google guarda os dados para a associação, através do Firebase: a conta no Firebase Authentication, os registos no Realtime Database e no Firestore, e as páginas do Amparo no Firebase Hosting. Os registos ficam em centros de dados na União Europeia. A conta (nome e email) pode ser tratada pela Google fora da União Europeia, com as garantias do Quadro de Privacidade de Dados UE-EUA e das cláusulas contratuais-tipo da Comissão Europeia.',
          'O WhatsApp (da Meta) só recebe dados quando toca em «Ligar»: o número de telefone desse contacto vai para o WhatsApp, que faz a chamada.',
          'O YouTube (da Google) recebe o endereço do seu tablet na internet quando vê vídeos.',
          `As sessões de vídeo da ${provider} decorrem em ${meetingHost}, que recebe a sua imagem, a sua voz e o nome que escrever quando entra numa sessão.`,
        ],
      },
      {
        heading: 'Os seus direitos',
        paragraphs: ['Sobre os seus dados, tem direito a:'],
        items: [
          'ver os dados que guardamos e receber uma cópia (acesso);',
          'corrigir o que estiver errado (retificação);',
          'pedir que sejam apagados (apagamento);',
          'receber os seus dados num ficheiro, para os levar para outro serviço (portabilidade);',
          'opor-se a um tratamento (oposição);',
          'retirar o seu consentimento em qualquer momento.',
        ],
      },
      {
        heading: 'Como exercer os seus direitos',
        paragraphs: [
          `Para exercer qualquer destes direitos, ${contact}. Respondemos no prazo de um mês.`,
          `Se achar que os seus dados não foram bem tratados, pode apresentar uma reclamação à ${supervisoryAuthority.name}, em ${supervisoryAuthority.site}.`,
        ],
      },
    ],
  };
}
