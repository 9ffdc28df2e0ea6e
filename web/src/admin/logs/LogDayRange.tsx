import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const DAY = 'YYYY-MM-DD';
const dayOf = (text: string): Dayjs | null => (text ? dayjs(text, DAY) : null);

interface Props {
  start: string;
  end: string;
  label: string;
  testId: string;
  onChange: (range: { start: string; end: string }) => void;
}

/** A log's days (`yyyy-MM-dd`, the organisation's), either end open. */
export function LogDayRange({ start, end, label, testId, onChange }: Props) {
  return (
    <DatePicker.RangePicker
      aria-label={label}
      value={[dayOf(start), dayOf(end)]}
      allowEmpty={[true, true]}
      onChange={(range) => onChange({ start: range?.[0]?.format(DAY) ?? '', end: range?.[1]?.format(DAY) ?? '' })}
      data-testid={testId}
    />
  );
}
