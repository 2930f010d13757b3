// Loaders shared by the host and every remote: TypeScript/TSX through swc, CSS Modules scoped per
// micro-frontend, extracted to cacheable .css files that each build's runtime links when the chunk
// using them loads (a stylesheet outlives an unmounted app, so class names must never collide; no
// <style> injected by scripts, so the policy needs no 'unsafe-inline' for styles).
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/** TypeScript/TSX through swc, for every build (browser or Node). */
function typescriptRule() {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // Always react/jsx-runtime, the one the root shares: a development build compiled for
          // react/jsx-dev-runtime would call development hooks the root's React does not have.
          transform: { react: { runtime: 'automatic', development: false } },
          target: 'es2020',
        },
      },
    },
  };
}

function commonRules({ cssPrefix }) {
  return [
    typescriptRule(),
    {
      test: /\.module\.css$/,
      use: [
        MiniCssExtractPlugin.loader,
        {
          loader: 'css-loader',
          options: {
            modules: {
              localIdentName: `${cssPrefix}__[local]__[hash:base64:5]`,
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
          },
        },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [MiniCssExtractPlugin.loader, 'css-loader'],
    },
    {
      test: /\.(png|svg|jpe?g|webp)$/,
      type: 'asset/resource',
    },
  ];
}

/**
 * The plugin the CSS rules above need, with content-hashed names (immutable cache). It is applied to
 * child compilers too: html-webpack-plugin compiles index.html in one, where Module Federation adds
 * the shared modules (shared-ui and its CSS), and mini-css-extract-plugin only hooks the compiler it
 * was given.
 */
function extractedStyles({ production }) {
  const options = {
    filename: production ? '[name].[contenthash:8].css' : '[name].css',
    chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
    // The order of rules in two sections' files never matters: their class names never meet.
    ignoreOrder: true,
  };
  return {
    apply(compiler) {
      new MiniCssExtractPlugin(options).apply(compiler);
      compiler.hooks.compilation.tap('ExtractedStyles', (compilation) => {
        compilation.hooks.childCompiler.tap('ExtractedStyles', (childCompiler) => {
          new MiniCssExtractPlugin(options).apply(childCompiler);
        });
      });
    },
  };
}

module.exports = { commonRules, extractedStyles, typescriptRule };
