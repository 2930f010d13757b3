import { expectLintRule, type LintCase } from './lintSampleCases';

// The layers ESLint holds (tools/lint/layers.mjs), tried on imports as they would be written.

const cases: readonly LintCase[] = [
  [
    'a section importing another by its package',
    'mf-calls/src/x.ts',
    "import { a } from '@amparo/mf-health';",
    false,
  ],
  [
    'a section importing another by a relative path',
    'mf-calls/src/x.ts',
    "import { a } from '../../mf-health/src/health';",
    false,
  ],
  [
    'a section importing the root',
    'mf-admin/src/x.ts',
    "import { a } from '@amparo/root-config';",
    false,
  ],
  [
    'shared-ui importing a section',
    'shared-ui/src/x.ts',
    "import { a } from '../../mf-shell/src/chrome';",
    false,
  ],
  [
    'shared-machines importing a section',
    'shared-machines/src/x.ts',
    "import { a } from '@amparo/mf-games/x';",
    false,
  ],
  [
    'shared-machines importing React',
    'shared-machines/src/x.ts',
    "import { useState } from 'react';",
    false,
  ],
  [
    'shared-machines importing shared-ui',
    'shared-machines/src/x.ts',
    "import { a } from '@amparo/shared-ui';",
    false,
  ],
  [
    'a section importing the shared packages',
    'mf-calls/src/x.ts',
    "import { a } from '@amparo/shared-machines';\nimport { b } from '@amparo/shared-ui';\nexport const c = [a, b];",
    true,
  ],
  [
    'a section importing its own files',
    'mf-health/src/x.ts',
    "import { a } from './health';\nexport const b = a;",
    true,
  ],
  [
    'shared-ui importing React',
    'shared-ui/src/x.tsx',
    "import { useState } from 'react';\nexport const a = useState;",
    true,
  ],
];

describe('lint holds the layers', () => {
  expectLintRule('no-restricted-imports', cases);
});
