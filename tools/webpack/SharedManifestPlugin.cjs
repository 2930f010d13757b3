// Emits amparo-shared.json beside the root's index.html: the shared-code contract as this root
// deploys it. For each shared entry: its package, the version the root provides and the names it
// exports. A section's contract check (tools/contract/cli.ts) reads it from a deployed root.
const { sharedPackages } = require('./sharedSingletons.cjs');
const { sharedExports } = require('../contract/sharedExports.cjs');

const sharedManifestFile = 'amparo-shared.json';

class SharedManifestPlugin {
  /** @param {{ provider: string, shared: Record<string, { import: string }> }} options */
  constructor({ provider, shared }) {
    this.provider = provider;
    this.shared = shared;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const files = Object.fromEntries(
            Object.entries(this.shared).map(([entry, config]) => [entry, config.import]),
          );
          const exportsOf = sharedExports(files);
          const shared = {};
          for (const { name, version, entries } of sharedPackages()) {
            for (const entry of entries) {
              shared[entry] = { package: name, version, ...exportsOf[entry] };
            }
          }
          const manifest = { provider: this.provider, shared };
          compilation.emitAsset(
            sharedManifestFile,
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { SharedManifestPlugin, sharedManifestFile };
