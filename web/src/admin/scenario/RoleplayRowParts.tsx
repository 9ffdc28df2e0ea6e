import { PlusOutlined } from '@ant-design/icons';
import { dialogue, type Translate } from '@peilian/shared';
import { Button, Input, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ROW_BOX_STYLE } from './IntentCard';

/** The parts the role-play brief's lists are built from (hidden facts, checklist): a row's box, a keyword expression, the add button. */

const { ROLEPLAY_LIMITS } = dialogue;

interface RowBoxProps {
  title: string;
  removeLabel: string;
  t: Translate;
  onRemove: () => void;
  testId: string;
  children: ReactNode;
}

/** One row of a brief's list in the side panel's row box: its numbered title, its removal, its fields (a named group). */
export function RowBox({ title, removeLabel, t, onRemove, testId, children }: RowBoxProps) {
  return (
    <div role="group" aria-label={title} style={ROW_BOX_STYLE} data-testid={testId}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text strong>{title}</Typography.Text>
        <Button size="small" type="link" danger aria-label={removeLabel} onClick={onRemove} data-testid={`${testId}-remove`}>
          {t('scenarioWeb.roleplay.remove')}
        </Button>
      </Space>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {children}
      </Space>
    </div>
  );
}

/** A keyword expression's input (`,` and, `|` or), its syntax in its tooltip. */
export function KeywordsInput({
  label,
  value,
  t,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  t: Translate;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <Input
      placeholder={label}
      aria-label={label}
      title={t('scenarioWeb.panel.keywordsHint')}
      maxLength={ROLEPLAY_LIMITS.textMax}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
    />
  );
}

/** The button that adds a row, disabled once the list is full. */
export function AddButton({ disabled, onAdd, testId, children }: { disabled: boolean; onAdd: () => void; testId: string; children: ReactNode }) {
  return (
    <Button size="small" icon={<PlusOutlined />} disabled={disabled} onClick={onAdd} data-testid={testId}>
      {children}
    </Button>
  );
}
