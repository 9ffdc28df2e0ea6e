import { describe, expect, it } from 'vitest';
import { centredOffset, clampOffset, coverScale, cropRect } from './cropMath';

const landscape = { width: 800, height: 400 };

describe('square crop', () => {
  it('scales the short side of the image to the viewport', () => {
    expect(coverScale(landscape, 200)).toBe(0.5);
    expect(coverScale({ width: 100, height: 300 }, 200)).toBe(2);
  });

  it('starts centred and crops the middle square', () => {
    const offset = centredOffset(landscape, 200, 1);
    expect(offset).toEqual({ x: -100, y: 0 });
    expect(cropRect(landscape, 200, 1, offset)).toEqual({ sx: 200, sy: 0, size: 400, output: 400 });
  });

  it('zooming in crops a smaller square', () => {
    const offset = centredOffset(landscape, 200, 2);
    expect(cropRect(landscape, 200, 2, offset)).toEqual({ sx: 300, sy: 100, size: 200, output: 200 });
  });

  it('never lets the image leave an empty edge', () => {
    expect(clampOffset({ x: 50, y: 20 }, landscape, 200, 1)).toEqual({ x: 0, y: 0 });
    expect(clampOffset({ x: -1000, y: -1000 }, landscape, 200, 1)).toEqual({ x: -200, y: 0 });
    expect(cropRect(landscape, 200, 1, { x: -1000, y: 0 })).toMatchObject({ sx: 400, sy: 0, size: 400 });
  });

  it('caps the output at 512 px', () => {
    expect(cropRect({ width: 3000, height: 2000 }, 200, 1, { x: 0, y: 0 }).output).toBe(512);
  });
});
