import { Select } from 'antd';
import { useT } from '../../app';

interface Props {
  /** The URL's `disabled`: '' all, '0' enabled, '1' disabled. */
  value: string;
  onChange: (disabled: string) => void;
}

/** A library list's status filter: all, enabled or disabled. */
export function StatusFilter({ value, onChange }: Props) {
  const t = useT();
  return (
    <Select
      style={{ width: 120 }}
      aria-label={t('practiceWeb.common.status')}
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: t('practiceWeb.common.allStatuses') },
        { value: '0', label: t('practiceWeb.common.enabled') },
        { value: '1', label: t('practiceWeb.common.disabled') },
      ]}
    />
  );
}
