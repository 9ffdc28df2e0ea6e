import { Button, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../../app/hooks';
import { fetchPaper } from '../../exam/examApi';
import { PaperPicker } from '../picker/PaperPicker';
import type { PaperChoice } from './childFields';
import { paperChoice } from './examChild';

interface Props {
  value?: PaperChoice | null;
  onChange?: (value: PaperChoice | null) => void;
}

/** The published paper of an exam child task: its title and figures, chosen in the paper picker. */
export function PaperField({ value = null, onChange }: Props) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  // A stored child task names only the paper's id: its title and figures are read once.
  const [read, setRead] = useState<{ id: string; paper: PaperChoice | null } | null>(null);
  const unread = value !== null && value.title === '';
  useEffect(() => {
    if (!unread || !value) return;
    let live = true;
    fetchPaper(value.id).then(
      (paper) => live && setRead({ id: value.id, paper: paperChoice(paper) }),
      () => live && setRead({ id: value.id, paper: null }),
    );
    return () => {
      live = false;
    };
  }, [unread, value]);
  const shown = unread ? (read?.id === value?.id ? read?.paper : undefined) : value;

  return (
    <>
      <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="child-paper">
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
