import { DeleteOutlined } from '@ant-design/icons';
import { dialogue, type Translate } from '@peilian/shared';
import { Button, Form, Input, Space } from 'antd';
import { removeAt, replaceAt, type BriefChange } from './roleplayBrief';
import { AddButton, KeywordsInput, RowBox } from './RoleplayRowParts';

interface Props {
  brief: dialogue.RoleplayBrief;
  t: Translate;
  set: BriefChange;
}

const { ROLEPLAY_LIMITS } = dialogue;

/** The objections the customer raises (up to 10): one text a row, each removable, and the button that adds one. */
export function ObjectionFields({ brief, t, set }: Props) {
  const { objections } = brief;
  const label = `${t('scenarioWeb.roleplay.objections')} (${objections.length}/${ROLEPLAY_LIMITS.objectionsMax})`;
  return (
    <Form.Item label={label}>
      <Space orientation="vertical" style={{ width: '100%' }} role="group" aria-label={t('scenarioWeb.roleplay.objections')}>
        {objections.map((objection, index) => (
          <Space.Compact key={index} style={{ width: '100%' }}>
            <Input
              aria-label={t('scenarioWeb.roleplay.objection', { index: index + 1 })}
              maxLength={ROLEPLAY_LIMITS.textMax}
              value={objection}
              onChange={(event) => set({ objections: replaceAt(objections, index, event.target.value) })}
              data-testid={`roleplay-objection-${index}`}
            />
            <Button
              icon={<DeleteOutlined />}
              aria-label={t('scenarioWeb.roleplay.removeObjection', { index: index + 1 })}
              onClick={() => set({ objections: removeAt(objections, index) })}
              data-testid={`roleplay-objection-remove-${index}`}
            />
          </Space.Compact>
        ))}
        <AddButton
          disabled={objections.length >= ROLEPLAY_LIMITS.objectionsMax}
          onAdd={() => set({ objections: [...objections, ''] })}
          testId="roleplay-objection-add"
        >
          {t('scenarioWeb.roleplay.addObjection')}
        </AddButton>
      </Space>
    </Form.Item>
  );
}

/** The facts the customer gives only when asked (up to 10): the fact and the keywords that ask for it, a box each. */
export function HiddenFactFields({ brief, t, set }: Props) {
  const { hiddenFacts } = brief;
  const change = (index: number, fields: Partial<dialogue.HiddenFact>) =>
    set({ hiddenFacts: replaceAt(hiddenFacts, index, { ...hiddenFacts[index]!, ...fields }) });
  return (
    <Form.Item label={`${t('scenarioWeb.roleplay.hiddenFacts')} (${hiddenFacts.length}/${ROLEPLAY_LIMITS.hiddenFactsMax})`}>
      {hiddenFacts.map(({ fact, askedBy }, index) => (
        <RowBox
          key={index}
          title={t('scenarioWeb.roleplay.hiddenFact', { index: index + 1 })}
          removeLabel={t('scenarioWeb.roleplay.removeHiddenFact', { index: index + 1 })}
          t={t}
          onRemove={() => set({ hiddenFacts: removeAt(hiddenFacts, index) })}
          testId={`roleplay-fact-${index}`}
        >
          <Input.TextArea
            autoSize
            placeholder={t('scenarioWeb.roleplay.fact')}
            aria-label={t('scenarioWeb.roleplay.fact')}
            maxLength={ROLEPLAY_LIMITS.textMax}
            value={fact}
            onChange={(event) => change(index, { fact: event.target.value })}
            data-testid={`roleplay-fact-text-${index}`}
          />
          <KeywordsInput
            label={t('scenarioWeb.roleplay.askedBy')}
            value={askedBy}
            t={t}
            onChange={(value) => change(index, { askedBy: value })}
            testId={`roleplay-fact-asked-${index}`}
          />
        </RowBox>
      ))}
      <AddButton
        disabled={hiddenFacts.length >= ROLEPLAY_LIMITS.hiddenFactsMax}
        onAdd={() => set({ hiddenFacts: [...hiddenFacts, { fact: '', askedBy: '' }] })}
        testId="roleplay-fact-add"
      >
        {t('scenarioWeb.roleplay.addHiddenFact')}
      </AddButton>
    </Form.Item>
  );
}
