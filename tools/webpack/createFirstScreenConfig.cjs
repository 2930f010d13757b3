// The second build of a section that draws a first screen (mf-shell: the login): the screen's module
// compiled for Node, with its CSS extracted, then run once to write first-screen.json
// (FirstScreenPlugin.cjs). Class names carry their own prefix: the drawn screen and its styles never
// meet the live screen's.
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { FirstScreenPlugin } = require('./FirstScreenPlugin.cjs');
const { commonRules } = require('./commonRules.cjs');

/**
 * @param {{ dir: string, name: string, entry: string, exportName: string, into: string, dependsOn: string[] }} options
 *   dir: the section's folder; name: its federation name; entry: the module that renders the screen;
 *   exportName: its function returning the markup; into: the section's dist folder; dependsOn: the
 *   names of the section's browser build, which empties that folder first, and of the live screen's
 *   build, whose script first-screen.json names.
 */
function createFirstScreenConfig({ dir, name, entry, exportName, into, dependsOn }) {
  return {
    name: `${name}-first-screen`,
    dependencies: dependsOn,
    mode: 'production',
    target: 'node',
    context: dir,
    entry: { 'first-screen': entry },
    output: {
      path: path.join(dir, 'node_modules', '.cache', 'amparo-first-screen', path.basename(into)),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    // React and the other libraries come from node_modules at run time; the workspace packages are
    // TypeScript and CSS, compiled here like the section's own files.
    externals: [
      ({ request }, callback) =>
        /^[a-z@][^:]*$/i.test(request ?? '') && !request.startsWith('@amparo/')
          ? callback(null, `commonjs ${request}`)
          : callback(),
    ],
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    // The sections' own rules: CSS extracted to a file, class names with a prefix of their own.
    module: { rules: commonRules({ cssPrefix: `${name}_first` }) },
    optimization: { minimize: false },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].css' }),
      new FirstScreenPlugin({
        bundle: 'first-screen.cjs',
        styles: 'first-screen.css',
        exportName,
        into,
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createFirstScreenConfig };
