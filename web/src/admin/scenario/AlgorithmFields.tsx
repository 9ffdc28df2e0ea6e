import type { dialogue, Translate } from '@peilian/shared';
import { Checkbox, Form, InputNumber, Select } from 'antd';

interface Props {
  scenario: dialogue.Scenario;
  t: Translate;
  set: (change: Partial<dialogue.Scenario>) => void;
}

type Switched = 'crossNode' | 'smartBreak';
const FOLLOW = 'follow';

/**
 * The practice algorithm's fields of a scenario: each its own value, or left out to follow the
 * organisation's 算法配置 (跟随系统设置; docs/practice.md "Organisation rules and the practice algorithm").
 */
export function AlgorithmFields({ scenario, t, set }: Props) {
  const following = scenario.intentSimilarity === undefined;
  const switchField = (field: Switched, label: string, id: string) => (
    <Form.Item label={label} htmlFor={id}>
      <Select
        id={id}
        value={scenario[field] === undefined ? FOLLOW : scenario[field] ? 'on' : 'off'}
        onChange={(value: string) => set({ [field]: value === FOLLOW ? undefined : value === 'on' })}
        options={[
          { value: FOLLOW, label: t('settings.specialRules.follow') },
          { value: 'on', label: t('settings.specialRules.on') },
          { value: 'off', label: t('settings.specialRules.off') },
        ]}
        data-testid={`${id}-select`}
      />
    </Form.Item>
  );
  return (
    <>
      <Form.Item label={t('scenarioWeb.settings.similarity')} htmlFor="scenario-settings-similarity">
        <Checkbox
          checked={following}
          onChange={(event) => set({ intentSimilarity: event.target.checked ? undefined : 60 })}
          data-testid="settings-similarity-follow"
        >
          {t('settings.specialRules.follow')}
        </Checkbox>
        {!following && (
          <InputNumber
            id="scenario-settings-similarity"
            min={0}
            max={100}
            value={scenario.intentSimilarity}
            onChange={(value) => set({ intentSimilarity: value ?? 0 })}
          />
        )}
      </Form.Item>
      {switchField('crossNode', t('scenarioWeb.settings.crossNode'), 'scenario-settings-cross-node')}
      {switchField('smartBreak', t('scenarioWeb.settings.smartBreak'), 'scenario-settings-smart-break')}
    </>
  );
}
