// Runs the first-screen bundle this compilation built for Node and writes what it draws, with the
// styles it uses, as first-screen.json beside the section's remoteEntry.js: the platform's server puts
// them in the page's HTML (tools/server/firstScreen.ts).
const fs = require('node:fs');
const path = require('node:path');

const { liveFirstScreenName } = require('./createLiveFirstScreenConfig.cjs');

const firstScreenFile = 'first-screen.json';

/** The live screen's script in the section's dist folder (createLiveFirstScreenConfig.cjs), if built. */
function liveScriptIn(dir) {
  const pattern = new RegExp(`^${liveFirstScreenName}\\.[0-9a-f]{8}\\.js$`);
  return fs.readdirSync(dir).find((file) => pattern.test(file)) ?? null;
}

class FirstScreenPlugin {
  /**
   * @param {{ bundle: string, styles: string, exportName: string, into: string }} options
   *   bundle, styles: the emitted files (names in this compilation's output folder);
   *   exportName: the function of the bundle that returns the markup; into: the section's dist folder.
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('FirstScreenPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const { bundle, styles, exportName, into } = this.options;
      const outputDir = compilation.outputOptions.path;
      const bundlePath = path.join(outputDir, bundle);
      delete require.cache[require.resolve(bundlePath)];
      const render = require(bundlePath)[exportName];
      if (typeof render !== 'function') {
        compilation.errors.push(new Error(`FirstScreenPlugin: ${bundle} exports no ${exportName}`));
        return;
      }
      const css = fs.readFileSync(path.join(outputDir, styles), 'utf8');
      fs.mkdirSync(into, { recursive: true });
      const script = liveScriptIn(into);
      fs.writeFileSync(
        path.join(into, firstScreenFile),
        `${JSON.stringify({ markup: render(), styles: compactCss(css), ...(script ? { script } : {}) })}\n`,
      );
    });
  }
}

/** Comments and indentation out; the rules as written (every byte is in the login's first download). */
function compactCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '')
    .replace(/\s*([{};:,])\s*/g, '$1')
    .trim();
}

module.exports = { FirstScreenPlugin, firstScreenFile };
