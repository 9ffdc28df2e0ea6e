import { lazyPage } from './lazyPage';

export const RegisterPage = lazyPage(() => import('../identity/register/RegisterPage').then((m) => m.RegisterPage));
export const AuthCodePage = lazyPage(() => import('../identity/authcode/AuthCodePage').then((m) => m.AuthCodePage));
export const ThirdPartyPage = lazyPage(() => import('../identity/authcode/ThirdPartyPage').then((m) => m.ThirdPartyPage));
export const LoggedOutPage = lazyPage(() => import('../identity/authcode/LoggedOutPage').then((m) => m.LoggedOutPage));
export const WxCallPage = lazyPage(() => import('../identity/wechat/WxCallPage').then((m) => m.WxCallPage));
export const WxLoginCallbackPage = lazyPage(() => import('../identity/wechat/WxLoginCallbackPage').then((m) => m.WxLoginCallbackPage));
export const WxBindCallbackPage = lazyPage(() => import('../identity/wechat/WxBindCallbackPage').then((m) => m.WxBindCallbackPage));
export const MiniSubscribePage = lazyPage(() => import('../identity/wechat/MiniSubscribePage').then((m) => m.MiniSubscribePage));
// The subscription pages word themselves with the notices' strings (training namespace).
export const SubscribeCallPage = lazyPage(() => import('../identity/wechat/SubscribeCallPage').then((m) => m.SubscribeCallPage), ['training']);
export const SubscribeCallbackPage = lazyPage(() => import('../identity/wechat/SubscribeCallbackPage').then((m) => m.SubscribeCallbackPage), ['training']);
export const UnsubscribePage = lazyPage(() => import('../identity/wechat/UnsubscribePage').then((m) => m.UnsubscribePage));
export const RegisterSubmittedPage = lazyPage(() => import('../identity/wechat/RegisterSubmittedPage').then((m) => m.RegisterSubmittedPage));
export const ClausePage = lazyPage(() => import('../identity/wechat/ClausePage').then((m) => m.ClausePage));
export const MiniRegisterPage = lazyPage(() => import('../identity/wechat/MiniRegisterPage').then((m) => m.MiniRegisterPage));
export const InvitePage = lazyPage(() => import('../identity/invite/InvitePage').then((m) => m.InvitePage));
export const MockPage = lazyPage(() => import('../mock/MockPage').then((m) => m.MockPage));
// The microphone test shares the practice area's recorder and its strings.
export const RecorderTestPage = lazyPage(() => import('../recorderTest/RecorderTestPage').then((m) => m.RecorderTestPage), ['practice']);
// The page the smart customer-service dialog embeds: no learner shell, its token instead of a session.
export const AiCenterPage = lazyPage(() => import('../assistant/AiCenterPage').then((m) => m.AiCenterPage), ['training']);
/** `/previewfile?fileurl=` (docs/identity-web.md "File preview"): public, the keyed URL or the public image is the credential. */
export const PreviewFilePage = lazyPage(() => import('../learner/preview/PreviewFilePage').then((m) => m.PreviewFilePage), ['training']);
