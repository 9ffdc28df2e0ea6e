import { appealEndpoints } from './appeals.js';
import { assistantEndpoints } from './assistant.js';
import { authEndpoints } from './auth.js';
import { examEndpoints } from './exam.js';
import { faqEndpoints } from './faq.js';
import { filesEndpoints } from './files.js';
import { lookEndpoints } from './look.js';
import { noticeEndpoints } from './notices.js';
import { practiceEndpoints } from './practice.js';
import { sessionEndpoints } from './session.js';
import { ssoEndpoints } from './sso.js';
import { systemEndpoints } from './system.js';
import { trainingEndpoints } from './training.js';
import { voiceprintEndpoints } from './voiceprint.js';
import { wechatEndpoints } from './wechat.js';

/** The calls of the learner surfaces (and of sign-in, shared by every surface), by resource. */
export const learnerEndpoints = {
  auth: authEndpoints,
  session: sessionEndpoints,
  system: systemEndpoints,
  look: lookEndpoints,
  sso: ssoEndpoints,
  wechat: wechatEndpoints,
  files: filesEndpoints,
  training: trainingEndpoints,
  exam: examEndpoints,
  practice: practiceEndpoints,
  faq: faqEndpoints,
  voiceprint: voiceprintEndpoints,
  appeals: appealEndpoints,
  notices: noticeEndpoints,
  assistant: assistantEndpoints,
} as const;
