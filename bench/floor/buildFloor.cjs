// Builds the architecture's floor (floorWebpackConfig.cjs) into `outDir`, one build after the other.
// Plain CommonJS, loaded by scripts/bench.mjs itself: webpack loaded a second time through tsx, after
// the platform's build loaded it, registers its serializers twice and throws.
const webpack = require('webpack');
const { floorWebpackConfigs } = require('./floorWebpackConfig.cjs');

/** @param {string} outDir an empty folder */
async function buildFloor(outDir) {
  for (const config of floorWebpackConfigs(outDir)) {
    const stats = await new Promise((resolve, reject) =>
      webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
    );
    if (!stats || stats.hasErrors())
      throw new Error(
        `the floor's ${config.name} build failed:\n${stats?.toString('errors-only')}`,
      );
  }
}

module.exports = { buildFloor };
