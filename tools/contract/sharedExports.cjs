// What each shared entry exports, as the root declares it in its shared manifest (amparo-shared.json):
// the names a section may import from it. The workspace's own packages are TypeScript sources, read
// with the TypeScript compiler (values and types apart); an installed library is asked at run time
// (Node loads the same package the browser build resolves).
const path = require('node:path');
const ts = require('typescript');

/**
 * @param {Record<string, string>} files shared entry → the file the root provides for it
 * @returns {Record<string, { values: string[], types: string[] }>}
 */
function sharedExports(files) {
  const sources = Object.entries(files).filter(([, file]) => /\.tsx?$/.test(file));
  const program = ts.createProgram(
    sources.map(([, file]) => file),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const result = {};
  for (const [entry, file] of Object.entries(files)) {
    if (/\.tsx?$/.test(file)) {
      const sourceFile = program.getSourceFile(file);
      const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
      if (!moduleSymbol)
        throw new Error(`sharedExports: cannot read the exports of ${entry} (${file})`);
      const values = [];
      const types = [];
      for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
        const target =
          symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        (target.flags & ts.SymbolFlags.Value ? values : types).push(symbol.getName());
      }
      result[entry] = { values: values.sort(), types: types.sort() };
    } else {
      const library = require(require.resolve(entry, { paths: [path.dirname(file)] }));
      result[entry] = { values: Object.keys(library).sort(), types: [] };
    }
  }
  return result;
}

module.exports = { sharedExports };
