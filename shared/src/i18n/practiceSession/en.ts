import type { Messages } from '../messages.js';

/** The `practiceSession` section in English. */
export const practiceSessionEn: Messages['practiceSession'] = {
  rules: {
    idRequired: 'An id is required',
    textRequired: 'Please type your answer',
    textTooLong: 'The answer is too long',
  },
  notice: {
    ttsUnavailable: 'Voice is unavailable right now; this line is shown as text only',
    llmFallback: 'The AI customer could not answer just now; the standard line was used',
  },
  voice: {
    badFrame: 'Invalid audio frame: 16 kHz 16-bit PCM of at most 4096 samples is required',
  },
  recording: {
    fileRequired: 'Upload the recording of this answer',
    notMp3: 'The recording must be an mp3 file',
    tooLarge: 'The recording is too large (at most {size})',
  },
  coach: {
    off: 'The AI coach is not enabled: no language model is set up for your organisation',
    failed: 'The AI coach could not review this session just now; open the report again later',
  },
};

/** `errors.practiceSession.*` in English. */
export const practiceSessionErrorsEn: Messages['errors']['practiceSession'] = {
  notFound: 'This practice session does not exist or is not yours',
  scenarioUnavailable: 'The scenario does not exist or is not enabled',
  finished: 'This practice session has ended',
  paused: 'The practice is paused; resume it first',
  notPaused: 'The practice is not paused',
  pauseNotAllowed: 'Practice cannot be paused in this organisation; carry on, or end and submit it',
  pauseExpired: 'The practice was paused for more than {minutes} minutes and cannot resume; restart it, or end and submit it',
  recordingNotFound: 'No recording was kept for this answer',
  dialogueNotReady: 'The recording of the whole dialogue is not ready yet',
  lineNotFound: 'This customer line does not exist',
  soundNotFound: 'This practice session has no such ringtone or background audio',
  voiceUnavailable: 'Voice is unavailable right now; try playing this line again later',
  recognitionOff: "The server does not recognise speech; use your device's speech recognition or type your answer",
  recognitionUnavailable: 'Speech recognition is unavailable right now; please type your answer',
  notRecording: 'No spoken answer is being recorded; please record again',
  notHeard: 'Did not hear your voice, please record again',
  busy: 'This practice session is going on elsewhere, please try again shortly',
  roleplayOff: 'AI role-play is not enabled: no language model is set up for your organisation; contact your administrator',
  roleplayFailed: 'The customer did not answer; please say it again',
};
