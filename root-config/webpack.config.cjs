const path = require('node:path');
const { createHostConfig } = require('../tools/webpack/createHostConfig.cjs');

module.exports = createHostConfig({
  dir: __dirname,
  name: 'amparo_root',
  stylesheets: [
    path.join(__dirname, '..', 'shared-ui', 'src', 'tokens.css'),
    path.join(__dirname, 'src', 'layout', 'layout.css'),
  ],
});
