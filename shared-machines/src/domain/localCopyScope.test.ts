import {
  isOwnPath,
  localCopyDecision,
  localCopyKey,
  type LocalCopySession,
} from './localCopyScope';

describe('isOwnPath: only the person’s own nodes may be kept on her tablet', () => {
  test.each([
    ['Newdata_maria', 'maria', true],
    ['Newdata_maria/contactos', 'maria', true],
    ['Newdata_maria/tomas/2026-03-01', 'maria', true],
    ['members/maria', 'maria', true],
    ['members/maria/since', 'maria', true],
    ['carers/maria', 'maria', true],
    ['relatives/maria', 'maria', true],
    ['relatives/pedro', 'maria', false],
    ['relativeCircles/maria', 'maria', false],
    ['family/maria/posts', 'maria', false],
    ['Newdata_mariana/contactos', 'maria', false],
    ['members/mariana', 'maria', false],
    ['Newdata_jose/contactos', 'maria', false],
    ['carerPeople/maria', 'maria', false],
    ['calendarDays/2026-03-01', 'maria', false],
    ['ProBrancaSec', 'maria', false],
    ['Newdata_', '', false],
  ])('%s for %s: %s', (path, uid, own) => {
    expect(isOwnPath(path, uid)).toBe(own);
  });
});

test.each([
  ['Newdata_maria/consultas', undefined, 'Newdata_maria/consultas'],
  [
    'Newdata_maria/consultas',
    { orderBy: { child: 'data_consulta' }, startAt: '2026-03-01' },
    'Newdata_maria/consultas?child:data_consulta|2026-03-01|',
  ],
  [
    'Newdata_maria/tomas',
    { orderBy: 'key', endAt: '2026-03-01' },
    'Newdata_maria/tomas?key||2026-03-01',
  ],
] as const)('localCopyKey(%s, %j) is %s', (path, query, key) => {
  expect(localCopyKey(path, query)).toBe(key);
});

const session = (
  phase: LocalCopySession['phase'],
  uid: string | null,
  confirmedAccount: LocalCopySession['confirmedAccount'],
): LocalCopySession => ({ phase, uid, confirmedAccount });

describe('localCopyDecision: what the copy does for a session', () => {
  test.each([
    ['the identity service has not answered', session('checking', null, null), { action: 'wait' }],
    [
      'signed out without Sair (kept for her, shown to nobody)',
      session('signedOut', null, null),
      { action: 'idle' },
    ],
    ["'Sair' pressed", session('signingOut', 'maria', 'person'), { action: 'clear' }],
    [
      'her account not confirmed yet (a tablet starting offline): shown if hers, nothing new kept',
      session('signedIn', 'maria', null),
      { action: 'serve', uid: 'maria' },
    ],
    [
      'a person the database confirmed',
      session('signedIn', 'maria', 'person'),
      { action: 'keep', uid: 'maria' },
    ],
    ['a carer: nothing kept', session('signedIn', 'ana', 'carer'), { action: 'clear' }],
    ['a relative: nothing kept', session('signedIn', 'pedro', 'family'), { action: 'clear' }],
    ['neither person nor carer', session('signedIn', 'estranho', 'none'), { action: 'clear' }],
  ])('%s', (_title, given, decision) => {
    expect(localCopyDecision(given)).toEqual(decision);
  });
});
