import { describe, expect, it } from 'vitest';
import { dialogueScriptSchema, runDialogue, SCRIPT_DEFAULT_GAP_MS } from './simulate.js';
import type { FlowNode } from './schema.js';
import { line, node, says, scenarioOf } from './testFactories.js';
import { validateScenario } from './validate.js';

/**
 * A full after-sales call: the customer calls about a service appointment, the advisor greets,
 * books a time, answers a question about the price of the service, and the call ends.
 */
function serviceCall(overrides = {}) {
  const nodes: FlowNode[] = [
    node('start', 'start', [line('open', 'c-call')]),
    node('c-call', 'customer', [says('call', 's-greet', '喂，你好，我想预约保养。')]),
    node('s-greet', 'student', [
      line('greet', 'c-time', {
        label: '问候',
        normtext: '您好，感谢致电途岳售后服务中心，请问您的车牌号是多少？',
        keywords: '您好,车牌',
        scripts: ['您好，这里是途岳售后，请问车牌号是多少？'],
      }),
    ]),
    node('c-time', 'customer', [says('time', 's-book', '车牌是京A12345。周六上午可以吗？', { emotion: 0 })]),
    node('s-book', 'student', [
      line('book', 'c-price', { label: '确认预约', normtext: '可以的，已为您预约周六上午十点，到店请找服务顾问小张。', keywords: '预约,周六' }),
      line('full', 'c-other', { label: '已约满', normtext: '周六已经约满了，周日上午可以吗？', keywords: '约满|满了' }),
    ]),
    node('c-other', 'customer', [says('other', 'q-price', '那就周日吧。这次保养多少钱？', { emotion: 6 })]),
    node('c-price', 'customer', [says('price', 'q-price', '好的。这次保养大概多少钱？', { emotion: 1 })]),
    node('q-price', 'question', [
      line('answer', 'end', {
        label: '报价',
        normtext: '常规保养六百元左右，含机油和机滤。',
        keywords: '六百|600,机油',
        speechtype: 1,
        specifytext: '明白了，谢谢，周六见。',
      }),
    ]),
    node('end', 'end'),
  ];
  return scenarioOf(nodes, {
    name: '保养预约来电',
    crossNode: true,
    smartBreak: true,
    keywords: ['车牌', '机滤'],
    specialRules: {
      silence: { enabled: true, timeoutSeconds: 8, maxTriggers: 2, replyText: '喂？还在吗？' },
      nonStandard: { enabled: true, maxAnswers: 3, firstAlertAt: 1, answerTimeoutSeconds: 20, onExceeded: 'hangup', alertText: '您说什么？' },
    },
    ...overrides,
  });
}

const LEXICON = {
  hotWords: [{ word: '途岳', replace: '图岳|涂月' }],
  synonyms: [{ base: '预约', synonyms: ['约好', '安排'] }],
  sensitive: ['不知道'],
  polite: ['您好', '请问', '谢谢', '感谢'],
};

describe('a full scripted dialogue', () => {
  it('is a complete, valid flow', () => {
    expect(validateScenario(serviceCall()).issues).toEqual([]);
  });

  it('runs turn by turn: matches, a filler, an interruption, silence, an alert, a question and the end', () => {
    const script = dialogueScriptSchema.parse({
      lexicon: LEXICON,
      events: [
        { type: 'utterance', text: '嗯嗯', time: 1000, duringCustomerSpeech: true },
        '您好，感谢致电图岳售后服务中心，请问您的车牌号是多少？',
        { type: 'silence' },
        '我不知道。',
        { type: 'utterance', text: '没问题，已经给您安排好周六上午十点，到店请找服务顾问小张。', duringCustomerSpeech: true },
        { type: 'answerTimeout' },
        { type: 'utterance', text: '常规保养600元左右，含机油机滤。', time: 60_000 },
        '还有别的吗',
      ],
    });
    const run = runDialogue(serviceCall(), script);
    const rows = run.rows.map((r) => ({
      event: r.event,
      turn: r.turn,
      time: r.time,
      node: r.node,
      intent: r.intent?.id ?? null,
      next: r.next,
      customer: r.customer.map((c) => c.text),
      ignored: r.ignored,
      ended: r.ended,
    }));
    expect(rows).toEqual([
      { event: 'start', turn: 0, time: 0, node: null, intent: null, next: 's-greet', customer: ['喂，你好，我想预约保养。'], ignored: null, ended: null },
      { event: 'utterance', turn: null, time: 1000, node: 's-greet', intent: null, next: 's-greet', customer: [], ignored: 'filler', ended: null },
      {
        event: 'utterance',
        turn: 1,
        time: 4000,
        node: 's-greet',
        intent: 'greet',
        next: 's-book',
        customer: ['车牌是京A12345。周六上午可以吗？'],
        ignored: null,
        ended: null,
      },
      { event: 'silence', turn: null, time: 12_000, node: 's-book', intent: null, next: 's-book', customer: ['喂？还在吗？'], ignored: null, ended: null },
      { event: 'utterance', turn: 2, time: 16_000, node: 's-book', intent: null, next: 's-book', customer: ['您说什么？'], ignored: null, ended: null },
      {
        event: 'utterance',
        turn: 3,
        time: 20_000,
        node: 's-book',
        intent: 'book',
        next: 'q-price',
        customer: ['好的。这次保养大概多少钱？'],
        ignored: null,
        ended: null,
      },
      { event: 'answerTimeout', turn: 4, time: 40_000, node: 'q-price', intent: null, next: 'q-price', customer: ['您说什么？'], ignored: null, ended: null },
      {
        event: 'utterance',
        turn: 5,
        time: 60_000,
        node: 'q-price',
        intent: 'answer',
        next: 'end',
        customer: ['明白了，谢谢，周六见。'],
        ignored: null,
        ended: 'completed',
      },
      { event: 'utterance', turn: null, time: 64_000, node: 'end', intent: null, next: 'end', customer: [], ignored: 'sessionEnded', ended: null },
    ]);

    const [, , greet, , wrong, book, timeout, answer] = run.rows;
    expect(greet?.polite.map((p) => p.word)).toEqual(['您好', '感谢', '请问']);
    expect(greet?.score).toEqual({ outcome: 'matched', reference: 'greet', similarity: 1, wording: 1, quality: 1, points: 100 });
    expect(wrong?.sensitive).toEqual([{ word: '不知道', text: '不知道', start: 1, end: 4 }]);
    expect(wrong?.nonStandard).toEqual({ count: 1, alert: true, timeout: false });
    expect(book?.keywords?.hit.map((h) => [h.term, h.text])).toEqual([
      ['预约', '安排'],
      ['周六', '周六'],
    ]);
    expect(book?.match).toBe('keywords');
    expect(timeout?.score?.outcome).toBe('timeout');
    expect(timeout?.nonStandard).toEqual({ count: 1, alert: true, timeout: true });
    expect(answer?.keywords).toMatchObject({ hit: [{ term: '600' }, { term: '机油' }], missed: [] });
    expect(run.summary).toEqual({
      reason: 'completed',
      completed: true,
      path: ['start', 'c-call', 's-greet', 'c-time', 's-book', 'c-price', 'q-price', 'end'],
      turns: 5,
      nonStandardAnswers: 2,
      timeouts: 1,
      silences: 1,
      scenarioKeywords: [
        { expression: '车牌', turn: 1 },
        { expression: '机滤', turn: 5 },
      ],
    });
  });

  it('takes the other branch, and a cross-node match, from the same scenario', () => {
    const script = dialogueScriptSchema.parse({
      events: ['您好，请问车牌号多少？', '不好意思，周六已经约满了，周日可以吗？', '六百块，含机油'],
    });
    const run = runDialogue(serviceCall(), script);
    expect(run.rows.map((r) => r.intent?.id ?? null)).toEqual([null, 'greet', 'full', 'answer']);
    expect(run.rows[2]?.customer[0]).toMatchObject({ text: '那就周日吧。这次保养多少钱？', emotion: 6 });
    expect(run.summary?.completed).toBe(true);

    const jump = runDialogue(serviceCall(), dialogueScriptSchema.parse({ events: ['您好，请问车牌？', '常规保养六百元，含机油。'] }));
    expect(jump.rows[2]).toMatchObject({ intent: { node: 'q-price', id: 'answer' }, crossNode: true, ended: 'completed' });
  });

  it('hangs up after too many non-standard answers, and stops where the script stops', () => {
    const hangup = runDialogue(serviceCall(), dialogueScriptSchema.parse({ events: ['啊？', '什么', '听不清'] }));
    expect(hangup.rows.at(-1)?.ended).toBe('nonStandardLimit');
    expect(hangup.summary).toMatchObject({ reason: 'nonStandardLimit', nonStandardAnswers: 3, completed: false });

    const unfinished = runDialogue(serviceCall(), dialogueScriptSchema.parse({ events: ['您好，请问车牌号是多少？'] }));
    expect(unfinished.summary).toBeNull();
    expect(unfinished.state.session).toMatchObject({ status: 'awaiting', nodeId: 's-book' });
  });

  it('fills in missing times: a gap for speech, the timer’s moment for silence and answer timeouts', () => {
    const script = dialogueScriptSchema.parse({ events: ['啊？', { type: 'silence' }, { type: 'answerTimeout' }, { type: 'end' }] });
    const times = runDialogue(serviceCall(), script).rows.map((r) => r.time);
    expect(times).toEqual([
      0,
      SCRIPT_DEFAULT_GAP_MS,
      SCRIPT_DEFAULT_GAP_MS + 8000,
      SCRIPT_DEFAULT_GAP_MS + 20_000,
      SCRIPT_DEFAULT_GAP_MS + 20_000 + SCRIPT_DEFAULT_GAP_MS,
    ]);
  });

  it('lets options override the script’s seed and libraries', () => {
    const nodes = serviceCall();
    nodes.flow.nodes[1]!.transitions[0] = says('call', 's-greet', '', { speechtype: 2, speechid: 'sp-1' });
    const script = dialogueScriptSchema.parse({ speeches: { 'sp-1': { text: '文件里的话术' } }, events: [] });
    expect(runDialogue(nodes, script).rows[0]?.customer[0]?.text).toBe('文件里的话术');
    expect(runDialogue(nodes, script, { speeches: { 'sp-1': { text: '选项里的话术' } } }).rows[0]?.customer[0]?.text).toBe('选项里的话术');
  });
});

describe('dialogueScriptSchema', () => {
  it.each([
    ['no events', {}],
    ['an unknown event type', { events: [{ type: 'shout' }] }],
    ['a negative time', { events: [{ type: 'silence', time: -1 }] }],
    ['an over-long utterance', { events: ['字'.repeat(1001)] }],
    ['a malformed lexicon', { lexicon: { hotWords: 'x' }, events: [] }],
  ])('refuses %s', (_name, input) => {
    expect(dialogueScriptSchema.safeParse(input).success).toBe(false);
  });
});
