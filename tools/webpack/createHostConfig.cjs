// webpack configuration of the host (root-config): plain TypeScript, single-spa, the Module Federation
// runtime. No static remotes: their URLs come from /remotes.json at run time, so one section can be
// redeployed by changing one manifest entry, without rebuilding the host or the other remotes.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { sharedSingletons } = require('./sharedSingletons.cjs');
const { SharedManifestPlugin } = require('./SharedManifestPlugin.cjs');
const { SharedPreloadPlugin } = require('./SharedPreloadPlugin.cjs');
const {
  WebAppManifestPlugin,
  manifestColours,
  webAppManifestFile,
  iconFile,
} = require('./WebAppManifestPlugin.cjs');

// The shared entries every first screen (the login; home and the header) runs: preloaded from
// index.html. Not the sections' own entries (patient, records, games), which only their screens need.
const firstScreenShared = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'xstate',
  '@xstate/react',
  '@amparo/shared-machines',
  '@amparo/shared-machines/firebase',
  '@amparo/shared-ui',
];
const { baseConfig } = require('./baseConfig.cjs');
const { extractedStyles } = require('./commonRules.cjs');
const { contentSecurityPolicy } = require('../server/contentSecurityPolicy.cjs');
const { firstScreenScript } = require('../server/firstScreenScript.cjs');

/**
 * The <meta> policy baked into index.html. The static server also sends the exact policy (with the
 * emulators' actual ports) as a header; a browser enforces both. AMPARO_CSP=firebase drops the
 * loopback emulators for a production build; AMPARO_REMOTE_ORIGINS (comma-separated) lists hosts that
 * serve remotes from another origin.
 */
function metaPolicy() {
  const production = process.env.AMPARO_CSP === 'firebase';
  const loopback = [
    'http://127.0.0.1:*',
    'ws://127.0.0.1:*',
    'http://localhost:*',
    'ws://localhost:*',
  ];
  const scripts = (process.env.AMPARO_REMOTE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return contentSecurityPolicy({
    connect: production ? [] : loopback,
    scripts,
    firebaseHosted: true,
    forMeta: true,
  });
}

/** A static stylesheet copied under a content-hashed name (immutable cache), linked from index.html. */
function hashedStylesheet(from) {
  const hash = createHash('sha256').update(fs.readFileSync(from)).digest('hex').slice(0, 8);
  const base = path.basename(from, '.css');
  return { from, to: `${base}.${hash}.css` };
}

const serviceWorkerFile = 'sw.js';
/** Where the service worker is compiled before the host's build injects its precache list into it. */
const serviceWorkerBuild = (dir) => path.join(dir, '.service-worker-build');

/**
 * The service worker's own build (root-config/src/serviceWorker/serviceWorker.ts with Workbox): a
 * plain worker script, no federation; the host's build then writes its precache list into it
 * (InjectManifest with compileSrc: false), so it must run first.
 */
function serviceWorkerConfig({ dir, production }) {
  const base = baseConfig({
    dir,
    name: 'amparo_service_worker',
    production,
    outputPath: serviceWorkerBuild(dir),
    publicPath: '/',
  });
  return {
    ...base,
    name: 'service-worker',
    target: 'webworker',
    entry: { sw: './src/serviceWorker/serviceWorker.ts' },
    output: { ...base.output, filename: serviceWorkerFile, chunkFilename: 'sw.[id].js' },
    optimization: { ...base.optimization, splitChunks: false, runtimeChunk: false },
  };
}

/**
 * @param {{ dir: string, name: string, stylesheets: string[], tokens: string, manifestTexts: { name: string, shortName: string, description: string } }} options
 *   dir: root-config's folder; name: the host's federation name (the runtime's init uses the same);
 *   stylesheets: absolute paths of global CSS files (design tokens, page layout) linked once;
 *   tokens: the design tokens' file (the manifest's colours); manifestTexts: the manifest's words.
 */
function createHostConfig({ dir, name, stylesheets, tokens, manifestTexts }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const styles = stylesheets.map(hashedStylesheet);
    const shared = sharedSingletons('root');
    const colours = manifestColours(fs.readFileSync(tokens, 'utf8'));
    const host = {
      dependencies: production ? ['service-worker'] : [],
      ...baseConfig({ dir, name, production, outputPath: path.join(dir, 'dist'), publicPath: '/' }),
      entry: { main: './src/index.ts' },
      plugins: [
        extractedStyles({ production }),
        new ModuleFederationPlugin({
          name,
          remotes: {},
          manifest: false,
          dts: false,
          // Remotes are loaded from remoteEntry.js URLs, never through mf-manifest.json snapshots.
          // (externalRuntime/provideExternalRuntime was measured: +23 KB gzip on the host for -19 KB
          // per remote entry, a loss for the login screen, which loads one remote.)
          experiments: { optimization: { disableSnapshot: true, target: 'web' } },
          shared,
          // Resolving a shared module never fetches the sections' entries to compare versions (the
          // root's copy is the only one; the same strategy as the runtime's init).
          shareStrategy: 'loaded-first',
        }),
        new SharedManifestPlugin({ provider: name, shared }),
        new WebAppManifestPlugin({ tokens, texts: manifestTexts }),
        // root-config/public (the association's logo files) is served as is from the site's root.
        new CopyPlugin({
          patterns: [
            ...styles,
            { from: path.join(dir, 'public'), to: '.', noErrorOnMissing: true },
          ],
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'src', 'index.html'),
          templateParameters: {
            stylesheets: styles.map((style) => `/${style.to}`),
            webAppManifest: `/${webAppManifestFile}`,
            themeColour: colours.theme,
            icon: `/${iconFile(192, false)}`,
            contentSecurityPolicy: metaPolicy(),
            // The element whole: its text must be exactly the one the policy's hash was made of
            // (a template's indentation inside it would change it).
            firstScreenScriptElement: `<script>${firstScreenScript}</script>`,
          },
          inject: 'body',
          scriptLoading: 'defer',
          minify: production ? { collapseWhitespace: true, removeComments: true } : false,
        }),
        new SharedPreloadPlugin({ entries: firstScreenShared }),
        // The service worker (root-config/src/serviceWorker/serviceWorker.ts) with the list of the
        // root's own files to precache: its code and styles, icons and manifest; never index.html,
        // which the server writes for each request (its policy, the drawn login).
        ...(production
          ? [
              new InjectManifest({
                swSrc: path.join(serviceWorkerBuild(dir), serviceWorkerFile),
                compileSrc: false,
                swDest: serviceWorkerFile,
                include: [/\.(js|css|png|webmanifest)$/],
                exclude: [/\.html$/, /\.map$/, /\.LICENSE\.txt$/, /^association\//],
                dontCacheBustURLsMatching: /[.-][0-9a-f]{8,}\./,
                maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
              }),
            ]
          : []),
      ],
    };
    return production ? [serviceWorkerConfig({ dir, production }), host] : host;
  };
}

module.exports = { createHostConfig };
