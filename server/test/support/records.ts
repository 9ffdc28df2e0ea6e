import { demoAmbienceWav, demoRingtoneWav } from '../../src/seed/demoSounds.js';
import { callApi } from './api.js';

/** Common records made through the real admin API, as an administrator would make them. */

/** Calls the admin API and answers the body, or fails with what the server said. */
async function made<T>(base: string, token: string, method: string, path: string, body?: Record<string, unknown>): Promise<T> {
  const answer = await callApi<T>(base, method, path, { token, body });
  if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

type Choice = { id: string; content: string; iscorrect: number };

const choices = (correct: string[], ...texts: string[]): Choice[] =>
  texts.map((content, index) => {
    const id = String.fromCharCode(65 + index);
    return { id, content, iscorrect: correct.includes(id) ? 1 : 0 };
  });

async function question(base: string, token: string, body: Record<string, unknown>): Promise<string> {
  const created = await made<{ question: { id: string } }>(base, token, 'POST', 'api/admin/study/question', { level: 2, score: 10, promotion: '', ...body });
  return created.question.id;
}

export interface PublishedExam {
  packageId: string;
  childId: string;
}

export interface PublishedExamOptions {
  /** Minutes before the learner may submit (default 0). */
  limitMinute?: number;
  /** When the exam opens, from now (default: a minute ago). */
  opensInMs?: number;
  /** When the package and the exam close, from now (default: a day). */
  closesInMs?: number;
}

/**
 * Four questions worth 25 each — single (A right), multiple (A and C right), true/false (A right),
 * fill (北京, 上海) — in a published paper (30 minutes, submission after `limitMinute`, pass 60), as
 * the only child task of a package published now for one learner. Answers the package and child task ids.
 */
export async function publishedExam(
  base: string,
  token: string,
  learnerId: string,
  title: string,
  { limitMinute = 0, opensInMs = -60_000, closesInMs = 24 * 60 * 60 * 1000 }: PublishedExamOptions = {},
): Promise<PublishedExam> {
  const ids = [
    await question(base, token, { type: 0, text: `${title}：单选`, choices: choices(['A'], '先认同客户', '马上降价') }),
    await question(base, token, { type: 1, text: `${title}：多选`, choices: choices(['A', 'C'], '复述', '打断', '提问') }),
    await question(base, token, { type: 2, text: `${title}：判断`, choices: choices(['A'], '正确', '错误') }),
    await question(base, token, { type: 3, text: `${title}：填空`, choices: [], answer: '北京,上海' }),
  ];
  const { paper } = await made<{ paper: { id: string } }>(base, token, 'POST', 'api/admin/study/paper', {
    title,
    minute: 30,
    limitMinute,
    score: 60,
    questions: ids.map((id) => ({ id, score: 25 })),
  });
  await made(base, token, 'POST', `api/admin/study/paper/${paper.id}/status`, { status: 1 });

  const now = Date.now();
  const endtime = now + closesInMs;
  const created = await made<{ package: { id: string } }>(base, token, 'POST', 'api/admin/task/package', {
    tasktype: 2,
    title,
    passscore: 60,
    sort: 0,
    starttime: now - 60_000,
    endtime,
    range: { users: [learnerId] },
  });
  const packageId = created.package.id;
  const { child } = await made<{ child: { id: string } }>(base, token, 'POST', `api/admin/task/package/${packageId}/child`, {
    type: 2,
    title,
    weight: 100,
    sort: 0,
    required: 1,
    starttime: now + opensInMs,
    endtime,
    refs: [{ refid: paper.id }],
    settings: { retry: 1, review: 2 },
  });
  await made(base, token, 'POST', `api/admin/task/package/${packageId}/publish`, { mode: 'now' });
  return { packageId, childId: child.id };
}

/** The special rules of a scenario document, as its export carries them. */
export type ScenarioRules = { silence: Record<string, unknown>; nonStandard: Record<string, unknown> };

/**
 * A copy of the seeded demo scenario (SUV展厅接待) saved under `name` with its special rules
 * changed, exported and imported as an administrator would; answers the new scenario's id.
 */
export async function demoScenarioCopy(
  base: string,
  token: string,
  name: string,
  change: (rules: ScenarioRules) => void,
  references: { bgmid?: string; ringtoneid?: string } = {},
): Promise<string> {
  const list = await made<{ rows: { id: string }[] }>(base, token, 'GET', `api/admin/material/scene?status=enabled&name=${encodeURIComponent('SUV展厅接待')}`);
  const demo = list.rows[0];
  if (!demo) throw new Error('the demo scenario SUV展厅接待 is not seeded');
  const exported = await fetch(`${base}/api/admin/material/scene/${demo.id}/export`, { headers: { token } });
  const scenario = (await exported.json()) as Record<string, unknown> & { specialRules: ScenarioRules };
  scenario.name = name;
  change(scenario.specialRules);
  const created = await made<{ scene: { id: string; status: string } }>(base, token, 'POST', 'api/admin/material/scene', { scenario, ...references });
  if (created.scene.status !== 'enabled') throw new Error(`the copy ${name} is ${created.scene.status}, not enabled`);
  return created.scene.id;
}

/**
 * An audio of the voice library uploaded as the back office does (multipart, written by hand: a jsdom
 * suite's FormData is not the one Node's fetch sends): its id.
 */
async function uploadedAudio(base: string, token: string, kind: 'bgm' | 'ringtone', name: string, bytes: Buffer): Promise<string> {
  const boundary = 'peilian-audio';
  const field = (fieldName: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      `${field('kind', kind)}${field('name', name)}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${kind}.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await fetch(`${base}/api/admin/voice/audio`, {
    method: 'POST',
    headers: { token, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  const answer = (await response.json()) as { audio?: { id: string } };
  if (response.status !== 200 || !answer.audio) throw new Error(`audio upload answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.audio.id;
}

/**
 * A copy of the demo scenario (as `demoScenarioCopy`) that rings and has a room behind it: the demo's
 * ringtone and ambience (docs/practice.md "Ringtone and ambience") uploaded under `name`. Answers the
 * scenario's id and the two audio ids.
 */
export async function demoScenarioWithSounds(
  base: string,
  token: string,
  name: string,
): Promise<{ scenarioId: string; ringtoneId: string; ambienceId: string }> {
  const ringtoneId = await uploadedAudio(base, token, 'ringtone', `${name}铃声`, demoRingtoneWav());
  const ambienceId = await uploadedAudio(base, token, 'bgm', `${name}环境音`, demoAmbienceWav());
  const scenarioId = await demoScenarioCopy(base, token, name, () => undefined, { ringtoneid: ringtoneId, bgmid: ambienceId });
  return { scenarioId, ringtoneId, ambienceId };
}
