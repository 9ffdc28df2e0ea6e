import { DEFAULT_QUESTION_SCORE, PAPER_QUESTIONS_MAX, TOTAL_SCORE, type DrawRule } from '@peilian/shared';
import { Button, InputNumber, message, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { useAdminMutation } from '../data/queries';
import { LEVEL_OPTIONS, TYPE_OPTIONS } from './labels';
import { lineOf, type PaperLine } from './paperForm';

/** Draws by a rule; each shortfall is announced as a warning, a refusal as an error. */
function useDraw(onDrawn: (lines: PaperLine[]) => void) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const drawing = useAdminMutation('papers', 'draw');
  const draw = async (rule: DrawRule) => {
    try {
      const answer = await drawing.run({}, { rules: [rule] });
      for (const shortfall of answer.shortfalls) void notice.warning(shortfall.message);
      onDrawn(answer.questions.map((question) => lineOf(question)));
    } catch (error) {
      void notice.error(errorMessage(error, t));
    }
  };
  return { holder, draw };
}

/** A random draw of bank questions by type and level, each given the rule's score; shortfalls are reported. */
export function DrawBar({ onDrawn }: { onDrawn: (lines: PaperLine[]) => void }) {
  const t = useT();
  const { holder, draw } = useDraw(onDrawn);
  const [rule, setRule] = useState<DrawRule>({ catalogs: [], type: 0, level: 0, count: 5, score: DEFAULT_QUESTION_SCORE });
  return (
    <Space.Compact>
      {holder}
      <Select
        style={{ width: 110 }}
        aria-label={t('examAdmin.bank.type')}
        value={rule.type}
        onChange={(type) => setRule({ ...rule, type: type as DrawRule['type'] })}
        options={TYPE_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))}
        data-testid="draw-type"
      />
      <Select
        style={{ width: 110 }}
        aria-label={t('examAdmin.bank.level')}
        value={rule.level}
        onChange={(level) => setRule({ ...rule, level })}
        options={[{ value: 0, label: t('examAdmin.paper.anyLevel') }, ...LEVEL_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))]}
      />
      <InputNumber
        min={1}
        max={PAPER_QUESTIONS_MAX}
        precision={0}
        addonBefore={t('examAdmin.paper.drawCount')}
        aria-label={t('examAdmin.paper.drawCount')}
        value={rule.count}
        onChange={(count) => setRule({ ...rule, count: count ?? 1 })}
        data-testid="draw-count"
      />
      <InputNumber
        min={0}
        max={TOTAL_SCORE}
        precision={1}
        addonBefore={t('examAdmin.paper.drawScore')}
        aria-label={t('examAdmin.paper.drawScore')}
        value={rule.score}
        onChange={(score) => setRule({ ...rule, score: score ?? 0 })}
        data-testid="draw-score"
      />
      <Button onClick={() => void draw(rule)} data-testid="draw-run">
        {t('examAdmin.paper.draw')}
      </Button>
    </Space.Compact>
  );
}
