import { describe, expect, it } from 'vitest';
import { previewFileOf, previewKindOf } from './previewFile.js';

const ORIGIN = 'https://peilian.example.com';
const ID = '0b6f3c1e-2d4a-4c8b-9e1f-3a5b7c9d1e2f';

describe('the file preview address rule', () => {
  it('accepts the server’s keyed media URLs and public images, relative or on its origin', () => {
    expect(previewFileOf(`/api/media/${ID}/preview?key=abc.def`, ORIGIN)).toEqual({ kind: 'pdf', url: `${ORIGIN}/api/media/${ID}/preview?key=abc.def` });
    expect(previewFileOf(`${ORIGIN}/api/media/${ID}/content?key=k1`, ORIGIN)).toEqual({ kind: 'media', url: `${ORIGIN}/api/media/${ID}/content?key=k1` });
    expect(previewFileOf('/files/builtin/images/cover.png', ORIGIN)).toEqual({ kind: 'image', url: `${ORIGIN}/files/builtin/images/cover.png` });
  });

  it('refuses other origins, other paths, missing keys and tricks', () => {
    for (const refused of [
      `https://evil.example.com/api/media/${ID}/preview?key=a`,
      `//evil.example.com/files/a.png`,
      `/api/media/${ID}/preview`,
      `/api/media/${ID}/preview?key=`,
      `/api/media/not-an-id/preview?key=a`,
      '/api/trainning/v3/center',
      '/files/../server/secret.png',
      '/files/a%2F..%2Fb.png',
      '/files/org/logo/a.svg',
      'javascript:alert(1)',
      `https://user:pw@peilian.example.com/files/a.png`,
    ]) {
      expect(previewFileOf(refused, ORIGIN), refused).toEqual({ kind: 'refused' });
    }
    expect(previewFileOf('', ORIGIN)).toEqual({ kind: 'missing' });
  });

  it('tells a media’s kind by its content type', () => {
    expect(previewKindOf('application/pdf')).toBe('pdf');
    expect(previewKindOf('image/jpeg; charset=binary')).toBe('image');
    expect(previewKindOf('video/mp4')).toBe('other');
  });
});
