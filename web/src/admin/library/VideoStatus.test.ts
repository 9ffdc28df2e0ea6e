import { createTranslator } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { videoReason } from './VideoStatus';

describe('a failed video’s reason', () => {
  it('shows the stored key in the admin’s language, then ffmpeg’s own line as it is', () => {
    const zh = createTranslator('zh-CN');
    expect(videoReason(zh, 'library.video.reasons.unreadable: Invalid data found when processing input')).toBe(
      '无法读取该视频文件: Invalid data found when processing input',
    );
    expect(videoReason(createTranslator('en'), 'library.video.reasons.attempts')).toBe('Processing was interrupted too often and has stopped');
    expect(videoReason(zh, 'something else')).toBe('something else');
  });
});
