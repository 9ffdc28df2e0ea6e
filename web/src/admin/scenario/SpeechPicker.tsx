import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { fetchSpeechText, searchSpeeches } from './scenarioApi';

interface Props {
  value: string;
  placeholder: string;
  testId: string;
  onChange: (speechId: string, text: string) => void;
}

/** Picks a speech of the library for a customer line, searching by its text. */
export function SpeechPicker({ value, placeholder, testId, onChange }: Props) {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const search = (text: string) => {
    searchSpeeches(text).then(
      (rows) => setOptions(rows.map((row) => ({ value: row.id, label: row.text }))),
      () => setOptions([]),
    );
  };
  useEffect(() => {
    if (!value) return;
    fetchSpeechText(value).then(
      (text) => setOptions((current) => (current.some((option) => option.value === value) ? current : [{ value, label: text }, ...current])),
      () => undefined,
    );
  }, [value]);
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: search }}
      style={{ width: '100%' }}
      value={value || undefined}
      placeholder={placeholder}
      options={options}
      onFocus={() => options.length < 2 && search('')}
      onChange={(speechId: string) => onChange(speechId, options.find((option) => option.value === speechId)?.label ?? '')}
      data-testid={testId}
    />
  );
}
