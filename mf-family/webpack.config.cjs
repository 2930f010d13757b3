const { createRemoteConfig } = require('../tools/webpack/createRemoteConfig.cjs');

module.exports = createRemoteConfig({ dir: __dirname, name: 'mf_family' });
