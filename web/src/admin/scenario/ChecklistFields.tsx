import { dialogue, type Translate } from '@peilian/shared';
import { Form, Input, Select } from 'antd';
import { nextChecklistId, removeAt, replaceAt, type BriefChange } from './roleplayBrief';
import { AddButton, KeywordsInput, RowBox } from './RoleplayRowParts';

interface Props {
  brief: dialogue.RoleplayBrief;
  t: Translate;
  set: BriefChange;
}

const { ROLEPLAY_LIMITS } = dialogue;

/**
 * What the learner is judged on (up to 20 items): each item's kind, title and the keyword expression
 * that ticks it, a box each; a new item takes an id no item has had (`c1`, `c2`, …).
 */
export function ChecklistFields({ brief, t, set }: Props) {
  const { checklist } = brief;
  const change = (index: number, fields: Partial<dialogue.ChecklistItem>) =>
    set({ checklist: replaceAt(checklist, index, { ...checklist[index]!, ...fields }) });
  const add = () => set({ checklist: [...checklist, { id: nextChecklistId(checklist), kind: 'knowledge', title: '', keywords: '' }] });
  return (
    <Form.Item label={`${t('scenarioWeb.roleplay.checklist')} (${checklist.length}/${ROLEPLAY_LIMITS.checklistMax})`}>
      {checklist.map((item, index) => (
        <RowBox
          key={item.id}
          title={t('scenarioWeb.roleplay.checklistItem', { index: index + 1 })}
          removeLabel={t('scenarioWeb.roleplay.removeChecklistItem', { index: index + 1 })}
          t={t}
          onRemove={() => set({ checklist: removeAt(checklist, index) })}
          testId={`roleplay-check-${index}`}
        >
          <Select
            style={{ width: '100%' }}
            aria-label={t('scenarioWeb.roleplay.kind')}
            prefix={t('scenarioWeb.roleplay.kind')}
            value={item.kind}
            onChange={(kind: dialogue.ChecklistKind) => change(index, { kind })}
            options={dialogue.CHECKLIST_KINDS.map((value) => ({ value, label: t(`scenarioWeb.roleplay.kinds.${value}`) }))}
            data-testid={`roleplay-check-kind-${index}`}
          />
          <Input
            placeholder={t('scenarioWeb.roleplay.itemTitle')}
            aria-label={t('scenarioWeb.roleplay.itemTitle')}
            maxLength={ROLEPLAY_LIMITS.checklistTitleMax}
            value={item.title}
            onChange={(event) => change(index, { title: event.target.value })}
            data-testid={`roleplay-check-title-${index}`}
          />
          <KeywordsInput
            label={t('scenarioWeb.roleplay.itemKeywords')}
            value={item.keywords}
            t={t}
            onChange={(keywords) => change(index, { keywords })}
            testId={`roleplay-check-keywords-${index}`}
          />
        </RowBox>
      ))}
      <AddButton disabled={checklist.length >= ROLEPLAY_LIMITS.checklistMax} onAdd={add} testId="roleplay-check-add">
        {t('scenarioWeb.roleplay.addChecklistItem')}
      </AddButton>
    </Form.Item>
  );
}
