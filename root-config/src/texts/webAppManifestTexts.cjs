// The words of the web app manifest (what the tablet shows under Amparo's icon and in its app list).
// CommonJS: the root's webpack build reads it (tools/webpack/WebAppManifestPlugin.cjs).
const webAppManifestTexts = {
  name: 'Amparo',
  shortName: 'Amparo',
  description: 'Amparo: chamadas, saúde, vídeos e jogos, com o apoio da sua associação.',
};

module.exports = { webAppManifestTexts };
