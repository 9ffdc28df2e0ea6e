/**
 * The test support every suite shares (`@peilian/server/testing`): the real server as a process on
 * a copy of the run's seeded demo database, API calls from outside the apps, the demo accounts,
 * common records, the database states no API makes, and the fakes of the cloud providers. Its
 * vitest global setup (`@peilian/server/testing/globalSetup`) builds that database once per run.
 */
import { join } from 'node:path';
import { SERVER_DIR } from './serverProcess.js';

export { callApi, DEMO_ORGANISATION, DEMO_PASSWORD, outboxCode, sealedPassword, signIn, userIdOf } from './api.js';
export { dataDirWith, freshDataDir, queryDataDir, type Statement } from './serverData.js';
export { freePort } from './ports.js';
export { startPostgresServer, startRedisServer, type EngineServer } from './engines.js';
export { HR_FILES } from './hrFiles.js';
export { dataDirWithHistory } from './history.js';
export { demoScenarioCopy, demoScenarioWithSounds, publishedExam, type PublishedExam, type PublishedExamOptions, type ScenarioRules } from './records.js';
export { SERVER_DIR, startServerProcess, type ServerProcess, type ServerProcessOptions } from './serverProcess.js';
export { copyTemplateDataDir, type TestTemplate } from './template.js';
export { requireEspeak, speechAudio, writeSpeechWav, type SpeechAudio } from '../fakes/speechWav.js';
export { encodeWav } from '../../src/providers/tts/wav.js';
export { gatedEspeak, type GatedEspeak } from '../fakes/gatedEspeak.js';
export { startFakeTencentAsr, type FakeTencentAsr } from '../fakes/tencentAsr.js';
export { CANNED_ROLEPLAY_REPLY, startFakeOpenAi, type FakeOpenAi } from '../fakes/openAi.js';
export { startFakeSpeakerEmbedding, type FakeSpeakerEmbedding } from '../fakes/speakerEmbedding.js';
export { startSmtpCatcher, type ReceivedMail, type SmtpCatcher } from '../fakes/smtp.js';
export { startFakeS3, type FakeS3 } from '../fakes/s3.js';
export { voiceprintSockets } from '../voiceprintClient.js';

/**
 * `node FAKE_RUNNER <kind>` runs a fake as its own process (see test/fakes/run.ts). Joined as a
 * path, not built as a URL: jsdom test environments replace the global URL.
 */
export const FAKE_RUNNER = join(SERVER_DIR, 'test', 'fakes', 'run.mjs');
