import { createHash, randomInt } from 'node:crypto';
import { CAPTCHA } from '@peilian/shared';
import { CAPTCHA_ALPHABET, GLYPHS } from './captchaFont.js';

/** A random number in [min, max). */
const between = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fixed = (n: number) => n.toFixed(1);
const color = (low: number, high: number) => `rgb(${randomInt(low, high)},${randomInt(low, high)},${randomInt(low, high)})`;

/** A new captcha answer: 4 characters from an alphabet without look-alikes. */
export function newCaptchaText(): string {
  return Array.from({ length: CAPTCHA.length }, () => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]).join('');
}

/** How the answer is stored on its key: case-insensitive, bound to the key id. */
export function captchaHash(keyId: string, answer: string): string {
  return createHash('sha256').update(`${keyId}:${answer.trim().toUpperCase()}`, 'utf8').digest('hex');
}

function glyphPath(char: string, left: number, top: number): string {
  const glyph = GLYPHS[char] ?? [];
  const scale = between(3.6, 4.4);
  const angle = (between(-22, 22) * Math.PI) / 180;
  const [cx, cy] = [2, 3];
  const place = ([x, y]: readonly [number, number]) => {
    const jx = x + between(-0.25, 0.25) - cx;
    const jy = y + between(-0.25, 0.25) - cy;
    const rx = jx * Math.cos(angle) - jy * Math.sin(angle);
    const ry = jx * Math.sin(angle) + jy * Math.cos(angle);
    return `${fixed(left + (rx + cx) * scale)} ${fixed(top + (ry + cy) * scale)}`;
  };
  return glyph.map((line) => line.map((point, i) => `${i === 0 ? 'M' : 'L'}${place(point)}`).join(' ')).join(' ');
}

/**
 * The captcha image of spec §9: 111×40, the characters as jittered, rotated strokes, 8 noise lines
 * and 100 dots. Generated here without dependencies; the answer never appears as text.
 */
export function renderCaptcha(text: string): string {
  const { width, height, lines, dots } = CAPTCHA;
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${color(225, 250)}"/>`];
  for (let i = 0; i < lines; i += 1) {
    const [x1, y1, x2, y2] = [between(0, 20), between(0, height), between(width - 20, width), between(0, height)];
    const [qx, qy] = [between(20, width - 20), between(0, height)];
    parts.push(
      `<path d="M${fixed(x1)} ${fixed(y1)} Q${fixed(qx)} ${fixed(qy)} ${fixed(x2)} ${fixed(y2)}" stroke="${color(90, 200)}" stroke-width="${fixed(between(0.8, 1.6))}" fill="none"/>`,
    );
  }
  [...text].forEach((char, index) => {
    const left = 8 + index * 25 + between(-2, 2);
    const top = 8 + between(-3, 3);
    parts.push(
      `<path d="${glyphPath(char, left, top)}" stroke="${color(20, 120)}" stroke-width="${fixed(between(2.2, 3))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < dots; i += 1) {
    parts.push(`<circle cx="${fixed(between(0, width))}" cy="${fixed(between(0, height))}" r="${fixed(between(0.5, 1.3))}" fill="${color(60, 220)}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
