// The house's layers, held by ESLint (no-restricted-imports): a section (mf-*) never imports another
// section or the root; the shared packages never import a section or the root; shared-machines holds
// no React (its machines and rules run in tests and the local backend without a DOM); the Cloud
// Functions' code imports nothing of the repository (only functions/ is deployed). Imported by
// eslint.config.mjs; tools/lint/layers.test.ts shows each rule refusing a wrong import.

export const sections = ['mf-admin', 'mf-calls', 'mf-family', 'mf-games', 'mf-health', 'mf-shell'];

/** Imports of `folder` by its package name (`@amparo/<folder>`, its entries) or by a relative path. */
function importsOf(folder, message) {
  return { regex: `^(@amparo/${folder}(/.*)?|(\\.\\.?/)+(.*/)?${folder}(/.*)?)$`, message };
}

const rootConfig = importsOf(
  'root-config',
  'Only the root imports the root: applications get what they need from the services it hands them.',
);

/** What no shared package may import: a section, or the root. */
const belowEverySection = [
  ...sections.map((section) =>
    importsOf(section, `A shared package never imports a section (${section}).`),
  ),
  rootConfig,
];

/** ESLint flat-config blocks, one per layer. */
export const layerRules = [
  ...sections.map((section) => ({
    files: [`${section}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...sections
              .filter((other) => other !== section)
              .map((other) =>
                importsOf(
                  other,
                  `A section never imports another (${other}): shared code goes to shared-ui or shared-machines.`,
                ),
              ),
            rootConfig,
          ],
        },
      ],
    },
  })),
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: belowEverySection,
        },
      ],
    },
  },
  {
    files: ['shared-machines/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...belowEverySection,
            importsOf('shared-ui', 'shared-machines sits below shared-ui: it never imports it.'),
            {
              regex: '^(react|react-dom)(/.*)?$',
              message:
                'shared-machines holds no React: machines and rules stay plain (components live in the sections and shared-ui).',
            },
          ],
        },
      ],
    },
  },
  {
    // Only functions/ (its package.json and lib/) is uploaded: its code imports the packages it
    // declares and its own files. Its tests may compare with the rest of the repository.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@amparo/.*|(\\.\\./)+\\.\\.(/.*)?|(\\.\\./){2,}.*)$',
              message:
                'The Cloud Functions are deployed alone (functions/): they import only their own files and the packages functions/package.json declares.',
            },
          ],
        },
      ],
    },
  },
];
