import { expectLintRule, type LintCase } from './lintSampleCases';

// Where a text may be written (tools/lint/texts.mjs, docs/texts.md), tried on code as it would be written.

const cases: readonly LintCase[] = [
  [
    'words written in a component',
    'mf-calls/src/x.tsx',
    'export const A = () => <p>Ligar à filha</p>;',
    false,
  ],
  [
    'a label written in a component',
    'mf-health/src/x.tsx',
    'export const A = () => <nav aria-label="Navegação principal" />;',
    false,
  ],
  [
    'a Portuguese sentence in a machine',
    'shared-machines/src/x.ts',
    "export const message = 'Não foi possível guardar.';",
    false,
  ],
  [
    'a Portuguese sentence in a template',
    'mf-admin/src/x.ts',
    'export const line = (n: number) => `${n} medicamentos não tomados`;',
    false,
  ],
  [
    'the same words in the section’s catalogue',
    'mf-calls/src/texts/xTexts.ts',
    "export const xTexts = { call: 'Ligar à filha' } as const;",
    true,
  ],
  [
    'a component using the catalogue',
    'mf-calls/src/x.tsx',
    "import { xTexts } from './texts/xTexts';\nexport const A = () => <p aria-label={xTexts.call}>{xTexts.call}</p>;",
    true,
  ],
  [
    'a test querying by the Portuguese text',
    'mf-calls/src/x.test.tsx',
    "export const name = 'Ligar à filha';",
    true,
  ],
  [
    'class names, keys and punctuation',
    'mf-shell/src/x.tsx',
    'export const A = () => <p className="banner" data-key="k1">{1} · ✓</p>;',
    true,
  ],
];

describe('lint keeps the texts in the catalogues', () => {
  expectLintRule('no-restricted-syntax', cases);
});
