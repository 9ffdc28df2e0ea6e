import { DatePicker, Input, Space, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useT } from '../../app';
import { useOrgTrees } from './useOrgTrees';

/** The filters every report shares (the query's `start`, `end`, `departmentid`, `positionid`; `text` when searched). */
export interface FilterValue {
  start: string;
  end: string;
  departmentid: string;
  positionid: string;
  text?: string;
}

interface Props {
  value: FilterValue;
  onChange: (change: Partial<FilterValue>) => void;
  /** The text search's placeholder; no text search without it. */
  textPlaceholder?: string;
  /** Without the position filter (the online list). */
  noPosition?: boolean;
  /** Without the period (the online list is live). */
  noPeriod?: boolean;
  /** The period alone (one learner's dashboard). */
  periodOnly?: boolean;
  children?: ReactNode;
}

const DAY = 'YYYY-MM-DD';
const TEXT_MAX = 64;
const dayOf = (text: string): Dayjs | null => (text ? dayjs(text, DAY) : null);

/** A report's filter bar: period, department (with those below it), position, text and any report-specific ones. */
export function ReportFilters({ value, onChange, textPlaceholder, noPosition, noPeriod, periodOnly, children }: Props) {
  const t = useT();
  const { departments, positions } = useOrgTrees();
  const [text, setText] = useState(value.text ?? '');
  const tree = { allowClear: true, showSearch: true, treeDefaultExpandAll: true, treeNodeFilterProp: 'title', style: { width: 200 } } as const;
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {!noPeriod && (
        <DatePicker.RangePicker
          value={[dayOf(value.start), dayOf(value.end)]}
          allowEmpty={[true, true]}
          onChange={(range) => onChange({ start: range?.[0]?.format(DAY) ?? '', end: range?.[1]?.format(DAY) ?? '' })}
          data-testid="report-filter-period"
        />
      )}
      {!periodOnly && (
        <TreeSelect
          {...tree}
          placeholder={t('reports.common.department')}
          aria-label={t('reports.common.department')}
          treeData={departments}
          value={value.departmentid || undefined}
          onChange={(departmentid?: string) => onChange({ departmentid: departmentid ?? '' })}
          data-testid="report-filter-department"
        />
      )}
      {!noPosition && !periodOnly && (
        <TreeSelect
          {...tree}
          placeholder={t('reports.common.position')}
          aria-label={t('reports.common.position')}
          treeData={positions}
          value={value.positionid || undefined}
          onChange={(positionid?: string) => onChange({ positionid: positionid ?? '' })}
          data-testid="report-filter-position"
        />
      )}
      {children}
      {textPlaceholder !== undefined && (
        <Input.Search
          allowClear
          maxLength={TEXT_MAX}
          placeholder={textPlaceholder}
          aria-label={textPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={(search) => onChange({ text: search.trim() })}
          enterButton={t('reports.common.query')}
          style={{ width: 280 }}
          data-testid="report-filter-text"
        />
      )}
    </Space>
  );
}
