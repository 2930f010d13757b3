// Adds <link rel="preload" as="script"> (in a template the page's first script opens, with the root's
// own script) to the root's
// index.html for its bootstrap chunk and the chunks of the shared modules the first screen needs
// (React, the shared packages' lean entries...). Without them the browser
// learns of each chunk only when the code that asks for it has run: root, then the shell, then React,
// one after the other. The chunk files are read from the compilation (the provide-shared module of
// each entry and the chunks of its async block), so they follow every build.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { preloadsTemplateId } = require('../server/firstScreenScript.cjs');

class SharedPreloadPlugin {
  /** @param {{ entries: string[] }} options the shared entries (keys of the shared config) to preload */
  constructor({ entries }) {
    this.entries = new Set(entries);
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('SharedPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'SharedPreloadPlugin',
        (data) => {
          const files = new Set();
          const found = new Set();
          for (const module of compilation.modules) {
            if (module.constructor.name !== 'ProvideSharedModule') continue;
            if (!this.entries.has(module._name)) continue;
            found.add(module._name);
            for (const block of module.blocks) {
              const group = compilation.chunkGraph.getBlockChunkGroup(block);
              for (const chunk of group ? group.chunks : []) {
                for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
              }
            }
          }
          // The root's own first async step (index.ts → bootstrap), fetched before any shared module.
          for (const entrypoint of compilation.entrypoints.values()) {
            for (const child of entrypoint.getChildren()) {
              const fromSource = child.origins.some(
                (origin) => origin.module && typeof origin.module.resource === 'string',
              );
              if (!fromSource) continue;
              for (const chunk of child.chunks) {
                for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
              }
            }
          }
          const missing = [...this.entries].filter((entry) => !found.has(entry));
          if (missing.length > 0) {
            compilation.errors.push(
              new Error(`SharedPreloadPlugin: no shared module provided for ${missing.join(', ')}`),
            );
          }
          // Inert in a <template> until the page's first script adds them, once the first screen is
          // painted (tools/server/firstScreenScript.cjs): the login drawn in the HTML paints with the
          // whole line to itself, then the code comes all at once instead of one file after another.
          const links = [...files]
            .sort()
            .map((file) => `<link rel="preload" href="/${file}" as="script">`)
            .join('');
          // The root's own script goes in the same <template>: on a first visit the live login
          // drawn in the HTML works before it (mf-shell/src/login/first-screen/live/), and the page's
          // first script adds it when that login is live and the tablet idle, or at once.
          const rootScripts = data.bodyTags.filter(
            (tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string',
          );
          data.bodyTags = data.bodyTags.filter((tag) => !rootScripts.includes(tag));
          const scripts = rootScripts
            .map((tag) => `<script src="${tag.attributes.src}"></script>`)
            .join('');
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject(
              'template',
              { id: preloadsTemplateId },
              `${links}${scripts}`,
            ),
          );
          return data;
        },
      );
    });
  }
}

module.exports = { SharedPreloadPlugin };
