// mf-shell: the front door (login, registration, home, videos) and the chrome of every inner page.
const { createRemoteConfig } = require('../tools/webpack/createRemoteConfig.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'mf_shell',
  exposes: {
    './shell': './src/shellLifecycles.tsx',
    './chrome': './src/chromeLifecycles.tsx',
  },
  firstScreen: {
    entry: './src/login/first-screen/renderLoginFirstScreen.tsx',
    exportName: 'renderLoginFirstScreen',
    live: './src/login/first-screen/live/startLiveLogin.tsx',
  },
});
