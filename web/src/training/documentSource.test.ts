import { describe, expect, it } from 'vitest';
import { documentSource } from './documentSource';

const media = (format: string, previewstatus: string, url = '/api/media/1/content?key=k', previewurl = '') => ({ format, previewstatus, url, previewurl });

describe('what the file page shows', () => {
  it('shows a PDF itself', () => {
    expect(documentSource(media('pdf', 'native'))).toEqual({ kind: 'pdf', url: '/api/media/1/content?key=k' });
  });

  it("shows another document's converted PDF once it is ready", () => {
    expect(documentSource(media('docx', 'ready', '/api/media/1/content?key=k', '/api/media/1/preview?key=k'))).toEqual({
      kind: 'pdf',
      url: '/api/media/1/preview?key=k',
    });
  });

  it('says a conversion is still running, or that there is no preview', () => {
    expect(documentSource(media('pptx', 'pending')).kind).toBe('pending');
    expect(documentSource(media('xls', 'unavailable')).kind).toBe('unavailable');
    expect(documentSource(media('doc', 'failed')).kind).toBe('unavailable');
    expect(documentSource(media('pdf', 'native', '')).kind).toBe('unavailable');
  });
});
