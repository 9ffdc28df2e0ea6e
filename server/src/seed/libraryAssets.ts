import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { DEMO_PDF } from './demoPdf.js';

/**
 * The built-in images of the image chooser, drawn in code (flat shapes compress to a few KB) and
 * checked in under `assets/images/`: covers (232×130, the chooser's tile) and banners (800×120,
 * 20:3; `promo/` are the demo carousel's). Run `pnpm --filter @peilian/server exec tsx src/seed/libraryAssets.ts` to draw them again
 * (it also writes the demo PDF, `assets/media/demo.pdf`; the demo MP4 beside it is a 2 KB, 12 s
 * H.264 clip made once with ffmpeg, which CI does not need).
 */

type Rgb = readonly [number, number, number];
type Pattern = 'stripes' | 'circles' | 'bars';

interface Drawing {
  width: number;
  height: number;
  background: Rgb;
  accent: Rgb;
  pattern: Pattern;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of the given pixels (`pixel(x, y)`). */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

function draw({ width, height, background, accent, pattern }: Drawing): Buffer {
  const unit = Math.round(height / 4);
  return encodePng(width, height, (x, y) => {
    if (pattern === 'stripes') return Math.floor((x + y) / unit) % 3 === 0 ? accent : background;
    if (pattern === 'bars') return x % (unit * 2) < unit && y > height - ((x * 7) % height) ? accent : background;
    const cx = (Math.floor(x / (unit * 3)) + 0.5) * unit * 3;
    const cy = height / 2;
    return (x - cx) ** 2 + (y - cy) ** 2 < unit ** 2 ? accent : background;
  });
}

const PALETTES: Record<string, [Rgb, Rgb][]> = {
  business: [
    [
      [22, 119, 255],
      [145, 202, 255],
    ],
    [
      [19, 47, 97],
      [64, 150, 255],
    ],
    [
      [41, 52, 98],
      [250, 173, 20],
    ],
  ],
  office: [
    [
      [19, 194, 194],
      [230, 255, 251],
    ],
    [
      [8, 151, 156],
      [255, 255, 255],
    ],
    [
      [0, 109, 117],
      [135, 232, 222],
    ],
  ],
  nature: [
    [
      [82, 196, 26],
      [217, 247, 190],
    ],
    [
      [56, 158, 13],
      [255, 229, 143],
    ],
    [
      [35, 120, 4],
      [149, 222, 100],
    ],
  ],
  abstract: [
    [
      [114, 46, 209],
      [211, 173, 247],
    ],
    [
      [235, 47, 150],
      [255, 214, 231],
    ],
    [
      [250, 140, 22],
      [255, 231, 186],
    ],
  ],
};
const PATTERNS: Pattern[] = ['stripes', 'circles', 'bars'];

/** Every built-in image: its path under `assets/images/` and its bytes. */
export function builtinImages(): { file: string; bytes: Buffer }[] {
  const images: { file: string; bytes: Buffer }[] = [];
  for (const [folder, palettes] of Object.entries(PALETTES)) {
    palettes.forEach(([background, accent], index) => {
      const pattern = PATTERNS[index % PATTERNS.length]!;
      images.push({ file: `covers/${folder}/${folder}-${index + 1}.png`, bytes: draw({ width: 232, height: 130, background, accent, pattern }) });
    });
  }
  for (const folder of ['business', 'abstract']) {
    PALETTES[folder]!.slice(0, 2).forEach(([background, accent], index) => {
      const pattern = PATTERNS[index % PATTERNS.length]!;
      images.push({ file: `banners/${folder}/${folder}-banner-${index + 1}.png`, bytes: draw({ width: 800, height: 120, background, accent, pattern }) });
    });
  }
  for (const promo of PROMOS) images.push({ file: `banners/promo/${promo.name}.png`, bytes: drawPromo(promo) });
  return images;
}

type Motif = 'pages' | 'voice' | 'check';

interface Promo {
  name: string;
  from: Rgb;
  to: Rgb;
  motif: Motif;
}

/** Banners of the demo carousel: a left-to-right gradient, soft light circles and a motif on the right. */
const PROMOS: Promo[] = [
  { name: 'promo-training', from: [22, 93, 255], to: [54, 207, 201], motif: 'pages' },
  { name: 'promo-practice', from: [114, 46, 209], to: [235, 47, 150], motif: 'voice' },
  { name: 'promo-exam', from: [250, 140, 22], to: [245, 34, 45], motif: 'check' },
];

const mix = (a: Rgb, b: Rgb, share: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * share)) as unknown as Rgb;
const WHITE: Rgb = [255, 255, 255];

function motifAt(motif: Motif, x: number, y: number): boolean {
  if (motif === 'pages') return [650, 690, 730].some((left, i) => x >= left && x < left + 28 && y >= 28 + i * 6 && y < 96);
  if (motif === 'voice') return [24, 48, 72, 40, 60, 30, 16].some((height, i) => x >= 630 + i * 18 && x < 640 + i * 18 && Math.abs(y - 60) < height / 2);
  // A tick: two strokes meeting at (700, 84).
  const onStroke = (x0: number, y0: number, x1: number, y1: number) => {
    const t = Math.max(0, Math.min(1, ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / ((x1 - x0) ** 2 + (y1 - y0) ** 2)));
    return (x - x0 - t * (x1 - x0)) ** 2 + (y - y0 - t * (y1 - y0)) ** 2 < 49;
  };
  return onStroke(670, 58, 700, 84) || onStroke(700, 84, 752, 32);
}

function drawPromo({ from, to, motif }: Promo): Buffer {
  const width = 800;
  const height = 120;
  return encodePng(width, height, (x, y) => {
    let colour = mix(from, to, x / (width - 1));
    if ((x - 690) ** 2 + (y - 10) ** 2 < 110 ** 2) colour = mix(colour, WHITE, 0.12);
    if ((x - 540) ** 2 + (y - 120) ** 2 < 50 ** 2) colour = mix(colour, WHITE, 0.1);
    if (motifAt(motif, x, y)) colour = mix(colour, WHITE, 0.85);
    return colour;
  });
}

const ASSETS = fileURLToPath(new URL('./assets/images/', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const { file, bytes } of builtinImages()) {
    await mkdir(path.dirname(path.join(ASSETS, file)), { recursive: true });
    await writeFile(path.join(ASSETS, file), bytes);
  }
  await writeFile(fileURLToPath(new URL('./assets/media/demo.pdf', import.meta.url)), DEMO_PDF());
}
