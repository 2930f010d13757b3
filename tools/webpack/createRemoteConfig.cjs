// webpack configuration of one micro-frontend (a Module Federation remote exposing single-spa
// lifecycles). Each mf-* folder's webpack.config.cjs is one call to this.
const path = require('node:path');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./sharedSingletons.cjs');
const { commonRules } = require('./commonRules.cjs');

/**
 * @param {{ dir: string, name: string, exposes?: Record<string,string> }} options
 *   dir: the micro-frontend's folder; name: its federation name (e.g. 'mf_calls').
 */
function createRemoteConfig({ dir, name, exposes }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      context: dir,
      entry: {},
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
      module: { rules: commonRules({ cssPrefix: name }) },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          manifest: true,
          dts: false,
          exposes: exposes ?? { './lifecycles': './src/lifecycles.tsx' },
          shared: sharedSingletons(),
        }),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createRemoteConfig };
