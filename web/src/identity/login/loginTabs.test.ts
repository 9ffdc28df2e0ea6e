import { describe, expect, it } from 'vitest';
import { loginTabs } from './loginTabs';

describe('login tabs per edition', () => {
  it('shows every tab but the unfinished voiceprint one in the hosted edition', () => {
    expect(loginTabs('hosted')).toEqual(['account', 'mobile', 'wechat']);
    expect(loginTabs('hosted', true)).toEqual(['account', 'mobile', 'voiceprint', 'wechat']);
  });

  it('shows only account (and voiceprint, once built) in a private deployment', () => {
    expect(loginTabs('private')).toEqual(['account']);
    expect(loginTabs('private', true)).toEqual(['account', 'voiceprint']);
  });

  it('offers only the account tab until the edition is known', () => {
    expect(loginTabs(null)).toEqual(['account']);
  });
});
