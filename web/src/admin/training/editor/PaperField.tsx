import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { useAdminQuery } from '../../data/queries';
import { PaperPicker } from '../picker/PaperPicker';
import type { PaperChoice } from './childFields';
import { paperChoice } from './examChild';

interface Props {
  value?: PaperChoice | null;
  onChange?: (value: PaperChoice | null) => void;
}

/**
 * The paper as shown: a stored child task names only the paper's id, so its title and figures are
 * read (undefined meanwhile, null when it cannot be read).
 */
function useShownPaper(value: PaperChoice | null): PaperChoice | null | undefined {
  const unread = value !== null && value.title === '';
  const read = useAdminQuery('papers', 'read', unread ? { id: value.id } : null);
  if (!unread) return value;
  if (read.data?.paper.id === value.id) return paperChoice(read.data.paper);
  return read.error ? null : undefined;
}

/** The published paper of an exam child task: its title and figures, chosen in the paper picker. */
export function PaperField({ value = null, onChange }: Props) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const shown = useShownPaper(value);

  return (
    <>
      <Space orientation="vertical" size={4} style={{ width: '100%' }} data-testid="child-paper">
        {value && shown && (
          <>
            <Typography.Text strong data-testid="child-paper-title">
              {shown.title}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('examWeb.child.paperSummary', { count: shown.questioncount, total: shown.total, minute: shown.minute, score: shown.score })}
            </Typography.Text>
          </>
        )}
        {value && shown === null && <Typography.Text type="danger">{t('examWeb.child.paperUnknown')}</Typography.Text>}
        <Button onClick={() => setPicking(true)} data-testid="child-paper-choose">
          {t(value ? 'examWeb.child.changePaper' : 'examWeb.child.choosePaper')}
        </Button>
      </Space>
      {picking && (
        <PaperPicker
          chosen={shown ?? value}
          onCancel={() => setPicking(false)}
          onOk={(paper) => {
            setPicking(false);
            onChange?.(paper);
          }}
        />
      )}
    </>
  );
}
