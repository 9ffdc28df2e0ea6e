// Written by scripts/writeLearnerRoutes.ts from the learner table; do not edit.
import type { RouteTable } from '../../api/endpoint.js';
import type { learnerEndpoints } from '../learner.js';

type Routes = RouteTable<typeof learnerEndpoints>;

// One constant an area, so a script that needs one call's route bundles that area's alone (the PWA's head start).
export const authRoutes: Routes['auth'] = {
  randomCode: { method: 'GET', path: 'api/login/randomcode', noLogout: true },
  captchaService: { method: 'GET', path: 'api/login/verifyservice', noLogout: true },
  captchaImage: { method: 'GET', path: 'api/login/verifycode', noLogout: true },
  login: { method: 'POST', path: 'api/login', body: true, noLogout: true },
  mobileLogin: { method: 'POST', path: 'api/login/mobile', body: true, noLogout: true },
  wechatLogin: { method: 'POST', path: 'api/login/wechat', body: true, noLogout: true },
  miniLogin: { method: 'POST', path: 'api/login/wechat/mini', body: true, noLogout: true },
  wechatQr: { method: 'GET', path: 'api/login/wxqrcode', noLogout: true },
  wechatQrStatus: { method: 'GET', path: 'api/login/wxqrcode/:ticket', noLogout: true },
  forceChangePassword: { method: 'POST', path: 'api/forcechangepassword', body: true, noLogout: true },
  loginCode: { method: 'GET', path: 'api/trainning/user/verifycode', noLogout: true },
  registrationCode: { method: 'GET', path: 'api/wechat/mini/user/register/verifycode', noLogout: true },
  register: { method: 'POST', path: 'api/register', body: true, noLogout: true },
  miniRegister: { method: 'POST', path: 'api/wechat/mini/user/register', body: true, noLogout: true },
  invite: { method: 'GET', path: 'api/invite/:code', noLogout: true },
  joinInvite: { method: 'POST', path: 'api/invite/:code/join', body: true, noLogout: true },
};

export const sessionRoutes: Routes['session'] = {
  loginInfo: { method: 'GET', path: 'api/trainning/user/logininfo' },
  logout: { method: 'POST', path: 'api/admin/system/online/logout' },
  heartbeat: { method: 'POST', path: 'api/trainning/system/online', body: true },
  keepalive: { method: 'POST', path: 'api/admin/system/keepalive', body: true },
  changeLanguage: { method: 'POST', path: 'api/trainning/user/changelanguage', body: true },
  waterConfig: { method: 'GET', path: 'api/common/setting/waterconfig' },
  online: { method: 'GET', path: 'api/login/:id', noLogout: true },
};

export const systemRoutes: Routes['system'] = {
  health: { method: 'GET', path: 'api/health' },
  ready: { method: 'GET', path: 'api/ready' },
  version: { method: 'GET', path: 'api/admin/system/version' },
  locale: { method: 'GET', path: 'api/locales/:language/:namespace' },
  commonList: { method: 'GET', path: 'api/common/:name' },
  applications: { method: 'GET', path: 'api/admin/organization/org/applications' },
  softwareFunctions: { method: 'GET', path: 'api/trainning/system/setting/software/functions' },
};

export const lookRoutes: Routes['look'] = {
  systemConfig: { method: 'GET', path: 'api/systemconfig', noLogout: true },
  trainingSystemConfig: { method: 'GET', path: 'api/trainning/system/setting/systemconfig', noLogout: true },
};

export const ssoRoutes: Routes['sso'] = {
  checkAuthCode: { method: 'POST', path: 'api/checkauthcode', body: true },
  ssoLogin: { method: 'POST', path: 'api/ssologin', body: true },
  issueAuthCode: { method: 'POST', path: 'api/admin/organization/authcode', body: true },
  users: { method: 'GET', path: 'api/admin/organization/userlist' },
};

export const wechatRoutes: Routes['wechat'] = {
  bind: { method: 'POST', path: 'api/trainning/user/bindwechat', body: true },
  bindUrl: { method: 'GET', path: 'api/trainning/user/:id/bindwechat' },
  unbind: { method: 'PUT', path: 'api/trainning/user/unbind/wechat' },
  unsubscribe: { method: 'PUT', path: 'api/wechat/unsubscribe/:id' },
  callbackPage: { method: 'GET', path: 'wxcallback/:page' },
  callPage: { method: 'GET', path: 'wxcall/:page' },
};

export const filesRoutes: Routes['files'] = {
  upload: { method: 'POST', path: 'api/file/upload' },
  cosCredentials: { method: 'GET', path: 'api/trainning/cos-credentials' },
};

export const trainingRoutes: Routes['training'] = {
  centre: { method: 'GET', path: 'api/trainning/v3/center' },
  mediaReport: { method: 'PUT', path: 'api/trainning/v3/mediatask/:id/:mediaId', body: true, json: true },
  mine: { method: 'GET', path: 'api/trainning/v3/mine' },
  myReport: { method: 'GET', path: 'api/trainning/v3/mine/report' },
  avatar: { method: 'PUT', path: 'api/trainning/user/avatar', body: true },
  task: { method: 'GET', path: 'api/trainning/v3/task/:id' },
  mediaTask: { method: 'GET', path: 'api/trainning/v3/mediatask/:id' },
  mediaItem: { method: 'GET', path: 'api/trainning/v3/mediatask/:id/:mediaId' },
  viewKey: { method: 'GET', path: 'api/trainning/v3/media/viewkey' },
  mediaContent: { method: 'GET', path: 'api/media/:id/content', binary: true },
  mediaPreview: { method: 'GET', path: 'api/media/:id/preview', binary: true },
  mediaQuestions: { method: 'GET', path: 'api/trainning/v3/mediatask/:id/:mediaId/questions' },
  mediaAnswer: { method: 'PUT', path: 'api/trainning/v3/mediatask/:id/:mediaId/:n', body: true, json: true },
  ranking: { method: 'GET', path: 'api/trainning/v3/ranking' },
  checkins: { method: 'GET', path: 'api/trainning/v3/checkin' },
  checkin: { method: 'GET', path: 'api/trainning/v3/checkin/:id' },
};

export const examRoutes: Routes['exam'] = {
  token: { method: 'GET', path: 'api/trainning/v3/exampaper/token/:id' },
  paper: { method: 'GET', path: 'api/trainning/v3/exampaper/:id/paper' },
  start: { method: 'GET', path: 'api/trainning/v3/exampaper/:id/start' },
  save: { method: 'POST', path: 'api/trainning/v3/exampaper/:id/save', body: true, json: true },
  submit: { method: 'POST', path: 'api/trainning/v3/exampaper/:id/submit', body: true, json: true },
  querytime: { method: 'GET', path: 'api/trainning/v3/exampaper/:id/querytime' },
  result: { method: 'GET', path: 'api/trainning/v3/exampaper/:id/result' },
  logs: { method: 'GET', path: 'api/trainning/v3/exampaper/:id/logs' },
};

export const practiceRoutes: Routes['practice'] = {
  scenarios: { method: 'GET', path: 'api/trainning/v3/practice/scenarios' },
  session: { method: 'GET', path: 'api/trainning/v3/practice/session/:id' },
  coach: { method: 'GET', path: 'api/trainning/v3/practice/session/:id/coach' },
  uploadTurnAudio: { method: 'POST', path: 'api/trainning/v3/practice/session/:id/turn/:seq/audio' },
  turnAudio: { method: 'GET', path: 'api/trainning/v3/practice/session/:id/turn/:seq/audio', binary: true },
  lineAudio: { method: 'GET', path: 'api/trainning/v3/practice/session/:id/line/:turn/:index/audio', binary: true },
  voice: { method: 'GET', path: 'api/trainning/v3/practice/session/:id/voice/:key', binary: true },
  sound: { method: 'GET', path: 'api/trainning/v3/practice/session/:id/sound/:audio', binary: true },
};

export const voiceprintRoutes: Routes['voiceprint'] = {
  socket: { method: 'GET', path: 'api/login/vprsocket', noLogout: true },
  mine: { method: 'GET', path: 'api/trainning/user/voiceprint' },
  unbind: { method: 'PUT', path: 'api/trainning/user/unbind/voice' },
};

export const appealRoutes: Routes['appeals'] = {
  record: { method: 'GET', path: 'api/trainning/v3/appeal/record' },
  submit: { method: 'POST', path: 'api/trainning/v3/appeal', body: true, json: true },
  mine: { method: 'GET', path: 'api/trainning/v3/appeal' },
  read: { method: 'GET', path: 'api/trainning/v3/appeal/:id' },
};

export const noticeRoutes: Routes['notices'] = {
  list: { method: 'GET', path: 'api/trainning/v3/notice' },
  readAll: { method: 'PUT', path: 'api/trainning/v3/notice/read' },
  read: { method: 'PUT', path: 'api/trainning/v3/notice/:id/read' },
  socket: { method: 'GET', path: 'api/trainning/system/socket' },
  notifySetting: { method: 'GET', path: 'api/trainning/system/notifysetting' },
  isSubscribed: { method: 'GET', path: 'api/trainning/user/issubscribed' },
  qrcode: { method: 'GET', path: 'api/trainning/user/wxmpqrcode' },
  subscribeUrl: { method: 'GET', path: 'api/wechat/subscribe/url' },
  subscribe: { method: 'POST', path: 'api/wechat/subscribe', body: true, json: true },
  validateUser: { method: 'PUT', path: 'api/validateuser', body: true, json: true },
};

export const faqRoutes: Routes['faq'] = {
  start: { method: 'POST', path: 'api/trainning/v3/faq/drill', body: true, json: true },
  read: { method: 'GET', path: 'api/trainning/v3/faq/drill/:id' },
  answer: { method: 'POST', path: 'api/trainning/v3/faq/drill/:id/answer/:seq', body: true, json: true },
  uploadAnswerAudio: { method: 'POST', path: 'api/trainning/v3/faq/drill/:id/answer/:seq/audio' },
  answerAudio: { method: 'GET', path: 'api/trainning/v3/faq/drill/:id/answer/:seq/audio', binary: true },
  questionAudio: { method: 'GET', path: 'api/trainning/v3/faq/drill/:id/question/:seq/audio', binary: true },
  finish: { method: 'POST', path: 'api/trainning/v3/faq/drill/:id/finish' },
};

export const assistantRoutes: Routes['assistant'] = {
  ask: { method: 'POST', path: 'api/trainning/knowledge/ask', body: true, json: true },
  search: { method: 'GET', path: 'api/trainning/knowledge/search' },
  aiCenterToken: { method: 'GET', path: 'api/trainning/user/aicentertoken' },
  aiCenterAsk: { method: 'POST', path: 'api/aicenter/ask', body: true, json: true },
};

/** Every learner call's route — no schema — so a call is sent before its area's schemas load. */
export const LEARNER_ROUTES: Routes = {
  auth: authRoutes,
  session: sessionRoutes,
  system: systemRoutes,
  look: lookRoutes,
  sso: ssoRoutes,
  wechat: wechatRoutes,
  files: filesRoutes,
  training: trainingRoutes,
  exam: examRoutes,
  practice: practiceRoutes,
  faq: faqRoutes,
  voiceprint: voiceprintRoutes,
  appeals: appealRoutes,
  notices: noticeRoutes,
  assistant: assistantRoutes,
};
