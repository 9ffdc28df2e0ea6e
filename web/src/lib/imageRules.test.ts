import { describe, expect, it } from 'vitest';
import { checkImageFile } from './imageRules';

const MB = 1024 * 1024;

describe('logo image rules', () => {
  it('takes jpg and png up to 2 MB', () => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 2 * MB })).toBeNull();
    expect(checkImageFile({ name: 'a.JPG', type: '', size: 1000 })).toBeNull();
  });

  it('refuses other formats', () => {
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toEqual({ key: 'register.imageFormat' });
    expect(checkImageFile({ name: 'a.webp', type: '', size: 10 })).toEqual({ key: 'register.imageFormat' });
  });

  it('refuses files over the limit with the size in M', () => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 2 * MB + 1 })).toEqual({ key: 'register.fileTooLarge', params: { size: 2 } });
  });
});
