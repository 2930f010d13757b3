// Emits the web app manifest (manifest.webmanifest) and its icons beside the root's index.html, so
// the tablet can add Amparo to its home screen under its own name and icon. The colours are the
// design tokens' (shared-ui/src/tokens.css): the theme is --amparo-navy, the splash background
// --amparo-surface; the icons are drawn at build time (appIcons.cjs).
const fs = require('node:fs');
const { drawIcon } = require('./appIcons.cjs');

const webAppManifestFile = 'manifest.webmanifest';
const iconSizes = [192, 512];

/** The value of a custom property in a stylesheet's text (`--amparo-navy: #1f3a5f;`). */
function tokenValue(css, name) {
  const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css);
  if (!match) throw new Error(`no ${name} colour in the design tokens`);
  return match[1].toLowerCase();
}

/** The theme and background colours, read from the tokens' file. */
function manifestColours(tokensCss) {
  return {
    theme: tokenValue(tokensCss, '--amparo-navy'),
    background: tokenValue(tokensCss, '--amparo-surface'),
  };
}

const iconFile = (size, maskable) => `amparo-icon${maskable ? '-maskable' : ''}-${size}.png`;

/**
 * @param {{ theme: string, background: string }} colours
 * @param {{ name: string, shortName: string, description: string }} texts
 */
function webAppManifest(colours, texts) {
  return {
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: 'pt-PT',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: [false, true].flatMap((maskable) =>
      iconSizes.map((size) => ({
        src: `/${iconFile(size, maskable)}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: maskable ? 'maskable' : 'any',
      })),
    ),
  };
}

class WebAppManifestPlugin {
  /** @param {{ tokens: string, texts: { name: string, shortName: string, description: string } }} options */
  constructor({ tokens, texts }) {
    this.tokens = tokens;
    this.texts = texts;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('WebAppManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(this.tokens);
      compilation.hooks.processAssets.tap(
        { name: 'WebAppManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const colours = manifestColours(fs.readFileSync(this.tokens, 'utf8'));
          const manifest = webAppManifest(colours, this.texts);
          compilation.emitAsset(
            webAppManifestFile,
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
          for (const maskable of [false, true]) {
            for (const size of iconSizes) {
              const png = drawIcon({
                size,
                background: colours.theme,
                foreground: colours.background,
                maskable,
              });
              compilation.emitAsset(iconFile(size, maskable), new sources.RawSource(png));
            }
          }
        },
      );
    });
  }
}

module.exports = {
  WebAppManifestPlugin,
  webAppManifest,
  manifestColours,
  webAppManifestFile,
  iconFile,
};
