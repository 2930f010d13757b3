// webpack configuration of one micro-frontend (a Module Federation remote exposing single-spa
// lifecycles). Each mf-* folder's webpack.config.cjs is one call to this.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./sharedSingletons.cjs');
const { baseConfig } = require('./baseConfig.cjs');
const { extractedStyles } = require('./commonRules.cjs');
const { createFirstScreenConfig } = require('./createFirstScreenConfig.cjs');
const { createLiveFirstScreenConfig } = require('./createLiveFirstScreenConfig.cjs');
const { BuildScopePlugin, scopedName } = require('./BuildScopePlugin.cjs');
const { SharedImportsPlugin } = require('./SharedImportsPlugin.cjs');

/**
 * @param {{ dir: string, name: string, exposes?: Record<string,string>, firstScreen?: { entry: string, exportName: string, live: string } }} options
 *   dir: the micro-frontend's folder; name: its federation name (e.g. 'mf_calls'); firstScreen: the
 *   module drawing the screen the page's HTML shows before any code (the shell's login), built for
 *   production beside the section (createFirstScreenConfig.cjs), and `live`, the module making that
 *   screen work before the rest of the code (createLiveFirstScreenConfig.cjs).
 *
 * Environment: AMPARO_DIST_DIR builds into another folder (a second deployable build of the same
 * remote); AMPARO_BUILD_LABEL stamps remoteEntry.js with a label readable in the page as
 * `globalThis.__AMPARO_BUILD_LABELS__[name]` (which build of a section is running).
 */
function createRemoteConfig({ dir, name, exposes, firstScreen }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const outputPath = process.env.AMPARO_DIST_DIR
      ? path.resolve(process.env.AMPARO_DIST_DIR)
      : path.join(dir, 'dist');
    const section = {
      name,
      // Its names in the page (chunk-loading global, CSS classes) are this build's own: a page that
      // ran another build of the section keeps that one's, and never mixes them (BuildScopePlugin.cjs).
      ...baseConfig({ dir, name: scopedName(name), production, outputPath, publicPath: 'auto' }),
      entry: {},
      plugins: [
        extractedStyles({ production }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          manifest: true,
          dts: false,
          exposes: exposes ?? { './lifecycles': './src/lifecycles.tsx' },
          shared: sharedSingletons('section', { dir }),
          // The root's copy is the only one (sections carry none): resolving a shared module must
          // never fetch the other sections' entries to compare versions.
          shareStrategy: 'loaded-first',
          // A remote consumes no other remote, is loaded from its remoteEntry.js URL, in a browser:
          // the runtime's remote-loading, manifest-snapshot and Node code can go (-8 KB gzip per
          // remoteEntry.js). root-config loads remotes one at a time, so singletons stay single.
          experiments: {
            optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
          },
        }),
        ...buildLabelBanner(name),
        new BuildScopePlugin(),
        new SharedImportsPlugin({ name }),
      ],
      // The development build runs inside the running platform (scripts/dev-section.mjs): the page
      // loads it from this server through a development override, under the platform's policy.
      devServer: {
        host: '127.0.0.1',
        port: Number(process.env.PORT ?? 0) || 'auto',
        // The platform's page may be opened as localhost or 127.0.0.1: both may fetch and connect.
        allowedHosts: 'all',
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        client: { overlay: false, logging: 'warn' },
      },
    };
    if (!firstScreen || !production) return section;
    const live = createLiveFirstScreenConfig({
      dir,
      name,
      entry: firstScreen.live,
      into: outputPath,
      dependsOn: name,
    });
    const { entry, exportName } = firstScreen;
    return [
      section,
      live,
      createFirstScreenConfig({
        dir,
        name,
        entry,
        exportName,
        into: outputPath,
        dependsOn: [name, live.name],
      }),
    ];
  };
}

function buildLabelBanner(name) {
  const label = process.env.AMPARO_BUILD_LABEL;
  if (!label) return [];
  return [
    new webpack.BannerPlugin({
      raw: true,
      entryOnly: true,
      include: /remoteEntry\.js$/,
      banner: `(globalThis.__AMPARO_BUILD_LABELS__ = globalThis.__AMPARO_BUILD_LABELS__ || {})[${JSON.stringify(name)}] = ${JSON.stringify(label)};`,
    }),
  ];
}

module.exports = { createRemoteConfig };
