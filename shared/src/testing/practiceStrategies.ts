/**
 * Ways of playing the demo practice scenario (docs/examples/car-sales.scenario.json) for the
 * fairness suite (docs/practice.md "Fairness"): an honest complete conversation, and strategies
 * that try to score without answering well. Each is a list of learner events: a string is an
 * answer; `answerTimeout`, `silence` and `end` are the timers and 结束练习. A strategy runs until
 * the session ends (then `end` is sent if it has not).
 */

export type StrategyEvent = string | 'answerTimeout' | 'silence' | 'end';

/** The demo organisation's word libraries as the engine's lexicon (server/src/seed/practice.ts). */
export const DEMO_LEXICON = {
  hotWords: [{ word: 'SUV', replace: 'suv|s u v' }],
  synonyms: [{ base: '优惠', synonyms: ['折扣', '便宜点', '打折'] }],
  sensitive: ['骗子', '垃圾', '忽悠'],
  polite: ['您好', '谢谢', '请', '不好意思'],
};

/** The demo scoring rule 汽车销售评分. */
export const DEMO_SCORING_RULE = {
  passScore: 60,
  items: [
    { name: '关键词', weight: 40, min: 0, max: 100 },
    { name: '流程完整度', weight: 30, min: 0, max: 100 },
    { name: '礼貌用语', weight: 20, min: 0, max: 100 },
    { name: '语速音量', weight: 10, min: 0, max: 100 },
  ],
};

/** Honest answers to the three learner nodes (接待, 报价与优惠, 保修政策), without polite words. */
export const HONEST = [
  '欢迎光临途岳展厅，我是销售顾问小王，怎么称呼您？',
  '这款途岳指导价二十二万，本月有一万元现金优惠，还送五年免费保养。',
  '整车保修三年或十万公里，以先到者为准。',
];
/** The same with polite words. */
export const HONEST_POLITE = [
  '您好，欢迎光临途岳展厅！我是销售顾问小王，请问怎么称呼您？',
  '这款途岳指导价二十二万，本月有一万元现金优惠，还送五年免费保养，谢谢您的关注。',
  '整车保修三年或十万公里，以先到者为准，请放心。',
];

const STUFF = '欢迎称呼贵姓家用商务用途优惠保养试驾三年十万您好谢谢请不好意思';
const stuffed = STUFF.repeat(Math.ceil(990 / STUFF.length)).slice(0, 990);
const times = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);

export interface Strategy {
  name: string;
  events: StrategyEvent[];
  /** The strategy answers every node itself (may pass). */
  honest?: true;
}

export const STRATEGIES: Strategy[] = [
  { name: 'honest', events: HONEST, honest: true },
  { name: 'honest, polite', events: HONEST_POLITE, honest: true },
  { name: 'one answer, then timeouts', events: [HONEST_POLITE[0]!, ...times(9, 'answerTimeout')] },
  { name: 'cross-node jump to the last node', events: [HONEST_POLITE[2]!] },
  { name: 'bare keywords', events: ['欢迎贵姓', '优惠保养', '三年十万'] },
  { name: '990 characters stuffed', events: times(6, stuffed) },
  { name: 'polite filler', events: times(12, '您好，谢谢，不好意思，请') },
  { name: 'off-topic', events: times(12, '今天天气真不错，我们聊聊足球吧') },
  { name: 'early end after one answer', events: [HONEST_POLITE[0]!, 'end'] },
  { name: 'early end after two answers', events: [HONEST_POLITE[0]!, HONEST_POLITE[1]!, 'end'] },
  { name: 'repetition', events: HONEST.map((answer) => answer.repeat(6)) },
  { name: 'very long answers', events: HONEST.map((answer) => `${answer}${'我们店里环境很好，停车也方便，周末活动很多，欢迎常来坐坐喝茶聊天。'.repeat(12)}`) },
  { name: 'silence', events: times(6, 'silence') },
  {
    name: 'switching language',
    events: ['Welcome, may I have your name?', 'There is a discount of ten thousand and free maintenance.', 'Three years or 100,000 km warranty.'],
  },
  { name: 'keywords with polite words only', events: ['您好欢迎贵姓谢谢', '请优惠保养谢谢', '您好三年十万谢谢'] },
];
