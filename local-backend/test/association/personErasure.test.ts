import { describeRemaining, remainingTraces } from '../../src/association/personErasureCheck';
import { planErasure } from '../../src/association/personErasurePlan';
import type { Holdings } from '../../src/association/personHoldings';
import { findSubject, subjectOf } from '../../src/association/personHoldings';
import { mentionIn, tracesIn } from '../../src/association/personTraces';
import { anaUid, associationHoldings, joseUid, rosaUid, ruiUid } from './personFixture';

// The erasure's plan and check as pure functions over a small association (personFixture): what is
// removed, what becomes 'conta apagada', the counts, and what the check still finds and how it says it.

type Tree = Record<string, unknown>;

/** The holdings after the plan, as the database, Firestore and Auth would apply it. */
function applied(holdings: Holdings, uid: string): Holdings {
  const subject = subjectOf(holdings, uid);
  const plan = planErasure(holdings, subject);
  const tree = structuredClone(holdings.tree) as Tree;
  for (const [pathText, value] of Object.entries(plan.databaseUpdate)) {
    const keys = pathText.split('/');
    const parent = keys
      .slice(0, -1)
      .reduce<Tree | undefined>((node, key) => node?.[key] as Tree | undefined, tree);
    const last = keys[keys.length - 1] as string;
    if (parent === undefined) continue;
    if (value === null) delete parent[last];
    else parent[last] = value;
  }
  return {
    tree,
    usersDocuments: holdings.usersDocuments.filter(
      (document) => !plan.usersDocumentIds.includes(document.id),
    ),
    accounts: holdings.accounts.filter((account) => !(plan.authAccount && account.localId === uid)),
  };
}

describe('mentionIn', () => {
  const identity = {
    uid: 'Uid123',
    emails: ['rosa.marques@gmail.com'],
    names: ['Rosa  Marques'],
  };
  it.each<[string, string, ReturnType<typeof mentionIn>]>([
    ['her uid as a key', 'Uid123', 'uid'],
    ['her uid inside a key', 'Newdata_Uid123', 'uid'],
    ['her e-mail in capitals', 'ROSA.Marques@gmail.com', 'email'],
    ['her e-mail inside a text', 'escreva a rosa.marques@gmail.com', 'email'],
    ['her name, other spacing and case', ' rosa marques ', 'name'],
    ['a longer text with her name', 'Rosa Marques Pinto', null],
    ['another uid', 'Uid124', null],
    ['nothing', '', null],
  ])('%s', (_case, text, expected) => {
    expect(mentionIn(text, identity)).toBe(expected);
  });

  it('finds keys and values, arrays by index', () => {
    expect(tracesIn({ a: ['x', 'Uid123'], Uid123: true }, identity)).toEqual([
      { path: ['a', '1'], at: 'value', names: 'uid' },
      { path: ['Uid123'], at: 'key', names: 'uid' },
    ]);
  });
});

describe('finding the person', () => {
  it('by e-mail in any case, with every e-mail and registered name she has', () => {
    const subject = findSubject(associationHoldings(), ' ROSA.marques@gmail.com ');
    expect(subject).toMatchObject({
      uid: rosaUid,
      emails: ['rosa.marques@gmail.com'],
      names: ['Rosa Marques'],
    });
  });

  it("by a users document's e-mail when the account is already gone", () => {
    const holdings = associationHoldings();
    const withoutAccount = {
      ...holdings,
      accounts: holdings.accounts.filter((account) => account.localId !== rosaUid),
    };
    expect(findSubject(withoutAccount, 'rosa.marques@gmail.com')).toMatchObject({
      uid: rosaUid,
      account: null,
    });
    expect(findSubject(withoutAccount, 'ninguem@gmail.com')).toBeNull();
  });
});

describe('planErasure', () => {
  it("removes a person's nodes, links and cards whole, and counts them", () => {
    const holdings = associationHoldings();
    const plan = planErasure(holdings, subjectOf(holdings, rosaUid));
    expect(plan.databaseUpdate).toEqual({
      [`members/${rosaUid}`]: null,
      [`memberCodes/${rosaUid}`]: null,
      [`Newdata_${rosaUid}`]: null,
      [`consents/${rosaUid}`]: null,
      [`accessLog/${rosaUid}`]: null,
      [`personCarers/${rosaUid}`]: null,
      [`carerPeople/${anaUid}/${rosaUid}`]: null,
      [`carerPeople/${ruiUid}/${rosaUid}`]: null,
      [`carerPending/${anaUid}/${rosaUid}`]: null,
      [`carerOverview/${anaUid}/${rosaUid}`]: null,
      [`carerOverview/${ruiUid}/${rosaUid}`]: null,
    });
    expect(plan.counts).toEqual({
      member: 1,
      memberCode: 1,
      contacts: 1,
      appointments: 1,
      medicines: 1,
      dosesTaken: 2,
      summary: 1,
      counters: 1,
      otherPersonData: 0,
      consents: 1,
      accessLogEntries: 1,
      carerLinks: 3,
      carersIndex: 2,
      overviewCards: 2,
      carerRole: 0,
      followedPeople: 0,
      pendingPeople: 0,
      followedIndex: 0,
      consoleCards: 0,
      familyPosts: 0,
      familyCircle: 0,
      invitations: 0,
      relativeAccount: 0,
      relativeCircles: 0,
      otherKeys: 0,
      anonymisedReferences: 0,
    });
    expect(plan.usersDocumentIds).toEqual(['doc-rosa']);
    expect(plan.authAccount).toBe(true);
  });

  it("removes a carer's role and people, and keeps in others' data what was done, not who", () => {
    const holdings = associationHoldings();
    const plan = planErasure(holdings, subjectOf(holdings, ruiUid));
    expect(plan.databaseUpdate).toEqual({
      [`carers/${ruiUid}`]: null,
      [`carerPeople/${ruiUid}`]: null,
      [`carerOverview/${ruiUid}`]: null,
      [`personCarers/${rosaUid}/${ruiUid}`]: null,
      [`personCarers/${joseUid}/${ruiUid}`]: null,
      [`Newdata_${rosaUid}/contactos/contacto_Contacto_1/alteradoPor`]: 'conta apagada',
      [`Newdata_${rosaUid}/contactos/contacto_Contacto_1/alteradoPorNome`]: 'conta apagada',
      [`accessLog/${joseUid}/-a2/who`]: 'conta apagada',
      [`accessLog/${joseUid}/-a2/whoName`]: 'conta apagada',
      [`Newdata_${joseUid}/contactos/contacto_Contacto_1/alteradoPor`]: 'conta apagada',
      [`Newdata_${joseUid}/contactos/contacto_Contacto_1/alteradoPorNome`]: 'conta apagada',
    });
    expect(plan.counts).toMatchObject({
      carerRole: 1,
      followedPeople: 2,
      followedIndex: 2,
      consoleCards: 2,
      otherKeys: 0,
      anonymisedReferences: 6,
    });
  });
});

describe('the check after an erasure', () => {
  it('finds nothing once a person is erased, but a contact of someone else with her name', () => {
    const after = applied(associationHoldings(), rosaUid);
    const identity = subjectOf(associationHoldings(), rosaUid);
    expect(describeRemaining(remainingTraces(after, identity))).toEqual([
      'database Newdata_*/contactos/*/contacto_Nome (name, 1)',
    ]);
  });

  it("does not count another account's own name, and says nothing personal", () => {
    const holdings = associationHoldings();
    const identity = subjectOf(holdings, ruiUid);
    // Before: his own nodes and names are all found, said with ids masked.
    const before = describeRemaining(remainingTraces(holdings, identity));
    expect(before).toEqual(
      expect.arrayContaining([
        'database carers/* (uid, 1)',
        'database carers/*/name (name, 1)',
        'database accessLog/*/*/who (uid, 1)',
        'users */uid (uid, 1)',
        'accounts */email (email, 1)',
      ]),
    );
    for (const line of before) expect(line).not.toMatch(/Rui|rui\.pereira|RuiUid/);
    const after = applied(holdings, ruiUid);
    expect(describeRemaining(remainingTraces(after, identity))).toEqual([
      'database Newdata_*/contactos/*/contacto_Nome (name, 1)',
    ]);
    // Ana's own name, beside her uid or in her account, is hers, not Rui's, even if he had it too.
    const namesake = { ...identity, names: ['Ana Costa'] };
    expect(remainingTraces(after, namesake)).toEqual([]);
    // So is José's on his cards in Ana's console (`membro/name`), as in `members`.
    expect(remainingTraces(after, { ...identity, names: ['José Santos'] })).toEqual([]);
  });
});

describe('planErasure: the family circle', () => {
  const pedroUid = 'PedroUid000000000000000000e5';
  const codeHash = 'a'.repeat(64);
  const post = '-Nabc000000000000001';
  function withFamily(): Holdings {
    const holdings = associationHoldings();
    return {
      ...holdings,
      accounts: [
        ...holdings.accounts,
        {
          localId: pedroUid,
          email: 'pedro.marques@gmail.com',
          displayName: 'Pedro Marques',
          createdAt: '1',
          lastLoginAt: '1',
          emailVerified: false,
          providerUserInfo: [],
        },
      ],
      tree: {
        ...holdings.tree,
        relatives: { [pedroUid]: { name: 'Pedro Marques', since: 1, invitation: codeHash } },
        invitations: {
          [codeHash]: {
            person: rosaUid,
            email: 'pedro.marques@gmail.com',
            invitedBy: rosaUid,
            createdAt: 1,
            usedBy: pedroUid,
          },
        },
        circles: {
          [rosaUid]: {
            members: { [pedroUid]: { name: 'Pedro Marques', invitation: codeHash, since: 1 } },
          },
        },
        relativeCircles: { [pedroUid]: { [rosaUid]: true } },
        family: {
          [rosaUid]: {
            posts: {
              [post]: {
                from: pedroUid,
                fromName: 'Pedro Marques',
                at: 1,
                kind: 'foto',
                text: 'Na praia',
                photo: `family/${rosaUid}/${post}.jpg`,
              },
            },
            settings: { dayShared: true },
          },
        },
      },
    };
  }

  it("erasing the person removes her family's posts, her circle, its reverse and her invitations", () => {
    const holdings = withFamily();
    const plan = planErasure(holdings, subjectOf(holdings, rosaUid));
    expect(plan.databaseUpdate).toMatchObject({
      [`family/${rosaUid}`]: null,
      [`circles/${rosaUid}`]: null,
      [`relativeCircles/${pedroUid}/${rosaUid}`]: null,
      [`invitations/${codeHash}`]: null,
    });
    expect(plan.counts).toMatchObject({ familyPosts: 1, familyCircle: 1, invitations: 1 });
    // (A contact of José's that bears her name stays, as in the test above: not hers to erase.)
    const places = remainingTraces(applied(holdings, rosaUid), subjectOf(holdings, rosaUid)).map(
      (trace) => trace.place,
    );
    expect(places).toEqual(['Newdata_*/contactos/*/contacto_Nome']);
  });

  it('erasing a relative removes his account and memberships; his posts stay hers, sent by an erased account', () => {
    const holdings = withFamily();
    const plan = planErasure(holdings, subjectOf(holdings, pedroUid));
    expect(plan.databaseUpdate).toMatchObject({
      [`relatives/${pedroUid}`]: null,
      [`relativeCircles/${pedroUid}`]: null,
      [`circles/${rosaUid}/members/${pedroUid}`]: null,
      [`family/${rosaUid}/posts/${post}/from`]: 'conta apagada',
      [`family/${rosaUid}/posts/${post}/fromName`]: 'conta apagada',
      [`invitations/${codeHash}/usedBy`]: 'conta apagada',
      [`invitations/${codeHash}/email`]: 'conta apagada',
    });
    expect(plan.counts).toMatchObject({ relativeAccount: 1, relativeCircles: 1 });
    const after = applied(holdings, pedroUid);
    expect(remainingTraces(after, subjectOf(holdings, pedroUid))).toEqual([]);
    expect((after.tree.family as Tree)[rosaUid]).toMatchObject({
      posts: { [post]: { text: 'Na praia', kind: 'foto' } },
    });
  });
});
