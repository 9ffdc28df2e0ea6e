import { TOTAL_SCORE, type Translate } from '@peilian/shared';
import { Button, InputNumber, type TableColumnsType } from 'antd';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';
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
    { title: t('examAdmin.bank.text'), dataIndex: 'text', width: COLUMN_PX.text, render: (text: string) => clippedText(text) },
    { title: t('examAdmin.bank.level'), dataIndex: 'level', width: 80, render: (value: number) => t(levelKey(value)) },
    { title: t('examAdmin.bank.catalog'), dataIndex: 'catalogname', width: COLUMN_PX.name, render: (name: string) => clippedText(name, 1) },
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
          aria-label={t('examAdmin.bank.score')}
          onChange={(score) => onScore(line, score ?? 0)}
          data-testid={`paper-score-${line.text}`}
        />
      ),
    },
    actionsColumn<PaperLine>(t('examAdmin.bank.actions'), 80, (line) => (
      <Button type="link" danger disabled={locked} onClick={() => onRemove(line)}>
        {t('examAdmin.paper.remove')}
      </Button>
    )),
  ];
}
