import type { Language } from '@peilian/shared';
import type { ChatMessage } from '../../providers/llm/index.js';

/** What the practice-quality report is written from: the period's aggregates, never a learner's name. */
export interface AiReportFacts {
  start: string;
  end: string;
  activeLearners: number;
  learningHours: number;
  tasksCompleted: number;
  practiceSessions: number;
  practiceAvgScore: number | null;
  exams: number;
  examPassRate: number | null;
  faqDrills: number;
  faqAvgScore: number | null;
  /** Practice score items, weakest first. */
  weakSkills: readonly { name: string; avgscore: number | null; sessions: number }[];
  /** Keyword clauses most often left unsaid in task practice. */
  missedKeywords: readonly { keyword: string; count: number }[];
  /** Intents most often answered off-script or not in time. */
  missedIntents: readonly { label: string; count: number }[];
}

const ANSWER_LANGUAGE: Record<Language, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: '英文（English）' };

const value = (number: number | null, unit = '') => (number === null ? '无数据' : `${number}${unit}`);
const listed = <T>(rows: readonly T[], line: (row: T) => string) => (rows.length ? rows.map(line).join('；') : '无数据');

/**
 * The chat asking for the practice-quality report (docs/reports.md "AI report"): the figures as a
 * system-given brief in Chinese, the answer in the caller's language, plain text with short
 * sections, nothing invented beyond the figures.
 */
export function aiReportMessages(facts: AiReportFacts, language: Language): ChatMessage[] {
  const brief = [
    `统计周期：${facts.start} 至 ${facts.end}`,
    `活跃学员：${facts.activeLearners} 人；学习时长：${facts.learningHours} 小时；完成任务：${facts.tasksCompleted} 个`,
    `陪练次数：${facts.practiceSessions} 次；陪练平均分：${value(facts.practiceAvgScore)}`,
    `考试次数：${facts.exams} 次；考试通过率：${value(facts.examPassRate, '%')}`,
    `快问快答：${facts.faqDrills} 次；平均分：${value(facts.faqAvgScore)}`,
    `最薄弱的评分项（平均分由低到高）：${listed(facts.weakSkills, (s) => `${s.name} ${value(s.avgscore)}分（${s.sessions}次）`)}`,
    `遗漏最多的关键词：${listed(facts.missedKeywords, (k) => `${k.keyword}（${k.count}次）`)}`,
    `最常答偏或超时的意图：${listed(facts.missedIntents, (i) => `${i.label}（${i.count}次）`)}`,
  ].join('\n');
  return [
    {
      role: 'system',
      content:
        '你是企业销售培训的数据分析顾问，为培训管理者撰写陪练质量报告。只依据给出的统计数据，不要编造数据或学员姓名。' +
        '报告分为：总体情况、主要问题、改进建议三部分，每部分两到四条，语言简洁、具体、可执行；不使用表格和Markdown标题。' +
        `请用${ANSWER_LANGUAGE[language]}撰写。`,
    },
    { role: 'user', content: `以下是本企业的陪练统计数据：\n${brief}\n请据此撰写陪练质量报告。` },
  ];
}
