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
  [
    'a Cloud Function importing shared-machines',
    'functions/src/x.ts',
    "import { a } from '@amparo/shared-machines';\nexport const b = a;",
    false,
  ],
  [
    'a Cloud Function importing the local backend by a relative path',
    'functions/src/x.ts',
    "import { a } from '../../local-backend/src/a';\nexport const b = a;",
    false,
  ],
  [
    'a Cloud Function importing its own files and the Admin SDK',
    'functions/src/x.ts',
    "import { a } from './circleMirror';\nimport { getApp } from 'firebase-admin/app';\nexport const b = [a, getApp];",
    true,
  ],
  [
    "a Cloud Function's test comparing with shared-machines",
    'functions/src/x.test.ts',
    "import { a } from '@amparo/shared-machines';\nexport const b = a;",
    true,
  ],
];

describe('lint holds the layers', () => {
  expectLintRule('no-restricted-imports', cases);
});
