import type { AssociationAction } from '../../src/association/associationArguments';
import {
  associationHelp,
  parseAssociationArguments,
} from '../../src/association/associationArguments';

// The person commands' lines, accepted and refused, as a table.

it.each<[string[], AssociationAction]>([
  [
    ['person', 'export', 'Rosa.Marques@Gmail.com', '--out', 'copias'],
    { kind: 'person-export', email: 'rosa.marques@gmail.com', out: 'copias' },
  ],
  [
    ['person', 'erase', 'rosa.marques@gmail.com'],
    {
      kind: 'person-erase',
      email: 'rosa.marques@gmail.com',
      confirm: false,
      receipts: null,
      by: null,
    },
  ],
  [
    ['person', 'erase', 'rosa.marques@gmail.com', '--confirm', '--receipts', 'r', '--by', ' Rita '],
    {
      kind: 'person-erase',
      email: 'rosa.marques@gmail.com',
      confirm: true,
      receipts: 'r',
      by: 'Rita',
    },
  ],
  [
    ['person', 'erase-again', '--receipts', 'r'],
    { kind: 'person-erase-again', receipts: 'r', confirm: false, by: null },
  ],
])('accepts %j', (argv, action) => {
  expect(parseAssociationArguments(argv)).toEqual({ action, target: { kind: 'local' } });
});

it.each<[string[], string]>([
  [
    ['person', 'export', 'rosa.marques@gmail.com'],
    'person export needs --out <folder>, the folder the copy is written to',
  ],
  [['person', 'export', '--out', 'x'], 'usage: person export <email> --out <folder>'],
  [
    ['person', 'erase'],
    'usage: person erase <email> [--confirm] [--receipts <folder>] [--by <name>]',
  ],
  [['person', 'erase', 'a@b.pt', '--out', 'x'], 'person erase takes no --out'],
  [['person', 'erase', 'a@b.pt', '--by', ' '], '--by needs a name'],
  [
    ['person', 'erase-again'],
    'usage: person erase-again --receipts <folder> [--confirm] [--by <name>]',
  ],
  [
    ['person', 'erase-again', 'a@b.pt', '--receipts', 'r'],
    'usage: person erase-again --receipts <folder> [--confirm] [--by <name>]',
  ],
  [['carer', 'list', '--confirm'], 'carer list takes no --confirm'],
  [['person', 'show', 'a@b.pt'], 'unknown command "person show a@b.pt"'],
])('refuses %j', (argv, message) => {
  expect(() => parseAssociationArguments(argv)).toThrow(message);
});

it('says the person commands in its help', () => {
  for (const line of [
    'person export <email> --out <folder>',
    'person erase <email> [--confirm] [--receipts <folder>] [--by <name>]',
    'person erase-again --receipts <folder> [--confirm] [--by <name>]',
  ])
    expect(associationHelp).toContain(`  ${line}\n`);
});
