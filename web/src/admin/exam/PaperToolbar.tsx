import { TOTAL_SCORE } from '@peilian/shared';
import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { DrawBar } from './DrawBar';
import { pickRoom, withBatchScore, type PaperDraft, type PaperLine } from './paperForm';

interface Props {
  draft: PaperDraft;
  onChange: (draft: PaperDraft) => void;
  /** The ids of the chosen lines (the batch score's). */
  selected: readonly string[];
  onPick: () => void;
  /** Questions drawn at random, to add after the present ones. */
  onDrawn: (lines: PaperLine[]) => void;
  /** A batch score refused (its message, translated). */
  onRefused: (message: string) => void;
}

/** Adding questions (picked from the bank or drawn at random) and one score given to every chosen line. */
export function PaperToolbar({ draft, onChange, selected, onPick, onDrawn, onRefused }: Props) {
  const t = useT();
  const [batch, setBatch] = useState<number | null>(null);
  const applyBatch = () => {
    const result = withBatchScore(draft, selected, batch ?? Number.NaN);
    if (result.issue) onRefused(t(result.issue.key, result.issue.params));
    else onChange(result.draft);
  };
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Button onClick={onPick} disabled={pickRoom(draft) === 0} data-testid="paper-pick">
        {t('examAdmin.paper.pick')}
      </Button>
      <DrawBar onDrawn={onDrawn} />
      <InputNumber
        min={0}
        max={TOTAL_SCORE}
        precision={1}
        placeholder={t('examAdmin.bank.score')}
        aria-label={t('examAdmin.paper.batchScore')}
        value={batch}
        onChange={setBatch}
        data-testid="paper-batch-score"
      />
      <Button disabled={selected.length === 0} onClick={applyBatch} data-testid="paper-batch-apply">
        {t('examAdmin.paper.batchScore')}
      </Button>
    </Space>
  );
}
