/**
 * The person commands' part of the association's command line (associationArguments parses the rest):
 * their actions, options and help, pure.
 */
export type PersonAction =
  | { readonly kind: 'person-export'; readonly email: string; readonly out: string }
  | {
      readonly kind: 'person-erase';
      readonly email: string;
      readonly confirm: boolean;
      /** As typed (relative to where the command was typed); null: defaultReceiptsFolder. */
      readonly receipts: string | null;
      /** Who erases, for the receipt; null: the computer's user name. */
      readonly by: string | null;
    }
  | {
      readonly kind: 'person-erase-again';
      readonly receipts: string;
      readonly confirm: boolean;
      readonly by: string | null;
    };

export const defaultReceiptsFolder = 'erasure-receipts';

export const personOptions = {
  out: { type: 'string' },
  confirm: { type: 'boolean' },
  receipts: { type: 'string' },
  by: { type: 'string' },
} as const;

export type PersonOption = keyof typeof personOptions;

export const personCommands = ['person export', 'person erase', 'person erase-again'] as const;

export const personHelp = `  person export <email> --out <folder>
      A copy of everything the association holds about that person, in <folder>:
      <date>-dados.json (complete, for programs) and <date>-dados.html (a printable page in Portuguese).
      Prints only the files' paths.
  person erase <email> [--confirm] [--receipts <folder>] [--by <name>]
      Without --confirm: how much would be removed, in counts (exit code 2). With --confirm: removes
      the account, its users documents and all its data, checks that nothing naming the person is
      left, and writes a receipt without personal data to <folder> (default ./${defaultReceiptsFolder}).
  person erase-again --receipts <folder> [--confirm] [--by <name>]
      After a backup is restored: erases again everyone whose receipt is in <folder>.
`;

export interface PersonArgumentValues {
  readonly out?: string;
  readonly confirm?: boolean;
  readonly receipts?: string;
  readonly by?: string;
}

/**
 * The action of a person command, given its positionals after the command's two words; `refuse`
 * throws the usage error with the text given.
 */
export function parsePersonAction(
  command: (typeof personCommands)[number],
  rest: readonly string[],
  values: PersonArgumentValues,
  refuse: (message: string) => never,
): { readonly action: PersonAction; readonly allowed: readonly PersonOption[] } {
  const one = (shape: string): string => {
    if (rest.length !== 1) refuse(`usage: ${command} ${shape}`);
    return (rest[0] as string).trim().toLowerCase();
  };
  const by = values.by === undefined ? null : values.by.trim() || refuse('--by needs a name');
  switch (command) {
    case 'person export': {
      const email = one('<email> --out <folder>');
      if (values.out === undefined || values.out.trim() === '')
        refuse('person export needs --out <folder>, the folder the copy is written to');
      return { action: { kind: 'person-export', email, out: values.out }, allowed: ['out'] };
    }
    case 'person erase':
      return {
        action: {
          kind: 'person-erase',
          email: one('<email> [--confirm] [--receipts <folder>] [--by <name>]'),
          confirm: values.confirm === true,
          receipts: values.receipts ?? null,
          by,
        },
        allowed: ['confirm', 'receipts', 'by'],
      };
    case 'person erase-again':
      if (rest.length !== 0 || values.receipts === undefined)
        refuse(`usage: ${command} --receipts <folder> [--confirm] [--by <name>]`);
      return {
        action: {
          kind: 'person-erase-again',
          receipts: values.receipts,
          confirm: values.confirm === true,
          by,
        },
        allowed: ['receipts', 'confirm', 'by'],
      };
  }
}
