import type { AssociationCommand } from '../../src/association/associationArguments';
import { parseAssociationArguments, parsePeople } from '../../src/association/associationArguments';

// The association's command line: every accepted form and what it means, every refused form and the
// message that names the problem.

const local = { kind: 'local' } as const;
const url = 'https://amparo-prod-default-rtdb.europe-west1.firebasedatabase.app';
const project = ['--project', 'amparo-prod', '--database-url', url];

describe('parseAssociationArguments accepts', () => {
  it.each<[string, string[], AssociationCommand]>([
    ['nothing: the help', [], { action: { kind: 'help' }, target: local }],
    ['--help', ['--help'], { action: { kind: 'help' }, target: local }],
    ['-h after a command', ['carer', 'add', '-h'], { action: { kind: 'help' }, target: local }],
    [
      'carer add with people',
      [
        'carer',
        'add',
        'Ana.Costa@ProBranca.pt',
        '--name',
        'Ana Costa',
        '--people',
        'maria.silva@gmail.com, JOSE.santos@sapo.pt,maria.silva@gmail.com',
      ],
      {
        action: {
          kind: 'carer-add',
          email: 'ana.costa@probranca.pt',
          name: 'Ana Costa',
          people: ['maria.silva@gmail.com', 'jose.santos@sapo.pt'],
          unverifiedOk: false,
        },
        target: local,
      },
    ],
    [
      'carer add without people',
      ['carer', 'add', 'a@b.pt', '--name=Ana'],
      {
        action: {
          kind: 'carer-add',
          email: 'a@b.pt',
          name: 'Ana',
          people: [],
          unverifiedOk: false,
        },
        target: local,
      },
    ],
    [
      'carer add of an account checked with the carer',
      ['carer', 'add', 'a@b.pt', '--unverified-ok', '--name', 'Ana'],
      {
        action: { kind: 'carer-add', email: 'a@b.pt', name: 'Ana', people: [], unverifiedOk: true },
        target: local,
      },
    ],
    [
      'carer remove',
      ['carer', 'remove', 'a@b.pt'],
      { action: { kind: 'carer-remove', email: 'a@b.pt', people: null }, target: local },
    ],
    [
      'carer remove some people',
      ['carer', 'remove', 'a@b.pt', '--people', 'c@d.pt'],
      { action: { kind: 'carer-remove', email: 'a@b.pt', people: ['c@d.pt'] }, target: local },
    ],
    ['carer list', ['carer', 'list'], { action: { kind: 'carer-list' }, target: local }],
    ['code new', ['code', 'new'], { action: { kind: 'code-new' }, target: local }],
    ['code show', ['code', 'show'], { action: { kind: 'code-show' }, target: local }],
    [
      'retention show',
      ['retention', 'show'],
      { action: { kind: 'retention-show' }, target: local },
    ],
    [
      'retention apply',
      ['retention', 'apply'],
      { action: { kind: 'retention-apply' }, target: local },
    ],
    [
      'summaries rebuild',
      ['summaries', 'rebuild'],
      { action: { kind: 'summaries-rebuild' }, target: local },
    ],
    [
      'members upgrade',
      ['members', 'upgrade'],
      { action: { kind: 'members-upgrade' }, target: local },
    ],
    [
      'retention apply on a real project',
      ['retention', 'apply', ...project],
      {
        action: { kind: 'retention-apply' },
        target: { kind: 'project', projectId: 'amparo-prod', databaseUrl: url },
      },
    ],
    [
      'a real project',
      ['code', 'new', ...project],
      {
        action: { kind: 'code-new' },
        target: { kind: 'project', projectId: 'amparo-prod', databaseUrl: url },
      },
    ],
    [
      'a real project, options first, URL with a slash',
      [
        '--project=amparo-prod',
        `--database-url=https://amparo-prod-default-rtdb.firebaseio.com/`,
        'carer',
        'list',
      ],
      {
        action: { kind: 'carer-list' },
        target: {
          kind: 'project',
          projectId: 'amparo-prod',
          databaseUrl: 'https://amparo-prod-default-rtdb.firebaseio.com',
        },
      },
    ],
  ])('%s', (_label, argv, expected) => {
    expect(parseAssociationArguments(argv)).toEqual(expected);
  });
});

describe('parseAssociationArguments refuses', () => {
  it.each<[string, string[], RegExp]>([
    ['an unknown option', ['carer', 'list', '--force'], /^Unknown option '--force'$/],
    ['an option without its value', ['carer', 'add', 'a@b.pt', '--name'], /--name/],
    [
      'an unknown command',
      ['carer', 'promote', 'a@b.pt'],
      /unknown command "carer promote a@b\.pt"/,
    ],
    ['an unknown group', ['people', 'list'], /unknown command "people list"/],
    ['carer add without an e-mail', ['carer', 'add', '--name', 'Ana'], /usage: carer add <email>/],
    [
      'carer add with two e-mails',
      ['carer', 'add', 'a@b.pt', 'c@d.pt', '--name', 'Ana'],
      /usage: carer add <email>/,
    ],
    ['carer add without --name', ['carer', 'add', 'a@b.pt'], /carer add needs --name/],
    [
      'an empty --people',
      ['carer', 'add', 'a@b.pt', '--name', 'Ana', '--people', ''],
      /--people needs e-mails separated by commas/,
    ],
    [
      'a --people with an empty entry',
      ['carer', 'remove', 'a@b.pt', '--people', 'c@d.pt,,e@f.pt'],
      /--people needs e-mails/,
    ],
    [
      '--name on remove',
      ['carer', 'remove', 'a@b.pt', '--name', 'Ana'],
      /carer remove takes no --name/,
    ],
    ['--people on list', ['carer', 'list', '--people', 'a@b.pt'], /carer list takes no --people/],
    [
      '--unverified-ok on remove',
      ['carer', 'remove', 'a@b.pt', '--unverified-ok'],
      /^carer remove takes no --unverified-ok$/,
    ],
    [
      '--unverified-ok with a value',
      ['carer', 'add', 'a@b.pt', '--name', 'Ana', '--unverified-ok=yes'],
      /--unverified-ok/,
    ],
    ['arguments after code new', ['code', 'new', 'abc'], /usage: code new/],
    ['retention without a verb', ['retention'], /unknown command "retention"/],
    ['an unknown retention verb', ['retention', 'run'], /unknown command "retention run"/],
    ['a number of months', ['retention', 'apply', '6'], /usage: retention apply$/],
    [
      '--people on retention apply',
      ['retention', 'apply', '--people', 'a@b.pt'],
      /retention apply takes no --people/,
    ],
    [
      'arguments after summaries rebuild',
      ['summaries', 'rebuild', 'all'],
      /usage: summaries rebuild$/,
    ],
    [
      '--database-url alone',
      ['code', 'new', '--database-url', url],
      /--database-url goes with --project/,
    ],
    [
      '--project without --database-url',
      ['code', 'new', '--project', 'amparo-prod'],
      /--project needs --database-url, e\.g\. --database-url https:\/\/amparo-prod-default-rtdb/,
    ],
    [
      'a demo project',
      ['code', 'new', '--project', 'demo-amparo', '--database-url', url],
      /demo project, which exists only locally/,
    ],
    [
      'a malformed project id',
      ['code', 'new', '--project', 'Amparo_Prod', '--database-url', url],
      /not a Firebase project id/,
    ],
    [
      'a database URL over http',
      [
        'code',
        'new',
        '--project',
        'amparo-prod',
        '--database-url',
        'http://amparo-prod-default-rtdb.firebaseio.com',
      ],
      /not a Realtime Database address/,
    ],
    [
      'a database URL elsewhere',
      ['code', 'new', '--project', 'amparo-prod', '--database-url', 'https://example.org'],
      /not a Realtime Database address/,
    ],
    [
      'a database URL with a path',
      ['code', 'new', '--project', 'amparo-prod', '--database-url', `${url}/ProBrancaSec`],
      /not a Realtime Database address/,
    ],
    [
      'a database URL that is no address',
      ['code', 'new', '--project', 'amparo-prod', '--database-url', 'amparo'],
      /is not an address/,
    ],
  ])('%s', (_label, argv, message) => {
    expect(() => parseAssociationArguments(argv)).toThrow(message);
  });
});

describe('parsePeople', () => {
  it.each<[string, string[]]>([
    ['a@b.pt', ['a@b.pt']],
    [' A@B.pt , c@d.pt ', ['a@b.pt', 'c@d.pt']],
    ['a@b.pt,A@b.PT', ['a@b.pt']],
  ])('%j → %j', (text, emails) => {
    expect(parsePeople(text)).toEqual(emails);
  });
});
