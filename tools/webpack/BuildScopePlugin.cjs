// Two builds of one section never share what a page has already loaded. A tablet left open runs one
// build of mf_calls, then, at a calm moment, another one (a release, a rollback, a fix). Whatever the
// first build left in the page stays there: its chunks in webpack's chunk-loading global, its
// stylesheets in the document. Were both builds to use the same names, the second would take the
// first's chunk 511 for its own (same number, old code) and the first's rules for its class names.
//
// So the names a section's build leaves in the page carry an id of that build: its `uniqueName` (and
// with it the chunk-loading global `webpackChunk<uniqueName>` and the keys of its script tags) and the
// prefix of its CSS class names. The id is the hash of the JavaScript and CSS the build emits, known
// only once they are written: the configuration names them with `buildScopePlaceholder`, and this
// plugin replaces it everywhere, just before webpack names the files after their final content
// (RealContentHashPlugin). Building the same sources again gives the same id, and the same files.
const { createHash } = require('node:crypto');

/** Stands for the build's id in the names, until the output is known. Never in the emitted files. */
const buildScopePlaceholder = 'AMPAROBUILDSCOPE';

/** Hex digits of the build's id: one page meets a handful of builds of a section, never thousands. */
const buildIdLength = 8;

/** The name of one build of `name` (the section's federation name), as the configuration writes it. */
function scopedName(name) {
  return `${name}_${buildScopePlaceholder}`;
}

/** What the page loads: the id is the hash of these. */
const pageAsset = /\.(m?js|css)$/;
/** What names the placeholder: those, and a development build's source maps (which quote them). */
const namingAsset = /\.(m?js|css)(\.map)?$/;

class BuildScopePlugin {
  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildScopePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'BuildScopePlugin',
          // After minifying, before the files are named after their final content.
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH - 1,
        },
        (assets) => {
          const names = Object.keys(assets)
            .filter((name) => pageAsset.test(name))
            .sort();
          const hash = createHash('sha256');
          for (const name of names) hash.update(name).update('\0').update(assets[name].buffer());
          const id = hash.digest('hex').slice(0, buildIdLength);
          let replaced = 0;
          for (const name of Object.keys(assets).filter((asset) => namingAsset.test(asset))) {
            const text = assets[name].source().toString();
            if (!text.includes(buildScopePlaceholder)) continue;
            if (pageAsset.test(name)) replaced += 1;
            compilation.updateAsset(
              name,
              new sources.RawSource(text.split(buildScopePlaceholder).join(id)),
            );
          }
          if (replaced === 0)
            compilation.errors.push(
              new WebpackError(
                `BuildScopePlugin: no file names ${buildScopePlaceholder}; is uniqueName scopedName(name)?`,
              ),
            );
        },
      );
      compilation.hooks.processAssets.tap(
        { name: 'BuildScopePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const left = Object.keys(assets).filter((name) =>
            assets[name].source().toString().includes(buildScopePlaceholder),
          );
          if (left.length > 0)
            compilation.errors.push(
              new WebpackError(
                `BuildScopePlugin: ${left.join(', ')} still name ${buildScopePlaceholder}`,
              ),
            );
        },
      );
    });
  }
}

module.exports = { BuildScopePlugin, buildScopePlaceholder, scopedName };
