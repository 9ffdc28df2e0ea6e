import { LEDGER_KINDS } from '@peilian/shared';
import { DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useT } from '../../app';

/** The bill list's query (the page and its size, the type, the period's days; '' for any). */
export type BillQuery = {
  page: number;
  rows: number;
  kind: string;
  start: string;
  end: string;
};

const DAY = 'YYYY-MM-DD';
const dayOf = (text: string) => (text ? dayjs(text, DAY) : null);

interface Props {
  value: BillQuery;
  onChange: (change: Partial<BillQuery>) => void;
  testId: string;
}

/** The bill list's filters: type and period. */
export function BillFilters({ value, onChange, testId }: Props) {
  const t = useT();
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('billing.bills.kind')}
        style={{ width: 180 }}
        value={value.kind}
        onChange={(kind: string) => onChange({ kind })}
        options={[{ value: '', label: t('billing.bills.allKinds') }, ...LEDGER_KINDS.map((kind) => ({ value: kind, label: t(`billing.kinds.${kind}`) }))]}
        data-testid={`${testId}-kind`}
      />
      <DatePicker.RangePicker
        value={[dayOf(value.start), dayOf(value.end)]}
        allowEmpty={[true, true]}
        placeholder={[t('billing.usage.start'), t('billing.usage.end')]}
        onChange={(range) => onChange({ start: range?.[0]?.format(DAY) ?? '', end: range?.[1]?.format(DAY) ?? '' })}
        data-testid={`${testId}-period`}
      />
    </Space>
  );
}
