import { figureDefinition, figureLabel, type ReportFigureName, type ReportProgress, type Translate } from '@peilian/shared';
import { Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { COLUMN_PX } from '../blocks/columns';
import { durationText, rateOf, rateText, scoreText } from './format';

/**
 * A figure's name as a header or a card title shows it (the glossary's label, a duration's with
 * its unit), its definition in a tooltip.
 */
export function figureTitle(t: Translate, name: ReportFigureName): ReactNode {
  return (
    <span title={figureDefinition(t, name)} data-figure={name}>
      {figureLabel(t, name)}
    </span>
  );
}

/** Two figures read together as `part/whole` (「完成子任务数/子任务数」), each with its definition. */
export function figurePair(t: Translate, part: ReportFigureName, whole: ReportFigureName): ReactNode {
  return (
    <>
      {figureTitle(t, part)}/{figureTitle(t, whole)}
    </>
  );
}

/** The progress counts a package, a child task, a department and a position share. */
export type ProgressRow = ReportProgress;

/** A figure's column: a count, a rate, a score or a time, right-aligned at the number width. */
export const NUMBER = { width: COLUMN_PX.number, align: 'right' } as const;

/** The columns of the progress counts, after a row's own (title, name). */
export function progressColumns<R extends ProgressRow>(t: Translate): TableColumnsType<R> {
  return [
    { key: 'range', title: figureTitle(t, 'rangeLearners'), dataIndex: 'range', ...NUMBER },
    { key: 'started', title: figureTitle(t, 'startedLearners'), dataIndex: 'started', ...NUMBER },
    { key: 'completed', title: figureTitle(t, 'completedLearners'), dataIndex: 'completed', ...NUMBER },
    { key: 'passed', title: figureTitle(t, 'passedLearners'), dataIndex: 'passed', ...NUMBER },
    { key: 'rate', title: figureTitle(t, 'completionRate'), ...NUMBER, render: (_, row) => rateText(rateOf(row.completed, row.range)) },
    { key: 'avgscore', title: figureTitle(t, 'avgScore'), ...NUMBER, render: (_, row) => scoreText(row.avgscore) },
    { key: 'avgseconds', title: figureTitle(t, 'avgTime'), ...NUMBER, render: (_, row) => durationText(row.avgseconds) },
  ];
}

/** A long text that opens another report: clipped to two lines like `clippedText`, the whole text in a tooltip. */
export function clippedLink(to: string, text: string, testId?: string): ReactNode {
  return (
    <Typography.Paragraph style={{ marginBottom: 0 }} ellipsis={{ rows: 2, tooltip: text }}>
      <Link to={to} data-testid={testId}>
        {text}
      </Link>
    </Typography.Paragraph>
  );
}

/** The rows of a short unpaged list, as `ListTable` takes them. */
export const allRows = <T,>(rows: readonly T[]): { rows: readonly T[]; total: number } => ({ rows, total: rows.length });
