const path = require('node:path');
const { createHostConfig } = require('../tools/webpack/createHostConfig.cjs');
const { webAppManifestTexts } = require('./src/texts/webAppManifestTexts.cjs');

const tokens = path.join(__dirname, '..', 'shared-ui', 'src', 'tokens.css');

module.exports = createHostConfig({
  dir: __dirname,
  name: 'amparo_root',
  stylesheets: [tokens, path.join(__dirname, 'src', 'layout', 'layout.css')],
  tokens,
  manifestTexts: webAppManifestTexts,
});
