// Draws the tab bar's icons (81 × 81 PNG, WeChat's recommended size; at most 40 KB each) from
// signed distance functions, in the tab bar's two colours. Run after changing a shape or colour:
// `node scripts/tabIcons.mjs`; the PNGs in src/assets/tab are committed.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'

const SIZE = 81
/** Samples per pixel side: edges get 16 levels of coverage. */
const SAMPLES = 4
const STROKE = 5
const COLOURS = { '': [0x66, 0x66, 0x66], '-active': [0x16, 0x77, 0xff] }

/** Distance from (x, y) to a rounded rectangle centred at (cx, cy) with half sizes hw, hh and radius r. */
function roundRect(x, y, cx, cy, hw, hh, r) {
  const qx = Math.abs(x - cx) - hw + r
  const qy = Math.abs(y - cy) - hh + r
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r
}

/** Distance from (x, y) to the segment (ax, ay)–(bx, by). */
function segment(x, y, ax, ay, bx, by) {
  const dx = bx - ax
  const dy = by - ay
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
  return Math.hypot(x - ax - t * dx, y - ay - t * dy)
}

const outline = (distance) => Math.abs(distance) - STROKE / 2
const line = (distance) => distance - STROKE / 2

/** Each icon: a function telling whether a point lies inside the drawn shape (distance ≤ 0). */
const ICONS = {
  // The training centre: an open book, its spine and a line of text on each page.
  centre: (x, y) =>
    Math.min(
      outline(roundRect(x, y, 40.5, 42, 30, 25, 6)),
      line(segment(x, y, 40.5, 19, 40.5, 65)),
      line(segment(x, y, 19, 34, 31, 34)),
      line(segment(x, y, 50, 34, 62, 34)),
      line(segment(x, y, 19, 46, 31, 46)),
      line(segment(x, y, 50, 46, 62, 46)),
    ),
  // The personal centre: a head and shoulders.
  mine: (x, y) =>
    Math.min(
      outline(Math.hypot(x - 40.5, y - 25) - 13),
      outline(roundRect(x, y, 40.5, 62, 26, 12, 12)),
    ),
}

function crcTable() {
  return Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
}
const CRC = crcTable()
const crc32 = (bytes) => (bytes.reduce((c, byte) => CRC[(c ^ byte) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0

function chunk(type, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** An RGBA PNG of the shape in one colour, its edges anti-aliased through the alpha channel. */
function png(inside, [r, g, b]) {
  const rows = []
  for (let y = 0; y < SIZE; y += 1) {
    const row = Buffer.alloc(1 + SIZE * 4)
    for (let x = 0; x < SIZE; x += 1) {
      let covered = 0
      for (let sy = 0; sy < SAMPLES; sy += 1)
        for (let sx = 0; sx < SAMPLES; sx += 1) if (inside(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES) <= 0) covered += 1
      row.set([r, g, b, Math.round((255 * covered) / SAMPLES ** 2)], 1 + x * 4)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SIZE, 0)
  header.writeUInt32BE(SIZE, 4)
  header.set([8, 6, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0))])
}

const dir = join(import.meta.dirname, '..', 'src', 'assets', 'tab')
for (const [name, inside] of Object.entries(ICONS)) {
  for (const [suffix, colour] of Object.entries(COLOURS)) writeFileSync(join(dir, `${name}${suffix}.png`), png(inside, colour))
}
