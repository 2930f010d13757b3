// Emits amparo-imports.json beside a section's remoteEntry.js: the names its build takes from each
// shared module, read from webpack's module graph (its own files and the libraries bundled with
// it, types already erased). With the ranges its mf-manifest.json records, it is the section's side
// of the shared-code contract, checked against a root's amparo-shared.json before an upload or a
// switch (tools/contract/sectionContract.ts), without the section's sources.
const sharedImportsFile = 'amparo-imports.json';

/** '*' when a dependency uses a module whole (a namespace object, require(), import()). */
const wholeModule = '*';

/** The export names one dependency of a module reads from its target (webpack's referenced exports). */
function referencedNames(dependency, moduleGraph) {
  const referenced = dependency.getReferencedExports(moduleGraph, undefined);
  return referenced.map((reference) => {
    const path = Array.isArray(reference) ? reference : reference.name;
    return path.length === 0 ? wholeModule : path[0];
  });
}

/** Every dependency of a module, those of its async blocks (import()) included. */
function* dependenciesOf(block) {
  yield* block.dependencies;
  for (const inner of block.blocks) yield* dependenciesOf(inner);
}

class SharedImportsPlugin {
  /** @param {{ name: string }} options name: the section's federation name. */
  constructor({ name }) {
    this.name = name;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedImportsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedImportsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { moduleGraph } = compilation;
          const imports = {};
          for (const module of compilation.modules) {
            for (const dependency of dependenciesOf(module)) {
              const target = moduleGraph.getModule(dependency);
              if (!target || target.type !== 'consume-shared-module') continue;
              const shareKey = target.options.shareKey;
              const names = (imports[shareKey] ??= new Set());
              for (const name of referencedNames(dependency, moduleGraph)) names.add(name);
            }
          }
          const record = {
            name: this.name,
            imports: Object.fromEntries(
              Object.keys(imports)
                .sort()
                .map((shareKey) => [shareKey, [...imports[shareKey]].sort()]),
            ),
          };
          compilation.emitAsset(
            sharedImportsFile,
            new sources.RawSource(`${JSON.stringify(record, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { SharedImportsPlugin, sharedImportsFile };
