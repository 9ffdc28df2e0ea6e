// Draws the app icons (a white speech bubble on the brand blue) into public/icons as PNG files.
// Run with `node scripts/generateIcons.mjs`; the output is committed, so builds need no image tools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const BRAND = [0x16, 0x77, 0xff];
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Inside test for a rounded rectangle centred at (cx, cy) in unit coordinates. */
function inRoundedRect(x, y, cx, cy, halfW, halfH, radius) {
  const dx = Math.max(Math.abs(x - cx) - (halfW - radius), 0);
  const dy = Math.max(Math.abs(y - cy) - (halfH - radius), 0);
  return dx * dx + dy * dy <= radius * radius;
}

function inTriangle(x, y, [ax, ay], [bx, by], [cx, cy]) {
  const side = (px, py, qx, qy) => (x - qx) * (py - qy) - (px - qx) * (y - qy);
  const d1 = side(ax, ay, bx, by);
  const d2 = side(bx, by, cx, cy);
  const d3 = side(cx, cy, ax, ay);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

/** Colour of one unit-square point: null outside the icon, else brand background or white bubble. */
function colourAt(x, y, { fullBleed, scale }) {
  if (!fullBleed && !inRoundedRect(x, y, 0.5, 0.5, 0.5, 0.5, 0.22)) return null;
  const u = 0.5 + (x - 0.5) / scale;
  const v = 0.5 + (y - 0.5) / scale;
  const dots = [0.33, 0.5, 0.67].some((dx) => (u - dx) ** 2 + (v - 0.45) ** 2 <= 0.055 ** 2);
  const bubble = inRoundedRect(u, v, 0.5, 0.45, 0.3, 0.21, 0.12) || inTriangle(u, v, [0.3, 0.6], [0.44, 0.6], [0.27, 0.78]);
  return bubble && !dots ? WHITE : BRAND;
}

function draw(size, options) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const colour = colourAt((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size, options);
          if (!colour) continue;
          sum[0] += colour[0];
          sum[1] += colour[1];
          sum[2] += colour[2];
          sum[3] += 1;
        }
      }
      const offset = (py * size + px) * 4;
      if (sum[3] > 0) for (let c = 0; c < 3; c += 1) pixels[offset + c] = Math.round(sum[c] / sum[3]);
      pixels[offset + 3] = Math.round((255 * sum[3]) / (SAMPLES * SAMPLES));
    }
  }
  return png(size, pixels);
}

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
mkdirSync(outDir, { recursive: true });
const icons = [
  ['icon-192.png', 192, { fullBleed: false, scale: 1 }],
  ['icon-512.png', 512, { fullBleed: false, scale: 1 }],
  // Maskable: full-bleed background, artwork inside the 80 % safe zone.
  ['icon-maskable-512.png', 512, { fullBleed: true, scale: 0.8 }],
  ['apple-touch-icon.png', 180, { fullBleed: true, scale: 0.9 }],
];
for (const [name, size, options] of icons) writeFileSync(join(outDir, name), draw(size, options));
console.log(`wrote ${icons.length} icons to ${outDir}`);
