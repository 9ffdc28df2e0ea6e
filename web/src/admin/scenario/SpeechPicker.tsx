import { Select } from 'antd';
import { useState } from 'react';
import { useAdminQuery } from '../data/queries';

interface Props {
  value: string;
  placeholder: string;
  testId: string;
  onChange: (speechId: string, text: string) => void;
}

/** The enabled speeches a search shows (`voicescene` may read the library). */
const PICKER_ROWS = 30;

/** Picks a speech of the library for a customer line, searching by its text; the current choice shown by its text. */
export function SpeechPicker({ value, placeholder, testId, onChange }: Props) {
  // null until the picker is first opened: nothing is searched for a picker never used.
  const [search, setSearch] = useState<string | null>(null);
  const found = useAdminQuery('speeches', 'list', search === null ? null : { text: search, disabled: 0, page: 1, rows: PICKER_ROWS });
  const chosen = useAdminQuery('speeches', 'read', value ? { id: value } : null);
  const options = (found.error ? [] : (found.data?.rows ?? [])).map((row) => ({ value: row.id, label: row.text }));
  const current = chosen.data?.speech;
  if (current && current.id === value && !options.some((option) => option.value === value)) options.unshift({ value, label: current.text });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setSearch }}
      style={{ width: '100%' }}
      value={value || undefined}
      placeholder={placeholder}
      aria-label={placeholder}
      options={options}
      onFocus={() => setSearch((text) => text ?? '')}
      onChange={(speechId: string) => onChange(speechId, options.find((option) => option.value === speechId)?.label ?? '')}
      data-testid={testId}
    />
  );
}
