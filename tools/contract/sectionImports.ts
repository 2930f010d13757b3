/**
 * The names a section imports from each module, read from its sources with the TypeScript parser:
 * `import { a, type B } from 'x'` needs a (B is erased when compiled), `import x from 'x'` needs
 * 'default', `import * as x` and `import('x')` need the module only ('*'), and `export { a } from 'x'`
 * needs a. Tests and test helpers are left out: they never ship.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export type SectionImports = Map<string, Set<string>>;

const wholeModule = '*';

function need(imports: SectionImports, moduleName: string, name: string): void {
  const names = imports.get(moduleName) ?? new Set<string>();
  names.add(name);
  imports.set(moduleName, names);
}

export function importsOfSource(source: string, fileName: string, into: SectionImports): void {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const moduleName = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (!clause) need(into, moduleName, wholeModule);
      else if (!clause.isTypeOnly) {
        if (clause.name) need(into, moduleName, 'default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) need(into, moduleName, wholeModule);
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly)
              need(into, moduleName, (element.propertyName ?? element.name).text);
          }
        }
      }
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const moduleName = node.moduleSpecifier.text;
      const clause = node.exportClause;
      if (!clause || ts.isNamespaceExport(clause)) need(into, moduleName, wholeModule);
      else
        for (const element of clause.elements) {
          if (!element.isTypeOnly)
            need(into, moduleName, (element.propertyName ?? element.name).text);
        }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      need(into, node.arguments[0].text, wholeModule);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

export function isShippedSource(file: string): boolean {
  return (
    /\.(ts|tsx)$/.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    !/[\\/](testing|test-support)[\\/]/.test(file)
  );
}

export function sectionImports(files: readonly string[]): SectionImports {
  const imports: SectionImports = new Map();
  for (const file of files.filter(isShippedSource))
    importsOfSource(readFileSync(file, 'utf8'), file, imports);
  return imports;
}
