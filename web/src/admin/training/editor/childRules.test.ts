import { createTranslator, type AdminChildTask, type AdminPackageDetail } from '@peilian/shared';
import type dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { ChildFields } from './childFields';
import { childBody, childFieldsOf, emptyChild, mediaChoice, weightLeft } from './childForm';
import { childFormIssues, childTypeOptions } from './childRules';
import { paperChoice } from './examChild';
import { faqFieldsOf } from './faqChild';
import { pickerValue } from '../../time';

const pkg = {
  starttime: '2030-03-01T00:00:00.000Z',
  endtime: '2030-03-31T00:00:00.000Z',
  children: [
    { id: 'a', weight: 30, fronttaskid: '' },
    { id: 'b', weight: 30, fronttaskid: 'a' },
  ] as AdminChildTask[],
} satisfies Pick<AdminPackageDetail, 'starttime' | 'endtime' | 'children'>;
const window: [dayjs.Dayjs, dayjs.Dayjs] = [pickerValue(pkg.starttime), pickerValue(pkg.endtime)];
const pdf = mediaChoice({ id: 'm1', name: '手册.pdf', format: 'pdf', duration: 0, kind: 'file' });
const child = (changes: Partial<ChildFields> = {}): ChildFields => ({ ...emptyChild(window, 40, 3), title: '读手册', media: [pdf], ...changes });

describe('child task form', () => {
  it('starts a new child with the package times and the weight left to reach 100', () => {
    expect(weightLeft(pkg.children)).toBe(40);
    expect(weightLeft([{ weight: 33.33 }, { weight: 33.33 }])).toBe(33.34);
    expect(weightLeft([{ weight: 70 }, { weight: 50 }])).toBe(0);
    expect(childFormIssues(child(), pkg, '')).toEqual({});
  });

  it('sends file media with their required seconds and a video its seeking switch', () => {
    expect(childBody(child())).toMatchObject({ type: 4, refs: [{ mediaid: 'm1', seconds: 60 }], settings: {}, required: 1 });
    const clip = mediaChoice({ id: 'v1', name: '演示.mp4', format: 'mp4', duration: 95, kind: 'video' });
    expect(childBody(child({ type: 5, media: [clip], allowseek: true }))).toMatchObject({ refs: [{ mediaid: 'v1', seconds: 95 }], settings: { allowseek: 1 } });
  });

  it('asks for media and for valid required seconds, as the server does', () => {
    expect(childFormIssues(child({ media: [] }), pkg, '').media?.key).toBe('tasks.rules.refsRequired');
    expect(childFormIssues(child({ media: [{ ...pdf, seconds: 0 }] }), pkg, '').media).toEqual({
      key: 'tasks.rules.requiredSeconds',
      params: { min: 1, max: 86_400 },
    });
    expect(childFormIssues(child({ weight: 120 }), pkg, '').weight?.key).toBe('tasks.rules.weightRange');
  });

  it("refuses times outside the package's, quoting the package's window", () => {
    const issues = childFormIssues(child({ times: [window[0].subtract(1, 'day'), window[1]] }), pkg, '');
    expect(issues.times?.key).toBe('tasks.rules.childOutsidePackage');
    const t = createTranslator('zh-CN');
    expect(t(issues.times!.key, issues.times!.params)).toBe('子任务的时间须在任务包的时间范围内（2030-03-01 08:00 至 2030-03-31 08:00）');
  });

  it('refuses a front child task that leads back to the task itself', () => {
    expect(childFormIssues(child({ fronttaskid: 'b' }), pkg, 'a').fronttaskid?.key).toBe('tasks.rules.frontTaskSelf');
    expect(childFormIssues(child({ fronttaskid: 'a' }), pkg, 'a').fronttaskid?.key).toBe('tasks.rules.frontTaskSelf');
    expect(childFormIssues(child({ fronttaskid: 'b' }), pkg, '')).toEqual({});
  });

  it('offers file reading, video, exam, scenario and quick Q&A, none of them disabled', () => {
    const options = childTypeOptions(createTranslator('zh-CN'));
    expect(options.map((option) => option.value)).toEqual([4, 5, 2, 1, 3]);
    expect(options.at(-1)?.label).toBe('快问快答');
    expect(options.some((option) => 'disabled' in option)).toBe(false);
  });
});

describe('exam child task', () => {
  const paper = paperChoice({ id: 'p1', title: '结业考试', questioncount: 4, total: 100, minute: 30, score: 60 });
  const exam = (changes: Partial<ChildFields> = {}): ChildFields => child({ type: 2, media: [], paper, ...changes });
  const t = createTranslator('zh-CN');

  it('starts with one attempt, retakes allowed after a pass, and the marks shown after submitting', () => {
    expect(emptyChild(window, 40, 3)).toMatchObject({ paper: null, retry: 0, noRetakeAfterPass: false, review: 1 });
    expect(childFormIssues(exam(), pkg, '')).toEqual({});
  });

  it('names its paper in refs and sends the retake rules and review mode as settings', () => {
    expect(childBody(exam({ retry: 3, noRetakeAfterPass: true, review: 2 }))).toMatchObject({
      type: 2,
      refs: [{ refid: 'p1' }],
      settings: { retry: 3, noRetakeAfterPass: 1, review: 2 },
    });
    expect(childBody(exam())).toMatchObject({ settings: { retry: 0, noRetakeAfterPass: 0, review: 1 } });
  });

  it('asks for a paper with the server message', () => {
    const issue = childFormIssues(exam({ paper: null }), pkg, '').paper;
    expect(issue?.key).toBe('tasks.rules.refIdRequired');
    expect(t(issue!.key, issue!.params)).toBe('请选择关联的内容');
  });

  it('takes a whole retake count from 0 to 99999 only, with the shared retake message', () => {
    for (const retry of [null, -1, 1.5, 100_000]) {
      const issue = childFormIssues(exam({ retry }), pkg, '').retry;
      expect(issue?.key, String(retry)).toBe('exam.retake.retryInvalid');
      expect(t(issue!.key, issue!.params)).toBe('重考次数须为0到99999之间的整数');
    }
    expect(childFormIssues(exam({ retry: 99_999 }), pkg, '')).toEqual({});
    expect(childFormIssues(exam({ retry: 0 }), pkg, '')).toEqual({});
  });

  it('refuses a review mode other than score only, marks or answers', () => {
    expect(childFormIssues(exam({ review: 3 }), pkg, '').review?.key).toBe('tasks.rules.settingsInvalid');
    for (const review of [0, 1, 2]) expect(childFormIssues(exam({ review }), pkg, '')).toEqual({});
  });

  it('reads a stored exam child task as the server reads it: the paper id, its rules, marks by default', () => {
    const stored = { ...pkg.children[0]!, type: 2, title: '结业考试', sort: 1, required: 1, starttime: pkg.starttime, endtime: pkg.endtime, packageid: 'k' };
    const fields = childFieldsOf({ ...stored, refs: [{ refid: 'p1' }], settings: { retry: 2, noRetakeAfterPass: 1, review: 0 } });
    expect(fields).toMatchObject({ type: 2, paper: { id: 'p1', title: '' }, retry: 2, noRetakeAfterPass: true, review: 0, media: [] });
    expect(childFieldsOf({ ...stored, refs: [{ refid: 'p1' }], settings: { retry: 'x', review: 9 } })).toMatchObject({
      retry: 0,
      noRetakeAfterPass: false,
      review: 1,
    });
    expect(childFieldsOf({ ...stored, type: 4, refs: [], settings: { retry: 5 } })).toMatchObject({ paper: null, retry: 0 });
  });
});

describe('scenario child task', () => {
  const scenario = (changes: Partial<ChildFields> = {}): ChildFields => child({ type: 1, media: [], scenario: 's1', ...changes });
  const t = createTranslator('zh-CN');

  it('names its scenario in refs and sends its own pass score only when given', () => {
    expect(childFormIssues(scenario(), pkg, '')).toEqual({});
    expect(childBody(scenario())).toMatchObject({ type: 1, refs: [{ refid: 's1' }], settings: {} });
    expect(childBody(scenario({ passscore: 70 }))).toMatchObject({ refs: [{ refid: 's1' }], settings: { passscore: 70 } });
  });

  it('asks for a scenario with the server message, and a pass score of 0–100', () => {
    const issue = childFormIssues(scenario({ scenario: '' }), pkg, '').scenario;
    expect(t(issue!.key, issue!.params)).toBe('请选择关联的内容');
    expect(childFormIssues(scenario({ passscore: 101 }), pkg, '').passscore?.key).toBe('tasks.rules.settingsInvalid');
    expect(childFormIssues(scenario({ passscore: -1 }), pkg, '').passscore?.key).toBe('tasks.rules.settingsInvalid');
    expect(childFormIssues(scenario({ passscore: 0 }), pkg, '')).toEqual({});
  });

  it('reads a stored scenario child task: the scenario id and its pass score', () => {
    const stored = { ...pkg.children[0]!, type: 1, title: '展厅接待', sort: 1, required: 1, starttime: pkg.starttime, endtime: pkg.endtime, packageid: 'k' };
    expect(childFieldsOf({ ...stored, refs: [{ refid: 's1' }], settings: { passscore: 80 } })).toMatchObject({ scenario: 's1', passscore: 80, paper: null });
    expect(childFieldsOf({ ...stored, refs: [{ refid: 's1' }], settings: {} })).toMatchObject({ scenario: 's1', passscore: null });
  });
});

describe('quick Q&A child task', () => {
  const faq = (changes: Partial<ChildFields> = {}): ChildFields => child({ type: 3, media: [], faqCatalogs: ['c1', 'c2'], ...changes });
  const t = createTranslator('zh-CN');
  const message = (issue: { key: Parameters<typeof t>[0]; params?: Parameters<typeof t>[1] } | undefined) => issue && t(issue.key, issue.params);
  const stored = { ...pkg.children[0]!, type: 3, title: '产品问答', sort: 1, required: 1, starttime: pkg.starttime, endtime: pkg.endtime, packageid: 'k' };

  it('starts drawing 10 questions by catalogue, pass score 60, 60 s to answer and 15 s to think', () => {
    expect(emptyChild(window, 40, 3)).toMatchObject({
      faqSource: 'catalog',
      faqCatalogs: [],
      faqQuestions: [],
      faqCount: 10,
      faqPassScore: 60,
      faqAnswerSeconds: 60,
      faqThinkingSeconds: 15,
    });
    expect(childFormIssues(faq(), pkg, '')).toEqual({});
  });

  it('names the catalogues or the chosen questions in refs, as its source says, with its settings', () => {
    expect(childBody(faq({ faqCount: 5, faqPassScore: 80 }))).toMatchObject({
      type: 3,
      refs: [{ refid: 'c1' }, { refid: 'c2' }],
      settings: { source: 'catalog', count: 5, passscore: 80, answerseconds: 60, thinkingseconds: 15 },
    });
    const list = faq({ faqSource: 'list', faqQuestions: [{ id: 'q1', question: '价格多少？' }] });
    expect(childBody(list)).toMatchObject({ refs: [{ refid: 'q1' }], settings: { source: 'list' } });
    expect(childFormIssues(list, pkg, '')).toEqual({});
  });

  it('asks for catalogues or questions on the field of the chosen source, with the server message', () => {
    const byCatalog = childFormIssues(faq({ faqCatalogs: [] }), pkg, '');
    expect(Object.keys(byCatalog)).toEqual(['faqCatalogs']);
    expect(message(byCatalog.faqCatalogs)).toBe('请选择快问快答的题目分类或题目');
    const byList = childFormIssues(faq({ faqSource: 'list' }), pkg, '');
    expect(Object.keys(byList)).toEqual(['faqQuestions']);
    const many = Array.from({ length: 101 }, (_, index) => ({ id: `q${index}`, question: '问' }));
    expect(childFormIssues(faq({ faqSource: 'list', faqQuestions: many }), pkg, '').faqQuestions?.key).toBe('tasks.rules.refsTooMany');
  });

  it('checks each setting on its own field: draw count 1–100, pass score above 0, answer 10–300 s, thinking 0–120 s', () => {
    for (const faqCount of [null, 0, 101, 2.5]) {
      expect(message(childFormIssues(faq({ faqCount }), pkg, '').faqCount), String(faqCount)).toBe('抽题数量须为1到100之间的整数');
    }
    expect(message(childFormIssues(faq({ faqPassScore: 0 }), pkg, '').faqPassScore)).toBe('及格分须大于0且不超过100');
    expect(message(childFormIssues(faq({ faqAnswerSeconds: 5 }), pkg, '').faqAnswerSeconds)).toBe('答题时间须为10到300秒之间的整数');
    expect(message(childFormIssues(faq({ faqThinkingSeconds: 121 }), pkg, '').faqThinkingSeconds)).toBe('思考时间须为0到120秒之间的整数');
    expect(Object.keys(childFormIssues(faq({ faqThinkingSeconds: 0, faqCount: 100, faqPassScore: 100 }), pkg, ''))).toEqual([]);
  });

  it('reads a stored quick Q&A child task: its source, refs and settings, the defaults for settings it cannot read', () => {
    const list = childFieldsOf({
      ...stored,
      refs: [{ refid: 'q1' }, { refid: 'q2' }],
      settings: { source: 'list', count: 2, passscore: 70, answerseconds: 90, thinkingseconds: 0 },
    });
    expect(list).toMatchObject({
      faqSource: 'list',
      faqCatalogs: [],
      faqQuestions: [
        { id: 'q1', question: '' },
        { id: 'q2', question: '' },
      ],
      faqCount: 2,
      faqPassScore: 70,
      faqAnswerSeconds: 90,
      faqThinkingSeconds: 0,
    });
    expect(childFieldsOf({ ...stored, refs: [{ refid: 'c1' }], settings: { count: 'x' } })).toMatchObject({
      faqSource: 'catalog',
      faqCatalogs: ['c1'],
      faqCount: 10,
    });
    expect(faqFieldsOf({ type: 4, refs: [], settings: { count: 3 } })).toMatchObject({ faqCatalogs: [], faqCount: 10 });
  });
});
