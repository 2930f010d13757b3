import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { drawIcon } from './appIcons.cjs';
import { manifestColours, webAppManifest } from './WebAppManifestPlugin.cjs';
import { webAppManifestTexts } from '../../root-config/src/texts/webAppManifestTexts.cjs';

const tokens = readFileSync(
  path.join(__dirname, '..', '..', 'shared-ui', 'src', 'tokens.css'),
  'utf8',
);

describe('the web app manifest', () => {
  it('takes its colours from the design tokens and names every icon size and purpose', () => {
    const colours = manifestColours(tokens);
    expect(colours).toEqual({ theme: '#1f3a5f', background: '#ffffff' });
    const manifest = webAppManifest(colours, webAppManifestTexts);
    expect(manifest).toMatchObject({ name: 'Amparo', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ]);
  });

  it('draws a maskable icon opaque to its edges, with the heart inside the safe zone', () => {
    const size = 192;
    const icon = PNG.sync.read(
      drawIcon({ size, background: '#1f3a5f', foreground: '#ffffff', maskable: true }),
    );
    expect([icon.width, icon.height]).toEqual([size, size]);
    const pixel = (x: number, y: number) => {
      const offset = (y * size + x) * 4;
      return [...icon.data.subarray(offset, offset + 4)];
    };
    expect(pixel(0, 0)).toEqual([31, 58, 95, 255]);
    expect(pixel(size / 2, size / 2)).toEqual([255, 255, 255, 255]);
    // Every white pixel lies within the safe zone's radius (40 % of the width) of the centre.
    let farthest = 0;
    for (let y = 0; y < size; y += 1)
      for (let x = 0; x < size; x += 1)
        if ((pixel(x, y)[0] ?? 0) > 100)
          farthest = Math.max(farthest, Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2));
    expect(farthest).toBeLessThanOrEqual(size * 0.4);
  });
});
