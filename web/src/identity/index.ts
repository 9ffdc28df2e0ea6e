/** What other areas may use of sign-in and the session; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { LoginPage } from './login/LoginPage';
export { forgetLook, useLook } from './session/look';
export { LookLogo } from './session/LookLogo';
export { PasswordGate } from './session/PasswordGate';
export { SessionKeeper } from './session/SessionKeeper';
export { refreshWatermark, Watermark } from './session/Watermark';
export type { SignInHeadStart } from './login/headStart';
export { VoiceprintCard } from './voiceprint/VoiceprintCard';
export { followBrowserSignIns } from './voiceprint/recentAccounts';
