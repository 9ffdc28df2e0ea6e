export { CustomerLine } from './CustomerLine';
export { useDeviceVoice } from './deviceVoice';
export { MicrophoneError, microphoneErrorKey, recordMicrophone } from './microphone';
export { Mp3Writer } from './mp3';
export { MINE_PATH, PRACTICE_PATH } from './paths';
export { connectPractice, type PracticeSocket } from './practiceSocket';
export { type SpokenRecording, useServerVoice } from './serverVoice';
export { wavOf } from './wav';
