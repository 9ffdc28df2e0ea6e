// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { aiCenterFrameUrl, searchWindowUrl } from './paths';

describe('the assistant’s addresses', () => {
  it('opens a search in a new window on its hash route, the text encoded', () => {
    expect(searchWindowUrl(' 保养 & 试驾 ')).toBe('#/user/search?value=%E4%BF%9D%E5%85%BB%20%26%20%E8%AF%95%E9%A9%BE');
  });

  it('frames the server’s /aicenter address on the hash route, and any other address as it is', () => {
    expect(aiCenterFrameUrl('/aicenter?token=abc.def')).toBe('/#/aicenter?token=abc.def');
    expect(aiCenterFrameUrl(`${window.location.origin}/aicenter?token=t`)).toBe('/#/aicenter?token=t');
    expect(aiCenterFrameUrl('https://ai.example.com/chat?token=t')).toBe('https://ai.example.com/chat?token=t');
  });
});
