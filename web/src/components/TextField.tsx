import type { InputProps } from 'antd-mobile';
import Input from 'antd-mobile/es/components/input';
import type { ReactNode } from 'react';

interface Props extends Pick<InputProps, 'type' | 'autoComplete' | 'maxLength' | 'inputMode' | 'clearable'> {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated problem with this field, shown under it. */
  error?: string | null;
  /** Something beside the input (a send-code button, a captcha image). */
  extra?: ReactNode;
  placeholder?: string;
}

/** A labelled text input with its validation message; the shared look of every identity form. */
export function TextField({ name, label, value, onChange, error, extra, placeholder, ...input }: Props) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <span className={extra ? 'field-row' : undefined}>
        <Input className="field-input" name={name} placeholder={placeholder ?? label} value={value} onChange={onChange} {...input} />
        {extra}
      </span>
      {error && (
        <span className="field-error" data-testid={`${name}-error`}>
          {error}
        </span>
      )}
    </label>
  );
}
