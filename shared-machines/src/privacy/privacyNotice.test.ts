import { defaultAssociationConfig, type AssociationConfig } from '../config/associationConfig';
import { monthsText, privacyNotice, privacyNoticeVersion } from './privacyNotice';

function textOf(config: AssociationConfig): string {
  const notice = privacyNotice(config);
  return [
    notice.title,
    notice.versionText,
    ...notice.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.items ?? []),
    ]),
  ].join('\n');
}

const text = textOf(defaultAssociationConfig);

describe('the privacy notice', () => {
  it('has a version, a date, shown in words', () => {
    expect(privacyNoticeVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(privacyNotice(defaultAssociationConfig).version).toBe(privacyNoticeVersion);
    const [year, month, day] = privacyNoticeVersion.split('-').map(Number);
    const written = new Intl.DateTimeFormat('pt-PT', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)));
    expect(privacyNotice(defaultAssociationConfig).versionText).toBe(`Versão de ${written}`);
  });

  it.each([
    ['Google', /Google/],
    ['Firebase Authentication', /Firebase Authentication/],
    ['Realtime Database', /Realtime Database/],
    ['Firestore', /Firestore/],
    ['Firebase Hosting', /Firebase Hosting/],
    ['the EU region', /União Europeia/],
    [
      'WhatsApp (Meta), on «Ligar» only',
      /WhatsApp \(da Meta\) só recebe dados quando toca em «Ligar»/,
    ],
    ['YouTube (Google)', /YouTube \(da Google\)/],
    [
      'the video sessions (the meeting link’s host)',
      /sessões de vídeo da ProBranca decorrem em meet\.jit\.si/,
    ],
    ['the carers', /cuidadores da ProBranca/],
  ])('names a recipient: %s', (_recipient, pattern) => {
    expect(text).toMatch(pattern);
  });

  it.each([
    ['the controller’s legal name', defaultAssociationConfig.dataController.legalName],
    ['its address', defaultAssociationConfig.dataController.address],
    ['the e-mail for requests', defaultAssociationConfig.dataController.privacyEmail],
    ['the explicit consent', 'artigo 9.º, n.º 2, alínea a'],
    ['access', '(acesso)'],
    ['rectification', '(retificação)'],
    ['erasure', '(apagamento)'],
    ['portability', '(portabilidade)'],
    ['objection', '(oposição)'],
    ['withdrawing consent', 'retirar o seu consentimento'],
    ['the CNPD', 'Comissão Nacional de Proteção de Dados (CNPD), em www.cnpd.pt'],
    ['doses taken', 'as tomas'],
    ['the access log', 'o registo de acessos'],
    ['the consents', 'os seus consentimentos'],
  ])('says %s', (_what, words) => {
    expect(text).toContain(words);
  });

  it.each([
    [13, 'ao fim de 13 meses'],
    [24, 'ao fim de 24 meses'],
    [2, 'ao fim de 2 meses'],
  ])(
    'keeps doses taken and past appointments historyRetentionMonths = %d: «%s»',
    (months, words) => {
      const notice = textOf({ ...defaultAssociationConfig, historyRetentionMonths: months });
      expect(notice).toContain(
        `As tomas registadas e as consultas já passadas são apagadas ${words}.`,
      );
      if (months !== 13) expect(notice).not.toMatch(/\b13 meses/);
    },
  );

  it('reads the retention from the configuration', () => {
    expect(text).toContain(
      `ao fim de ${monthsText(defaultAssociationConfig.historyRetentionMonths)}`,
    );
  });

  it.each([
    [1, '1 mês'],
    [2, '2 meses'],
    [13, '13 meses'],
  ])('%d month(s): %s', (months, words) => {
    expect(monthsText(months)).toBe(words);
  });

  it('names the data protection officer only when there is one', () => {
    expect(text).toContain('encarregado da proteção de dados da ProBranca: dpo@probranca.pt');
    const withoutOfficer = textOf({
      ...defaultAssociationConfig,
      dataController: {
        legalName: 'Associação Exemplo',
        address: 'Rua Um, 1000-001 Lisboa',
        privacyEmail: 'dados@exemplo.pt',
      },
    });
    expect(withoutOfficer).not.toContain('encarregado');
    expect(withoutOfficer).toContain(
      'A Associação Exemplo, Rua Um, 1000-001 Lisboa, é a responsável',
    );
    expect(withoutOfficer).toContain('escreva para dados@exemplo.pt');
  });

  it('names the meeting link’s host, whatever the association uses', () => {
    const notice = textOf({
      ...defaultAssociationConfig,
      meetingUrl: 'https://video.exemplo.pt/sala',
    });
    expect(notice).toContain('decorrem em video.exemplo.pt');
  });
});
