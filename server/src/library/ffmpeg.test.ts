import { describe, expect, it } from 'vitest';
import { remuxable, renditionArgs, summariseStderr, type Probe } from './ffmpeg.js';

/** The rendition's decisions (docs/media.md "Video processing"), without running ffmpeg. */

const mp4: Probe = {
  duration: 12,
  container: 'mov,mp4,m4a,3gp,3g2,mj2',
  video: { codec: 'h264', pixelFormat: 'yuv420p', width: 1280, height: 720 },
  audio: { codec: 'aac' },
};

describe('the rendition', () => {
  it('only remuxes an MP4 a phone plays already (H.264 yuv420p up to 720 lines, AAC or no sound)', () => {
    expect(remuxable(mp4)).toBe(true);
    expect(remuxable({ ...mp4, audio: undefined })).toBe(true);
    expect(remuxable({ ...mp4, container: 'avi' })).toBe(false);
    expect(remuxable({ ...mp4, video: { ...mp4.video!, codec: 'hevc' } })).toBe(false);
    expect(remuxable({ ...mp4, video: { ...mp4.video!, pixelFormat: 'yuv422p' } })).toBe(false);
    expect(remuxable({ ...mp4, video: { ...mp4.video!, height: 1080 } })).toBe(false);
    expect(remuxable({ ...mp4, audio: { codec: 'mp3' } })).toBe(false);
  });

  it('always moves the index to the front and reports progress; encodes H.264/AAC unless remuxing', () => {
    const encode = renditionArgs('in.avi', 'out.mp4', false);
    expect(encode).toEqual(expect.arrayContaining(['+faststart', 'libx264', 'aac', 'pipe:1']));
    expect(encode.join(' ')).toContain('format=yuv420p');
    const remux = renditionArgs('in.mp4', 'out.mp4', true);
    expect(remux.join(' ')).toContain('-c copy');
    expect(remux).not.toContain('libx264');
    expect(remux).toContain('+faststart');
  });

  it("summarises ffmpeg's last meaningful line without the paths it names", () => {
    const stderr = [
      "Input #0, avi, from '/srv/data/tmp/video/abc/source.avi':",
      '/srv/data/tmp/video/abc/source.avi: Invalid data found when processing input',
      'Conversion failed!',
      '',
    ].join('\n');
    expect(summariseStderr(stderr, ['/srv/data/tmp/video/abc/source.avi'])).toBe('Invalid data found when processing input');
    expect(summariseStderr('Error opening /elsewhere/x.mp4 for writing', [])).toBe('Error opening for writing');
    expect(summariseStderr('', [])).toBe('ffmpeg failed');
    expect(summariseStderr('x'.repeat(500), []).length).toBe(200);
  });
});
