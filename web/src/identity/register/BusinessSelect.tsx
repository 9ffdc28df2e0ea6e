import { useT } from '../../app';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** The registration form's business type: the translated list, the value its 1-based index. */
export function BusinessSelect({ value, onChange, error }: Props) {
  const t = useT();
  const businessTypes = t('register.businessTypes').split(',');
  return (
    <label className="field">
      <span className="field-label">{t('register.business')}</span>
      <select className="field-input field-select" name="business" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="" disabled>
          {t('register.business')}
        </option>
        {businessTypes.map((label, index) => (
          <option key={label} value={String(index + 1)}>
            {label}
          </option>
        ))}
      </select>
      {error && (
        <span className="field-error" data-testid="business-error">
          {error}
        </span>
      )}
    </label>
  );
}
