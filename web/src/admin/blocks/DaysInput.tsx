import { InputNumber } from 'antd';

/** A labelled whole number of days within `range` (a keeping period). */
export function DaysInput({
  label,
  range,
  value,
  onChange,
  disabled = false,
  testId,
}: {
  label: string;
  range: { min: number; max: number };
  value: number | null;
  onChange: (days: number | null) => void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {label}
      <InputNumber
        min={range.min}
        max={range.max}
        precision={0}
        value={value}
        onChange={onChange}
        disabled={disabled}
        style={{ width: 110 }}
        data-testid={testId}
      />
    </label>
  );
}
