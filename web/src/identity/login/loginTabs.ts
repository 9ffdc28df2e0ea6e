import type { Edition } from '../../app';

export type LoginTabKey = 'account' | 'mobile' | 'voiceprint' | 'wechat';

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
 * and WeChat QR; private deployments only account and voiceprint. Voiceprint only where the server
 * offers it (`voiceprint`: `GET api/login/vprsocket` answered). Until the edition is known only the
 * account tab is offered.
 */
export function loginTabs(edition: Edition | null, voiceprint = false): LoginTabKey[] {
  if (edition === null) return ['account'];
  const tabs: LoginTabKey[] = edition === 'hosted' ? ['account', 'mobile', 'voiceprint', 'wechat'] : ['account', 'voiceprint'];
  return tabs.filter((tab) => tab !== 'voiceprint' || voiceprint);
}
