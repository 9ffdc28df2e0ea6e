import { BILLED_SERVICES, USAGE_GRANULARITIES, USAGE_GROUPINGS } from '@peilian/shared';
import { DatePicker, Radio, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useT } from '../../app';
import type { UsageMeasure } from './usageChart';

/** The usage report's query as the URL holds it ('' start or end: the last 30 days). */
export type UsageQuery = {
  start: string;
  end: string;
  by: string;
  granularity: string;
  service: string;
  measure: string;
};

const DAY = 'YYYY-MM-DD';

interface Props {
  value: UsageQuery;
  /** The period shown: the query's, else the default one. */
  period: { start: string; end: string };
  measure: UsageMeasure;
  onChange: (change: Partial<UsageQuery>) => void;
}

/** The usage report's filters: period, department or person, day/week/month, service, and cost or quantity in the chart. */
export function UsageFilters({ value, period, measure, onChange }: Props) {
  const t = useT();
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <DatePicker.RangePicker
        value={[dayjs(period.start, DAY), dayjs(period.end, DAY)]}
        placeholder={[t('billing.usage.start'), t('billing.usage.end')]}
        allowClear={false}
        onChange={(range) => onChange({ start: range?.[0]?.format(DAY) ?? '', end: range?.[1]?.format(DAY) ?? '' })}
        data-testid="cost-usage-period"
      />
      <Radio.Group
        aria-label={t('billing.usage.by')}
        optionType="button"
        value={value.by}
        onChange={(event) => onChange({ by: String(event.target.value) })}
        options={USAGE_GROUPINGS.map((by) => ({ value: by, label: <span data-testid={`cost-usage-by-${by}`}>{t(`billing.usage.${by}`)}</span> }))}
      />
      <Radio.Group
        aria-label={t('billing.usage.granularity')}
        optionType="button"
        value={value.granularity}
        onChange={(event) => onChange({ granularity: String(event.target.value) })}
        options={USAGE_GRANULARITIES.map((unit) => ({
          value: unit,
          label: <span data-testid={`cost-usage-granularity-${unit}`}>{t(`billing.usage.${unit}`)}</span>,
        }))}
      />
      <Select
        aria-label={t('billing.usage.service')}
        style={{ width: 180 }}
        value={value.service}
        onChange={(service: string) => onChange({ service, ...(service ? {} : { measure: 'cost' }) })}
        options={[
          { value: '', label: t('billing.usage.allServices') },
          ...BILLED_SERVICES.map((service) => ({ value: service, label: t(`billing.services.${service}`) })),
        ]}
        data-testid="cost-usage-service"
      />
      <Radio.Group
        aria-label={t('billing.usage.measure')}
        optionType="button"
        value={measure}
        onChange={(event) => onChange({ measure: String(event.target.value) })}
        options={[
          { value: 'cost', label: t('billing.usage.cost') },
          // Quantities of different services do not add up: quantity needs one service chosen.
          { value: 'quantity', label: t('billing.usage.quantity'), disabled: !value.service },
        ]}
        data-testid="cost-usage-measure"
      />
    </Space>
  );
}
