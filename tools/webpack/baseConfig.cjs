// What the host's and every remote's webpack configuration share: mode and source maps, hashed file
// names, TypeScript/CSS rules, the SWC minifier, quiet stats.
const TerserPlugin = require('terser-webpack-plugin');
const { commonRules } = require('./commonRules.cjs');

/**
 * @param {{ dir: string, name: string, production: boolean, outputPath: string, publicPath: string }} options
 *   dir: the package's folder; name: its federation name (unique name and CSS class prefix).
 */
function baseConfig({ dir, name, production, outputPath, publicPath }) {
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    context: dir,
    output: {
      path: outputPath,
      publicPath,
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
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { baseConfig };
