import { describe, expect, it } from 'vitest';
import { isNetworkFailure } from '../api/client.js';
import { TransportError, type TransportResponse } from '../api/transport.js';
import { createTranslator } from '../i18n/bundled.js';
import type { MyReport } from '../schemas/myReport.js';
import { scriptedLearnerApi, type ScriptedAnswer } from '../testing/scriptedApi.js';
import { createMyReportStore } from './myReportStore.js';
import { figureRows, learningTimeText, resultTimeText, scoreText } from './myReportText.js';

const FIGURES: MyReport = {
  successed: true,
  learningseconds: 3 * 3600 + 25 * 60 + 40,
  tasks: 8,
  completed: 5,
  passed: 1,
  avgscore: 78.25,
  practicesessions: 4,
  exams: 3,
  passedexams: 2,
  recent: [
    { kind: 'practice', title: 'SUV展厅接待', score: 86.7, at: '2026-11-23T02:30:00.000Z' },
    { kind: 'exam', title: '结业考试', score: 100, at: '2026-11-22T09:00:00.000Z' },
  ],
};

/** The learner table over a scripted transport: each request takes the next answer, then the figures. */
const boundOver = (...answers: ScriptedAnswer[]) => scriptedLearnerApi(() => ({ status: 200, data: FIGURES }), ...answers);

describe("the learner's own figures store", () => {
  it('loads the figures from the personal centre call and keeps them without the envelope', async () => {
    const { api, requests } = boundOver();
    const store = createMyReportStore(api.training.myReport);
    expect(store.getState()).toMatchObject({ status: 'idle', report: null });
    const loading = store.getState().load();
    expect(store.getState().status).toBe('loading');
    await loading;
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET https://peilian.test/api/trainning/v3/mine/report']);
    const { successed: _ok, ...figures } = FIGURES;
    expect(store.getState()).toEqual(expect.objectContaining({ status: 'ready', failure: null, report: figures }));
  });

  it('keeps the figures it has when a reload fails offline, and shows the new ones after a retry', async () => {
    const fresher = { ...FIGURES, practicesessions: 5 };
    const { api } = boundOver({ status: 200, data: FIGURES }, new TransportError('network'), { status: 200, data: fresher });
    const store = createMyReportStore(api.training.myReport);
    await store.getState().load();
    await store.getState().load();
    expect(store.getState().status).toBe('failed');
    expect(isNetworkFailure(store.getState().failure?.error)).toBe(true);
    expect(store.getState().report?.practicesessions).toBe(4);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'ready', failure: null, report: { practicesessions: 5 } });
  });

  it('fails with the server refusal and an answer that breaks the contract, never with a half report', async () => {
    const { api } = boundOver({ status: 401, data: { errcode: 10000, errmsg: '请先登录' } }, { status: 200, data: { successed: true, tasks: 'many' } });
    const store = createMyReportStore(api.training.myReport);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'failed', report: null, failure: { error: { errcode: 10000 } } });
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'failed', report: null });
  });

  it('shows the newest load when an older answer arrives last', async () => {
    let answerFirst: (response: TransportResponse) => void = () => undefined;
    const slow = new Promise<TransportResponse>((resolve) => (answerFirst = resolve));
    const { api } = boundOver(slow, { status: 200, data: { ...FIGURES, exams: 9 } });
    const store = createMyReportStore(api.training.myReport);
    const first = store.getState().load();
    await store.getState().load();
    answerFirst({ status: 200, data: FIGURES });
    await first;
    expect(store.getState().report?.exams).toBe(9);
  });
});

describe("the words of the learner's own figures", () => {
  const zh = createTranslator('zh-CN');
  const en = createTranslator('en');
  const tw = createTranslator('zh-TW');

  it('gives learning time in hours and minutes, and scores to one decimal', () => {
    expect(learningTimeText(zh, 3 * 3600 + 25 * 60 + 40)).toBe('3小时25分钟');
    expect(learningTimeText(en, 59 * 60 + 59)).toBe('59 min');
    expect(learningTimeText(tw, 0)).toBe('0分鐘');
    expect(scoreText(zh, 78.25)).toBe('78.3分');
    expect(scoreText(en, 100)).toBe('100 pts');
    expect(scoreText(en, null)).toBe('—');
  });

  it('lists the figures in the order both apps show them, in the learner language', () => {
    const { successed: _ok, ...figures } = FIGURES;
    expect(figureRows(zh, figures).map((row) => `${row.label} ${row.value}`)).toEqual([
      '累计学习时长 3小时25分钟',
      '已完成任务 5/8',
      '通过任务包 1',
      '平均分 78.3分',
      '练习次数 4',
      '考试通过 2/3',
    ]);
    expect(figureRows(en, figures).map((row) => row.label)).toContain('Exams passed');
    expect(resultTimeText(FIGURES.recent[0]!.at, 'Asia/Shanghai')).toBe('2026-11-23 10:30');
  });
});
