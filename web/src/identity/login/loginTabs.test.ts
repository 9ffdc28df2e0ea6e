import { describe, expect, it } from 'vitest';
import { loginTabs } from './loginTabs';

describe('login tabs per edition', () => {
  it('shows every tab in the hosted edition, voiceprint where the server offers it', () => {
    expect(loginTabs('hosted')).toEqual(['account', 'mobile', 'wechat']);
    expect(loginTabs('hosted', true)).toEqual(['account', 'mobile', 'voiceprint', 'wechat']);
  });

  it('shows only account (and voiceprint where offered) in a private deployment', () => {
    expect(loginTabs('private')).toEqual(['account']);
    expect(loginTabs('private', true)).toEqual(['account', 'voiceprint']);
  });

  it('offers only the account tab until the edition is known', () => {
    expect(loginTabs(null)).toEqual(['account']);
    expect(loginTabs(null, true)).toEqual(['account']);
  });
});
