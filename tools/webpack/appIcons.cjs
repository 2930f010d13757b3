// Amparo's home-screen icons, drawn here in plain JavaScript and encoded with pngjs at build time
// (no binary in the repository, no native image library): a white heart on the tokens' navy. The
// "any" icons are a rounded square; the maskable ones fill the square edge to edge and keep the heart
// inside the safe zone (the centred circle of 80 % of the width that every launcher's mask keeps).
const { PNG } = require('pngjs');

/** Samples per pixel side: the shape's edges are smoothed over `supersampling`² samples. */
const supersampling = 4;

/** '#1f3a5f' → [31, 58, 95]. */
function rgbOf(hex) {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [1, 2, 3].map((group) => Number.parseInt(match[group], 16));
}

/** The heart curve (x² + y² − 1)³ − x²y³ ≤ 0, in its own units (x in ±1.2, y from −1 to 1.3). */
function insideHeart(x, y) {
  const a = x * x + y * y - 1;
  return a * a * a - x * x * y * y * y <= 0;
}

/** Inside a square of side 1 (0..1) with corners rounded by `radius`. */
function insideRoundedSquare(u, v, radius) {
  const dx = Math.max(radius - u, 0, u - (1 - radius));
  const dy = Math.max(radius - v, 0, v - (1 - radius));
  return dx * dx + dy * dy <= radius * radius;
}

/**
 * @param {{ size: number, background: string, foreground: string, maskable: boolean }} options
 * @returns {Buffer} the PNG file
 */
function drawIcon({ size, background, foreground, maskable }) {
  const png = new PNG({ width: size, height: size });
  const back = rgbOf(background);
  const fore = rgbOf(foreground);
  // The heart's half-width as a share of the icon: inside the maskable safe zone's radius (0.4).
  const heartScale = maskable ? 0.26 : 0.33;
  const cornerRadius = maskable ? 0 : 0.18;
  const samples = supersampling * supersampling;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let covered = 0;
      let inHeart = 0;
      for (let sy = 0; sy < supersampling; sy += 1) {
        for (let sx = 0; sx < supersampling; sx += 1) {
          const u = (px + (sx + 0.5) / supersampling) / size;
          const v = (py + (sy + 0.5) / supersampling) / size;
          if (!insideRoundedSquare(u, v, cornerRadius)) continue;
          covered += 1;
          // Centred, slightly raised so the heart's weight sits in the middle; y grows upwards.
          const x = (u - 0.5) / heartScale;
          const y = -(v - 0.53) / heartScale + 0.1;
          if (insideHeart(x * 1.2, y * 1.2)) inHeart += 1;
        }
      }
      const offset = (py * size + px) * 4;
      const share = covered === 0 ? 0 : inHeart / covered;
      for (let channel = 0; channel < 3; channel += 1) {
        png.data[offset + channel] = Math.round(
          back[channel] * (1 - share) + fore[channel] * share,
        );
      }
      png.data[offset + 3] = Math.round((covered / samples) * 255);
    }
  }
  return PNG.sync.write(png);
}

module.exports = { drawIcon, rgbOf };
