// Where a user-facing text may be written: only in a package's `texts/` catalogue (one folder per
// section, and one for the shared texts in shared-machines and shared-ui), so a newcomer finds any
// sentence in one place and a change of wording touches one file. Components and machines import the
// catalogue's constants. Held by ESLint (no-restricted-syntax) on JSX text, on the attributes that
// speak (labels, titles, placeholders) and on any string holding a Portuguese accented letter;
// tools/lint/texts.test.ts shows it refusing a written text.

const catalogueMessage =
  "Write the text in the package's texts/ catalogue and use its key here (see docs/texts.md).";

/** A run of two letters of any alphabet: words, not punctuation, digits or symbols. */
const words = String.raw`/\p{L}{2}/u`;

/** A letter with an accent or a cedilla: in this code base, a sign of a Portuguese sentence. */
const accented = String.raw`/[À-ÖØ-öø-ÿ]/u`;

const speakingAttributes = [
  'aria-label',
  'aria-description',
  'title',
  'alt',
  'placeholder',
  'label',
];

export const textRules = [
  {
    files: ['{mf-*,shared-ui,shared-machines,root-config}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/texts/**', '**/testing/**', '**/test-support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `JSXText[value=${words}]`, message: catalogueMessage },
        ...speakingAttributes.map((name) => ({
          selector: `JSXAttribute[name.name='${name}'] > Literal[value=${words}]`,
          message: catalogueMessage,
        })),
        { selector: `Literal[value=${accented}]`, message: catalogueMessage },
        { selector: `TemplateElement[value.raw=${accented}]`, message: catalogueMessage },
      ],
    },
  },
];
