import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { sourceFiles } from '../jest/sourceFiles';

// No form leaves a field to the browser's own checks, whose bubble speaks the browser's language,
// vanishes, and is read by no screen reader: every `<form>` is `noValidate` and its machine judges
// what is sent, with a Portuguese message under each field (docs/product.md: What a form accepts).
// Nor does a field carry a constraint the browser would keep a message of its own for
// (`validationMessage`): a field says it is required with aria-required, and an e-mail is a text
// field with the e-mail keyboard (inputMode="email"). Held here on the UI packages.

const repoRoot = path.resolve(__dirname, '..', '..');

const uiPackages = [
  ...readdirSync(repoRoot).filter((entry) => entry.startsWith('mf-')),
  'shared-ui',
  'root-config',
].sort();

/** Attributes that hand a field to the browser's checks. */
const constraintAttributes = new Set(['required', 'pattern', 'minLength']);
/** Input types the browser checks the value of. */
const checkedTypes = new Set(['email', 'url']);

function attributeNamed(attributes: ts.JsxAttributes, name: string): ts.JsxAttribute | undefined {
  return attributes.properties.find(
    (property): property is ts.JsxAttribute =>
      ts.isJsxAttribute(property) && property.name.getText() === name,
  );
}

/** Where `code` hands a form or a field to the browser's checks, as `line: what`. */
function browserChecks(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(source);
      const noValidate = attributeNamed(node.attributes, 'noValidate');
      if (tag === 'form' && (!noValidate || noValidate.initializer !== undefined))
        at(node, '<form> without noValidate');
      for (const name of constraintAttributes)
        if (attributeNamed(node.attributes, name)) at(node, `${name} on <${tag}>`);
      const type = attributeNamed(node.attributes, 'type')?.initializer;
      if (type && ts.isStringLiteral(type) && checkedTypes.has(type.text))
        at(node, `type="${type.text}" on <${tag}>`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no browser validation: every form judged by its machine', () => {
  it('finds the UI packages', () => {
    expect(uiPackages).toEqual(expect.arrayContaining(['mf-admin', 'mf-shell', 'shared-ui']));
  });

  it.each(uiPackages)('%s/src hands nothing to the browser’s checks', (name) => {
    const found = sourceFiles(path.join(repoRoot, name, 'src'))
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        browserChecks(file, readFileSync(file, 'utf8')).map(
          (what) => `${path.relative(repoRoot, file)}:${what}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it.each([
    ['<form onSubmit={send}><input /></form>', ['1: <form> without noValidate']],
    ['<form noValidate={false} />', ['1: <form> without noValidate']],
    ['<form noValidate onSubmit={send} />', []],
    ['<TextField label={label} required />', ['1: required on <TextField>']],
    ['<input type="email" />', ['1: type="email" on <input>']],
    ['<input pattern="[0-9]+" />', ['1: pattern on <input>']],
    ['<TextField type="text" inputMode="email" aria-required="true" />', []],
  ] as const)('%s', (code, expected) => {
    expect(browserChecks('sample.tsx', code)).toEqual(expected);
  });
});
