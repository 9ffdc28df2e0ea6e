import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, GLYPHS } from './captchaFont.js';
import { captchaHash, newCaptchaText, renderCaptcha } from './captcha.js';

describe('captcha', () => {
  it('draws every character of an alphabet without 0/O/1/I', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01IO]/);
    for (const char of CAPTCHA_ALPHABET) expect(GLYPHS[char]?.length, char).toBeGreaterThan(0);
  });

  it('makes 4-character answers from that alphabet', () => {
    for (let i = 0; i < 50; i += 1) expect(newCaptchaText()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
  });

  it('compares answers case-insensitively and per key', () => {
    expect(captchaHash('k1', 'ab3d')).toBe(captchaHash('k1', ' AB3D '));
    expect(captchaHash('k1', 'AB3D')).not.toBe(captchaHash('k2', 'AB3D'));
  });

  it('never draws the same image twice for one answer', () => {
    expect(renderCaptcha('AB3D')).not.toBe(renderCaptcha('AB3D'));
  });
});
