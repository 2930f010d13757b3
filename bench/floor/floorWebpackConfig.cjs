// The architecture's floor (runArchitectureFloor.ts): the composition docs/architecture.md prescribes —
// a single-spa root with the Module Federation runtime, one React application in a remote loaded at
// run time, React shared as a singleton — with nothing of Amparo's in it. Two builds, the root into
// `outDir` (with its page) and the remote into `outDir/home`, production mode, the same swc rule as
// the platform's builds. `outDir` is expected empty (a fresh temporary folder).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { typescriptRule } = require('../../tools/webpack/commonRules.cjs');

const app = path.join(__dirname, 'app');

/** React and single-spa, one copy on the page, as the platform shares them. */
const shared = Object.fromEntries(
  ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'single-spa'].map((name) => [
    name,
    { singleton: true, requiredVersion: false },
  ]),
);

/** The floor's page: what Amparo's root paints before its code (a loading line), then the code. */
const page = `<!doctype html><html lang="pt-PT"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Amparo: the floor</title></head>
<body><main id="floor-main"><p>A carregar…</p></main></body></html>`;

function build(name, outDir, extra) {
  return {
    name,
    mode: 'production',
    target: 'web',
    devtool: false,
    context: app,
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: { rules: [typescriptRule()] },
    performance: { hints: false },
    stats: 'errors-warnings',
    ...extra,
    output: { path: outDir, filename: '[name].[contenthash:8].js', ...extra.output },
  };
}

/** @param {string} outDir */
function floorWebpackConfigs(outDir) {
  return [
    build('floor-root', outDir, {
      entry: { main: './hostIndex.ts' },
      output: { publicPath: '/', uniqueName: 'floor_root' },
      plugins: [
        new ModuleFederationPlugin({ name: 'floor_root', shared, dts: false, manifest: false }),
        new HtmlWebpackPlugin({ templateContent: page, scriptLoading: 'defer' }),
      ],
    }),
    build('floor-home', path.join(outDir, 'home'), {
      entry: { main: './remoteIndex.ts' },
      output: { publicPath: 'auto', uniqueName: 'floor_home' },
      plugins: [
        new ModuleFederationPlugin({
          name: 'floor_home',
          filename: 'remoteEntry.js',
          exposes: { './home': './floorHomeLifecycles.tsx' },
          shared,
          dts: false,
          manifest: false,
        }),
      ],
    }),
  ];
}

module.exports = { floorWebpackConfigs };
