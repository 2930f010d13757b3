// Loaders shared by the host and every remote: TypeScript/TSX through swc, CSS Modules scoped per
// micro-frontend (style-loader tags outlive an unmounted app, so class names must never collide).
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
        'style-loader',
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
      use: ['style-loader', 'css-loader'],
    },
    {
      test: /\.(png|svg|jpe?g|webp)$/,
      type: 'asset/resource',
    },
  ];
}

module.exports = { commonRules, typescriptRule };
