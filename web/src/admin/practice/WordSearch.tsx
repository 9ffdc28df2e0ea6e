import { Button, Input, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useT } from '../../app/hooks';

interface Props {
  /** Called with the trimmed word when the admin queries. */
  onSearch: (word: string) => void;
  /** What follows the query button (the add button, a count). */
  children: ReactNode;
}

/** The search bar of a word library tab: the word and the query button. */
export function WordSearch({ onSearch, children }: Props) {
  const t = useT();
  const [word, setWord] = useState('');
  const search = () => onSearch(word.trim());
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        maxLength={100}
        placeholder={t('practiceWeb.words.search')}
        value={word}
        onChange={(event) => setWord(event.target.value)}
        onPressEnter={search}
        style={{ width: 200 }}
      />
      <Button type="primary" onClick={search}>
        {t('practiceWeb.common.query')}
      </Button>
      {children}
    </Space>
  );
}
