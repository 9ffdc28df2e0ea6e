import type { Translate } from '@peilian/shared';
import type { TableColumnsType } from 'antd';
import { textColumn } from '../../blocks/columns';
import { NUMBER } from '../columns';
import { rateOf, rateText, scoreText } from '../format';
import type { ChildAnalysis } from '../reportTypes';

export type KeywordRow = ChildAnalysis['missedkeywords'][number];
export type IntentRow = ChildAnalysis['missedintents'][number];
export type QuestionRow = ChildAnalysis['questions'][number];
export type FaqRow = ChildAnalysis['faqs'][number];

export const keywordColumns = (t: Translate): TableColumnsType<KeywordRow> => [
  textColumn<KeywordRow>(t('reports.analysis.keyword'), 'keyword'),
  { key: 'count', title: t('reports.analysis.count'), dataIndex: 'count', ...NUMBER },
];

export const intentColumns = (t: Translate): TableColumnsType<IntentRow> => [
  textColumn<IntentRow>(t('reports.analysis.intent'), 'label'),
  { key: 'count', title: t('reports.analysis.count'), dataIndex: 'count', ...NUMBER },
];

/** Item analysis: each exam question's answers and how many were right. */
export const questionColumns = (t: Translate): TableColumnsType<QuestionRow> => [
  textColumn<QuestionRow>(t('reports.analysis.question'), 'text'),
  { key: 'answered', title: t('reports.analysis.answered'), dataIndex: 'answered', ...NUMBER },
  { key: 'correct', title: t('reports.analysis.correct'), dataIndex: 'correct', ...NUMBER },
  { key: 'rate', title: t('reports.analysis.correctRate'), ...NUMBER, render: (_, row) => rateText(rateOf(row.correct, row.answered)) },
];

export const faqColumns = (t: Translate): TableColumnsType<FaqRow> => [
  textColumn<FaqRow>(t('reports.analysis.question'), 'question'),
  { key: 'answered', title: t('reports.analysis.answered'), dataIndex: 'answered', ...NUMBER },
  { key: 'avgscore', title: t('reports.fields.avgScore'), ...NUMBER, render: (_, row) => scoreText(row.avgscore) },
];
