import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.js';
import { createTranslator } from '../i18n/bundled.js';
import { mediaRefusalKey, shortfallKey } from './mediaWords.js';

const zh = createTranslator('zh-CN');

describe('time not met, in the media’s word', () => {
  it('says reading time for a file and viewing time for a video', () => {
    expect(zh(shortfallKey('file'))).toBe('阅读时长未达到要求');
    expect(zh(shortfallKey('video'))).toBe('观看时长未达到要求');
  });

  it('words only the server’s "time not met" refusal', () => {
    const notMet = new ApiError(40050, '观看时长未达到要求', 400, 'errors.tasks.viewingTimeNotMet');
    expect(mediaRefusalKey('file', notMet)).toBe('learnerTraining.media.leaveTitleFile');
    expect(mediaRefusalKey('video', notMet)).toBe('learnerTraining.media.leaveTitle');
    expect(mediaRefusalKey('file', new Error('offline'))).toBeNull();
  });
});
