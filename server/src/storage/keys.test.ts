import { describe, expect, it } from 'vitest';
import { SAFE_KEY } from './files.js';
import { storageKey } from './keys.js';

const now = new Date('2026-11-21T17:30:00Z'); // 22 November in China
const base = { orgId: 'org-1', saveDir: 'video' as const, filename: '销售 演示.MP4', now };

describe('storage keys', () => {
  it('lays files out per organisation and folder kind, by day and random name by default', () => {
    expect(storageKey(base)).toMatch(/^org-1\/video\/20261122\/[A-Za-z0-9_-]{16}\.mp4$/);
    expect(storageKey({ ...base, orgId: null, saveDir: 'logo', filename: 'a.png' })).toMatch(/^orgless\/logo\/20261122\/[A-Za-z0-9_-]{16}\.png$/);
  });

  it('follows the sub-folder and file-name options', () => {
    expect(storageKey({ ...base, subFolder: 'mutilbydate' })).toMatch(/^org-1\/video\/2026\/11\/22\/[A-Za-z0-9_-]{16}\.mp4$/);
    expect(storageKey({ ...base, subFolder: 'identity', identity: 'user-9' })).toMatch(/^org-1\/video\/user-9\/[A-Za-z0-9_-]{16}\.mp4$/);
    expect(storageKey({ ...base, fileName: 'identity', identity: 'user-9' })).toBe('org-1/video/20261122/user-9.mp4');
    expect(storageKey({ ...base, filename: 'Sales pitch (v2).mp4', fileName: 'keep' })).toMatch(
      /^org-1\/video\/20261122\/[A-Za-z0-9_-]{16}\/Sales-pitch-v2\.mp4$/,
    );
    expect(storageKey({ ...base, fileName: 'keep' })).toMatch(/\/file\.mp4$/);
  });

  it('always gives a key the storage accepts, whatever the name or identity', () => {
    for (const filename of ['../../etc/passwd', 'a/b\\c.pdf', '.hidden', 'no-extension', '名字.文档']) {
      for (const fileName of ['keep', 'random', 'identity'] as const) {
        for (const subFolder of ['onebydate', 'mutilbydate', 'identity'] as const) {
          expect(storageKey({ ...base, filename, fileName, subFolder, identity: '../x y' })).toMatch(SAFE_KEY);
        }
      }
    }
  });
});
