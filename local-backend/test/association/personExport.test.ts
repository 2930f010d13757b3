import { buildPersonExport } from '../../src/association/personExport';
import { renderPersonExportHtml } from '../../src/association/personExportHtml';
import { subjectOf } from '../../src/association/personHoldings';
import { escapeHtml } from '../../src/association/personHtml';
import {
  anaUid,
  associationHoldings,
  hostileName,
  joseUid,
  rosaUid,
  ruiUid,
} from './personFixture';

// The export as pure functions over a small association (personFixture): which database places the
// JSON holds for a person and for a carer, and the printable page's sections, escaping and policy.

const now = new Date('2025-03-10T12:00:00Z');

describe('buildPersonExport', () => {
  it("holds a person's nodes whole, the carers' links to her and their cards of her, not the association's code", () => {
    const holdings = associationHoldings();
    const copy = buildPersonExport(holdings, subjectOf(holdings, rosaUid), now);
    expect(Object.keys(copy.database)).toEqual([
      `members/${rosaUid}`,
      `Newdata_${rosaUid}`,
      `consents/${rosaUid}`,
      `accessLog/${rosaUid}`,
      `personCarers/${rosaUid}`,
      `carerPeople/${anaUid}/${rosaUid}`,
      `carerPeople/${ruiUid}/${rosaUid}`,
      `carerPending/${anaUid}/${rosaUid}`,
      `carerOverview/${anaUid}/${rosaUid}`,
      `carerOverview/${ruiUid}/${rosaUid}`,
    ]);
    expect(copy.database[`Newdata_${rosaUid}`]).toEqual(holdings.tree[`Newdata_${rosaUid}`]);
    expect(copy.database[`personCarers/${rosaUid}`]).toEqual({ [anaUid]: true, [ruiUid]: true });
    expect(copy.database[`carerOverview/${anaUid}/${rosaUid}`]).toMatchObject({
      membro: { name: 'Rosa Marques' },
      consultas: { c1: '2025-02-14 09:30' },
    });
    expect(copy).toMatchObject({
      format: 'amparo-dados-pessoais',
      formatVersion: 1,
      exportedAt: '2025-03-10T12:00:00.000Z',
      account: {
        uid: rosaUid,
        email: 'rosa.marques@gmail.com',
        createdAt: '2024-11-02T10:00:00.000Z',
        lastSignInAt: '2025-02-20T10:00:00.000Z',
      },
      usersDocuments: [{ id: 'doc-rosa' }],
      carers: [
        { uid: anaUid, name: 'Ana Costa' },
        { uid: ruiUid, name: 'Rui Pereira' },
      ],
    });
  });

  it("holds her family's posts, her setting and her circle, and the invitations she made", () => {
    const holdings = associationHoldings();
    const post = {
      from: 'PedroUid',
      fromName: 'Pedro Marques',
      at: 1,
      kind: 'mensagem',
      text: 'Olá',
    };
    const invitation = {
      person: rosaUid,
      email: 'pedro@exemplo.pt',
      invitedBy: rosaUid,
      createdAt: 1,
    };
    const family = {
      ...holdings,
      tree: {
        ...holdings.tree,
        family: { [rosaUid]: { posts: { p1: post }, settings: { dayShared: true } } },
        circles: { [rosaUid]: { members: { PedroUid: { name: 'Pedro Marques', since: 1 } } } },
        invitations: { h1: invitation },
      },
    };
    const copy = buildPersonExport(family, subjectOf(family, rosaUid), now);
    expect(copy.database).toMatchObject({
      [`family/${rosaUid}`]: { posts: { p1: post }, settings: { dayShared: true } },
      [`circles/${rosaUid}`]: { members: { PedroUid: { name: 'Pedro Marques' } } },
      'invitations/h1/person': rosaUid,
      'invitations/h1/invitedBy': rosaUid,
    });
  });

  it("holds a carer's role, and only the values naming him in other people's data, not their cards", () => {
    const holdings = associationHoldings();
    const copy = buildPersonExport(holdings, subjectOf(holdings, ruiUid), now);
    // His console's cards are copies of Rosa's and José's data: whom he follows is carerPeople.
    expect(copy.database).toEqual({
      [`carers/${ruiUid}`]: { name: 'Rui Pereira' },
      [`carerPeople/${ruiUid}`]: { [rosaUid]: true, [joseUid]: true },
      [`personCarers/${rosaUid}/${ruiUid}`]: true,
      [`personCarers/${joseUid}/${ruiUid}`]: true,
      [`Newdata_${rosaUid}/contactos/contacto_Contacto_1/alteradoPor`]: ruiUid,
      [`accessLog/${joseUid}/-a2/who`]: ruiUid,
      [`Newdata_${joseUid}/contactos/contacto_Contacto_1/alteradoPor`]: ruiUid,
    });
  });
});

describe('renderPersonExportHtml', () => {
  const holdings = associationHoldings();
  const page = renderPersonExportHtml(
    buildPersonExport(holdings, subjectOf(holdings, rosaUid), now),
    { association: 'Associação ProBranca', jsonFile: '2025-03-10-dados.json' },
  );

  it('escapes every value', () => {
    expect(page).toContain(escapeHtml(hostileName));
    expect(page).not.toContain('<img');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('is standalone: a policy that allows no request, script or outside file', () => {
    expect(page).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;" />`,
    );
    expect(page).not.toMatch(/<script|<link|<img|<[^>]*\b(src|href)=|url\(|@import/);
  });

  it('says each kind of data in Portuguese, in big type', () => {
    expect(page).toMatch(/^<!doctype html>\s*<html lang="pt-PT">/);
    expect(page).toContain('<title>Dados pessoais de Rosa Marques</title>');
    expect(page).toContain('font: 20px/1.5');
    const headings = [...page.matchAll(/<h2>([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual([
      'Conta',
      'Contactos',
      'Consultas',
      'Medicamentos',
      'Tomas registadas',
      'Consentimentos',
      'Quem viu ou alterou os dados',
      'Cuidadores',
    ]);
    expect(page).toMatch(
      /<h3>janeiro de 2025<\/h3>\s*<ul class="doses">\s*<li><strong>30 de janeiro<\/strong>: Paracetamol 500 mg: 20:00<\/li>/,
    );
    expect(page).toContain('<td>14 de fevereiro de 2025</td>');
    expect(page).toContain('Rui Pereira, 4 de janeiro de 2025');
    expect(page).toContain('<td>Deu o consentimento</td>');
    expect(page).toContain('<td>Os dados da pessoa</td>');
    expect(page).toContain('2025-03-10-dados.json');
  });
});

describe("the printable page's appointments", () => {
  it("are in the carers' list's order: by day, then time, one without a time after the timed ones of its day", () => {
    const base = associationHoldings();
    const own = `Newdata_${rosaUid}`;
    const holdings = {
      ...base,
      tree: {
        ...base.tree,
        [own]: {
          ...(base.tree[own] as Record<string, unknown>),
          consultas: {
            consulta_ID_1: {
              contacto_Nome: 'Sem hora',
              data_consulta: '2025-02-14',
              time_consulta: '',
            },
            consulta_ID_2: {
              contacto_Nome: 'Tarde',
              data_consulta: '2025-02-14',
              time_consulta: '15:00',
            },
            consulta_ID_3: {
              contacto_Nome: 'Antes',
              data_consulta: '2025-01-20',
              time_consulta: '',
            },
            consulta_ID_10: {
              contacto_Nome: 'Manhã',
              data_consulta: '2025-02-14',
              time_consulta: '09:30',
            },
          },
        },
      },
    };
    const page = renderPersonExportHtml(
      buildPersonExport(holdings, subjectOf(holdings, rosaUid), now),
      { association: 'Associação ProBranca', jsonFile: '2025-03-10-dados.json' },
    );
    const order = ['Antes', 'Manhã', 'Tarde', 'Sem hora'].map((name) =>
      page.indexOf(`<td>${name}</td>`),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
