import type { Edition } from '../../app';

export type LoginTabKey = 'account' | 'mobile' | 'voiceprint' | 'wechat';

/**
 * Extension point: voiceprint login (spec §2.3) is a tab of both editions, but it needs the
 * voiceprint feature (recorder, socket, dialog). Until that lands its slot stays hidden; the
 * voiceprint work sets this to true and renders its tab in `LoginTabPanel`.
 */
export const VOICEPRINT_LOGIN_AVAILABLE = false;

const LABELS = {
  account: 'login.tabAccount',
  mobile: 'login.tabMobile',
  voiceprint: 'login.tabVoiceprint',
  wechat: 'login.tabWechat',
} as const satisfies Record<LoginTabKey, string>;

/** The tab label key of a login tab. */
export function loginTabLabel(tab: LoginTabKey): (typeof LABELS)[LoginTabKey] {
  return LABELS[tab];
}

/**
 * The login tabs of an edition, in the spec's order (§2.2): hosted shows account, SMS, voiceprint
 * and WeChat QR; private deployments only account and voiceprint. Until the edition is known only
 * the account tab is offered.
 */
export function loginTabs(edition: Edition | null, voiceprint = VOICEPRINT_LOGIN_AVAILABLE): LoginTabKey[] {
  const tabs: LoginTabKey[] = edition === 'hosted' ? ['account', 'mobile', 'voiceprint', 'wechat'] : ['account', 'voiceprint'];
  return tabs.filter((tab) => tab !== 'voiceprint' || voiceprint);
}
