// The third build of a section that draws a first screen (mf-shell: the login): the screen made live
// in the browser before the rest of the code, as one small script of its own (live-first-screen.
// <hash>.js beside remoteEntry.js, and the chunk it loads once live; first-screen.json names it,
// FirstScreenPlugin.cjs). The section's
// React components are drawn by Preact (preact/compat, about 4 KB gzip, stands in for react and
// react-dom: React DOM alone is 64 KB gzip); not a federated build, so its libraries are its own. Its
// class names are the drawn screen's (the same prefix as createFirstScreenConfig.cjs): the styles are
// the ones the page already holds, and no CSS is emitted.
const TerserPlugin = require('terser-webpack-plugin');
const { typescriptRule } = require('./commonRules.cjs');

/** The bundle's name, before its content hash; FirstScreenPlugin.cjs finds it by this. */
const liveFirstScreenName = 'live-first-screen';

/**
 * @param {{ dir: string, name: string, entry: string, into: string, dependsOn: string }} options
 *   dir: the section's folder; name: its federation name; entry: the module that makes the screen
 *   live; into: the section's dist folder; dependsOn: the section's browser build, which empties
 *   that folder first.
 */
function createLiveFirstScreenConfig({ dir, name, entry, into, dependsOn }) {
  return {
    name: `${name}-${liveFirstScreenName}`,
    dependencies: [dependsOn],
    mode: 'production',
    target: 'web',
    devtool: false,
    context: dir,
    entry: { [liveFirstScreenName]: entry },
    output: {
      path: into,
      filename: '[name].[contenthash:8].js',
      // Its chunk (Firebase's sign-in, loaded once the form is live) is named as its own.
      chunkFilename: `${liveFirstScreenName}.[id].[contenthash:8].js`,
      publicPath: 'auto',
      clean: false,
      // Its chunk-loading global differs from the section's own.
      uniqueName: `${name}_${liveFirstScreenName.replace(/-/g, '_')}`,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: {
        react$: 'preact/compat',
        'react-dom$': 'preact/compat',
        'react/jsx-runtime$': 'preact/jsx-runtime',
        'react-dom/test-utils$': 'preact/test-utils',
      },
    },
    module: {
      rules: [
        typescriptRule(),
        // The workspace packages' modules do nothing but export (their CSS gives class names only
        // here): what the live screen does not use is left out (the lean entries' other machines,
        // shared-ui's other components, the Firebase backend's database and Firestore).
        {
          test: /[\\/](shared-ui|shared-machines|mf-shell)[\\/]src[\\/]/,
          sideEffects: false,
        },
        {
          test: /\.module\.css$/,
          use: {
            loader: 'css-loader',
            options: {
              modules: {
                localIdentName: `${name}_first__[local]__[hash:base64:5]`,
                namedExport: false,
                exportLocalsConvention: 'as-is',
                exportOnlyLocals: true,
              },
            },
          },
        },
        // Plain stylesheets are the page's (tokens, layout): nothing to bring.
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source' },
      ],
    },
    optimization: {
      splitChunks: false,
      runtimeChunk: false,
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          extractComments: true,
          terserOptions: { compress: { passes: 2 } },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createLiveFirstScreenConfig, liveFirstScreenName };
