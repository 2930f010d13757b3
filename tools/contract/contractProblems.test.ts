import { contractProblems } from './contractProblems';
import type { RootSharedManifest } from './contractProblems';
import { importsOfSource } from './sectionImports';
import type { SectionImports } from './sectionImports';

const root: RootSharedManifest = {
  provider: 'amparo_root',
  shared: {
    '@amparo/shared-ui': {
      package: '@amparo/shared-ui',
      version: '0.1.0',
      values: ['Button', 'Card'],
      types: ['ButtonProps'],
    },
    react: { package: 'react', version: '19.3.1', values: ['default', 'useState'], types: [] },
  },
};

function importsOf(source: string): SectionImports {
  const imports: SectionImports = new Map();
  importsOfSource(source, 'Screen.tsx', imports);
  return imports;
}

describe('contractProblems: what a section needs that a root does not provide', () => {
  it.each([
    ['in range', [{ name: '@amparo/shared-ui', requiredVersion: '^0.1.0' }], '', []],
    [
      'built against a newer minor',
      [{ name: '@amparo/shared-ui', requiredVersion: '^0.2.0' }],
      '',
      ['mf_calls was built against @amparo/shared-ui ^0.2.0; the root provides 0.1.0.'],
    ],
    [
      'a module the root does not share',
      [{ name: '@xstate/store', requiredVersion: '^3.0.0' }],
      '',
      ['mf_calls needs @xstate/store, which the root does not provide.'],
    ],
    [
      'an export the root lacks',
      [],
      "import { Button, Tooltip, type ButtonProps } from '@amparo/shared-ui';",
      [
        "mf_calls imports Tooltip from @amparo/shared-ui; the root's @amparo/shared-ui 0.1.0 has no such export.",
      ],
    ],
    [
      'a type the root declares, imported without the type keyword',
      [],
      "import { ButtonProps } from '@amparo/shared-ui';",
      [],
    ],
    ['a whole-module import', [], "import * as ui from '@amparo/shared-ui';", []],
    [
      'a re-export',
      [],
      "export { Dialog as SectionDialog } from '@amparo/shared-ui';",
      [
        "mf_calls imports Dialog from @amparo/shared-ui; the root's @amparo/shared-ui 0.1.0 has no such export.",
      ],
    ],
    ['a private module (not shared)', [], "import { helper } from './helper';", []],
    [
      'a default import',
      [{ name: 'react', requiredVersion: '^19.0.0' }],
      "import React from 'react';",
      [],
    ],
  ])('%s', (_case, requirements, source, expected) => {
    expect(contractProblems('mf_calls', root, requirements, importsOf(source))).toEqual(expected);
  });
});

describe('importsOfSource: the names a source file imports', () => {
  it('keeps values, drops type-only imports, marks whole-module and dynamic imports', () => {
    const imports = importsOf(`
      import React, { useState as useLocalState, type ReactNode } from 'react';
      import type { Card } from '@amparo/shared-ui';
      import * as machines from '@amparo/shared-machines';
      import './styles.css';
      const lazy = () => import('@amparo/shared-machines/games');
    `);
    expect(
      Object.fromEntries([...imports].map(([name, names]) => [name, [...names].sort()])),
    ).toEqual({
      react: ['default', 'useState'],
      '@amparo/shared-machines': ['*'],
      './styles.css': ['*'],
      '@amparo/shared-machines/games': ['*'],
    });
  });
});
