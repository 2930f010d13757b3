import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { sourceFiles } from '../jest/sourceFiles';

// The screens read a machine through its tags (`snapshot.hasTag('live')`) or `snapshot.can(event)`,
// never through its state names (`snapshot.matches(…)`), so a machine's states can be reshaped without
// touching a screen: each machine declares its tags in `setup({ types: { tags } })` and its test says in
// which states each holds (shared-machines/src/testing/machineTags.testkit.ts). Held here on the UI
// packages (mf-*, shared-ui, root-config), tests and testing/test-support folders left out; inside
// shared-machines, a machine's own code and its pure functions may still read its states.
//
// `.matches(` is also the DOM's `element.matches(selector)`: a call whose argument is a string starting
// the way a CSS selector does (`.` `#` `[` `:` `*` `>` `~` `+`) is not a machine's read.

const repoRoot = path.resolve(__dirname, '..', '..');

const uiPackages = [
  ...readdirSync(repoRoot).filter((entry) => entry.startsWith('mf-')),
  'shared-ui',
  'root-config',
].sort();

const cssSelector = /^[.#[:*>~+]/;

/** The `.matches(…)` calls in `code` that read a state name, as `line: text`. */
function stateNameReads(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const reads: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'matches'
    ) {
      const [argument] = node.arguments;
      const selector =
        argument !== undefined &&
        ts.isStringLiteralLike(argument) &&
        cssSelector.test(argument.text);
      if (!selector) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        reads.push(`${line + 1}: ${node.getText(source)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
}

const leftOut = /[\\/](testing|test-support)[\\/]/;

describe('the screens read machines through tags, never through state names', () => {
  it('finds the UI packages', () => {
    expect(uiPackages).toEqual(expect.arrayContaining(['mf-admin', 'mf-shell', 'root-config']));
  });

  it.each(uiPackages)('%s/src reads no state name', (name) => {
    const reads = sourceFiles(path.join(repoRoot, name, 'src'))
      .filter((file) => !leftOut.test(path.relative(repoRoot, file)))
      .flatMap((file) =>
        stateNameReads(file, readFileSync(file, 'utf8')).map(
          (read) => `${path.relative(repoRoot, file)}:${read}`,
        ),
      );
    expect(reads).toEqual([]);
  });

  it.each([
    ["snapshot.matches('failed')", true],
    ["snapshot.matches({ watching: 'live' })", true],
    ["actor.getSnapshot()?.matches('signedIn')", true],
    ["useSelector(actor, (s) => s.matches('saving'))", true],
    ["snapshot.hasTag('live')", false],
    ["snapshot.can({ type: 'RETRY' })", false],
    ["element.matches(':focus-visible')", false],
    ["element.matches('[data-open]')", false],
    ["element.matches('.card')", false],
    ["window.matchMedia('(min-width: 40em)').matches", false],
  ] as const)('%s is refused: %s', (code, refused) => {
    expect(stateNameReads('sample.ts', code).length > 0).toBe(refused);
  });
});
