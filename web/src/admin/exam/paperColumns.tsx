import { TOTAL_SCORE, type Translate } from '@peilian/shared';
import { Button, InputNumber, type TableColumnsType } from 'antd';
import { levelKey, typeKey } from './labels';
import type { PaperLine } from './paperForm';

interface Actions {
  /** A published paper's questions are shown, not changed. */
  locked: boolean;
  onScore: (line: PaperLine, score: number) => void;
  onRemove: (line: PaperLine) => void;
}

/** The composed paper's columns: type, text, level, catalogue, the score here and remove. */
export function paperColumns(t: Translate, { locked, onScore, onRemove }: Actions): TableColumnsType<PaperLine> {
  return [
    { title: t('examAdmin.bank.type'), dataIndex: 'type', width: 90, render: (value: number) => t(typeKey(value)) },
    { title: t('examAdmin.bank.text'), dataIndex: 'text' },
    { title: t('examAdmin.bank.level'), dataIndex: 'level', width: 70, render: (value: number) => t(levelKey(value)) },
    { title: t('examAdmin.bank.catalog'), dataIndex: 'catalogname', width: 130 },
    {
      title: t('examAdmin.bank.score'),
      key: 'score',
      width: 120,
      render: (_, line) => (
        <InputNumber
          min={0}
          max={TOTAL_SCORE}
          precision={1}
          disabled={locked}
          value={line.score}
          onChange={(score) => onScore(line, score ?? 0)}
          data-testid={`paper-score-${line.text}`}
        />
      ),
    },
    {
      title: t('examAdmin.bank.actions'),
      key: 'remove',
      width: 80,
      render: (_, line) => (
        <Button type="link" danger disabled={locked} onClick={() => onRemove(line)}>
          {t('examAdmin.paper.remove')}
        </Button>
      ),
    },
  ];
}
