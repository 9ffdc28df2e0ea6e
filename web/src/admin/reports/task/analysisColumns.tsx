import type { Translate } from '@peilian/shared';
import type { ColumnsType } from 'antd/es/table';
import { rateOf, rateText, scoreText } from '../format';
import type { ChildAnalysis } from '../reportTypes';

export type KeywordRow = ChildAnalysis['missedkeywords'][number];
export type IntentRow = ChildAnalysis['missedintents'][number];
export type QuestionRow = ChildAnalysis['questions'][number];
export type FaqRow = ChildAnalysis['faqs'][number];

export const keywordColumns = (t: Translate): ColumnsType<KeywordRow> => [
  { key: 'keyword', title: t('reports.analysis.keyword'), dataIndex: 'keyword' },
  { key: 'count', title: t('reports.analysis.count'), dataIndex: 'count', align: 'right' },
];

export const intentColumns = (t: Translate): ColumnsType<IntentRow> => [
  { key: 'label', title: t('reports.analysis.intent'), dataIndex: 'label' },
  { key: 'count', title: t('reports.analysis.count'), dataIndex: 'count', align: 'right' },
];

/** Item analysis: each exam question's answers and how many were right. */
export const questionColumns = (t: Translate): ColumnsType<QuestionRow> => [
  { key: 'text', title: t('reports.analysis.question'), dataIndex: 'text' },
  { key: 'answered', title: t('reports.analysis.answered'), dataIndex: 'answered', align: 'right' },
  { key: 'correct', title: t('reports.analysis.correct'), dataIndex: 'correct', align: 'right' },
  { key: 'rate', title: t('reports.analysis.correctRate'), align: 'right', render: (_, row) => rateText(rateOf(row.correct, row.answered)) },
];

export const faqColumns = (t: Translate): ColumnsType<FaqRow> => [
  { key: 'question', title: t('reports.analysis.question'), dataIndex: 'question' },
  { key: 'answered', title: t('reports.analysis.answered'), dataIndex: 'answered', align: 'right' },
  { key: 'avgscore', title: t('reports.fields.avgScore'), align: 'right', render: (_, row) => scoreText(row.avgscore) },
];
