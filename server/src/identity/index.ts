/**
 * What other domains may use of identity — nothing else of this folder is theirs to import
 * (docs/architecture.md, "Server domains"; eslint.config.js and layout.test.ts hold the border).
 */
export { openSealedPasswordPair } from './loginKeys.js';
export { sendApprovalSms } from './notices.js';
export { CAPTCHA_DEMAND_LOG_S, PASSWORD_GUESSING } from './policy.js';
export { checkSmsCode } from './smsCodes.js';
export { forgetVoiceprint, removeAtProvider } from './voiceprint/forget.js';
