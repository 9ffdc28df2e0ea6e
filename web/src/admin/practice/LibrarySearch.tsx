import { Button, Input, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useT } from '../../app';

interface Props {
  /** The searched text as the URL holds it: the box starts with it. */
  value: string;
  placeholder: string;
  /** Called with the trimmed text when the admin queries. */
  onSearch: (text: string) => void;
  /** Clears the filters; no reset button without it. */
  onReset?: () => void;
  /** The filters between the box and the query button. */
  filters?: ReactNode;
  /** What follows the buttons (the add button, a count). */
  children?: ReactNode;
  /** `<testId>-search` on the box, `<testId>-query` on the button. */
  testId?: string;
  width?: number;
}

/** The search bar of a library list: the text box, the filters, query and reset. */
export function LibrarySearch({ value, placeholder, onSearch, onReset, filters, children, testId, width = 220 }: Props) {
  const t = useT();
  const [text, setText] = useState(value);
  const search = () => onSearch(text.trim());
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        maxLength={100}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={search}
        style={{ width }}
        data-testid={testId && `${testId}-search`}
      />
      {filters}
      <Button type="primary" onClick={search} data-testid={testId && `${testId}-query`}>
        {t('practiceWeb.common.query')}
      </Button>
      {onReset && (
        <Button
          onClick={() => {
            setText('');
            onReset();
          }}
        >
          {t('practiceWeb.common.reset')}
        </Button>
      )}
      {children}
    </Space>
  );
}
