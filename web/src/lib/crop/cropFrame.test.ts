import { describe, expect, it } from 'vitest';
import { centredOffset, clampOffset, cropArea, frameFor } from './cropFrame';

describe('crop frames of any ratio', () => {
  it('fits the frame of a ratio into the crop area', () => {
    expect(frameFor({ width: 1, height: 1 }, { width: 480, height: 320 })).toEqual({ width: 320, height: 320 });
    expect(frameFor({ width: 20, height: 3 }, { width: 480, height: 320 })).toEqual({ width: 480, height: 72 });
  });

  it('crops the centre of a wide photo to 20:3 at full width, never scaled up', () => {
    const image = { width: 4000, height: 3000 };
    const frame = frameFor({ width: 20, height: 3 }, { width: 480, height: 320 });
    const area = cropArea(image, frame, 1, centredOffset(image, frame, 1));
    expect(area.sw).toBeCloseTo(4000);
    expect(area.sh).toBeCloseTo(600);
    expect(area.sy).toBeCloseTo(1200);
    expect(area.output).toEqual({ width: 1920, height: 288 });
    const small = { width: 400, height: 300 };
    expect(cropArea(small, frame, 2, centredOffset(small, frame, 2)).output).toEqual({ width: 200, height: 30 });
  });

  it('keeps the image covering the frame however it is dragged', () => {
    const image = { width: 1000, height: 1000 };
    const frame = { width: 320, height: 320 };
    expect(clampOffset({ x: 50, y: 50 }, image, frame, 2)).toEqual({ x: 0, y: 0 });
    expect(clampOffset({ x: -5000, y: -5000 }, image, frame, 2)).toEqual({ x: -320, y: -320 });
  });

  it('crops a square viewport the way the registration logo does, capped at the given width', () => {
    const landscape = { width: 800, height: 400 };
    const view = { width: 200, height: 200 };
    const offset = centredOffset(landscape, view, 1);
    expect(offset).toEqual({ x: -100, y: 0 });
    expect(cropArea(landscape, view, 1, offset, 512)).toEqual({ sx: 200, sy: 0, sw: 400, sh: 400, output: { width: 400, height: 400 } });
    expect(cropArea(landscape, view, 2, centredOffset(landscape, view, 2), 512)).toMatchObject({ sx: 300, sy: 100, sw: 200 });
    expect(cropArea({ width: 3000, height: 2000 }, view, 1, { x: 0, y: 0 }, 512).output).toEqual({ width: 512, height: 512 });
  });
});
