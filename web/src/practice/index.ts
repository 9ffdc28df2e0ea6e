/** What other areas may use of the learner's voice practice; nothing else of this folder is theirs (docs/architecture.md, "Web areas"). */
export { CustomerLine } from './CustomerLine';
export { useDeviceVoice } from './deviceVoice';
export { MicrophoneError, microphoneErrorKey, recordMicrophone } from './microphone';
export { Mp3Writer } from './mp3';
export { MINE_PATH, PRACTICE_PATH, practicePath } from './paths';
export { connectPractice, type PracticeSocket } from './practiceSocket';
export { type SpokenRecording, useServerVoice } from './serverVoice';
export { wavOf } from './wav';
