import { dialogue, type Translate } from '@peilian/shared';
import { Divider, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { ChecklistFields } from './ChecklistFields';
import { withRoleplay, type BriefChange } from './roleplayBrief';
import { HiddenFactFields, ObjectionFields } from './RoleplayListFields';

interface Props {
  scenario: dialogue.Scenario;
  t: Translate;
  onChange: (scenario: dialogue.Scenario) => void;
}

interface BriefProps {
  brief: dialogue.RoleplayBrief;
  t: Translate;
  set: BriefChange;
}

type TextField = 'situation' | 'goal' | 'budget' | 'buysWhen' | 'leavesWhen' | 'opening';

const { ROLEPLAY_LIMITS } = dialogue;

/**
 * The scenario's role-play (docs/scenario-format.md §5a): a switch that gives the scenario a brief
 * with the schema's defaults or takes it away, and the brief's fields while it has one. The shared
 * validator checks the brief with the flow; its issues join the editor's list under the canvas.
 */
export function RoleplayPanel({ scenario, t, onChange }: Props) {
  const brief = scenario.roleplay;
  return (
    <div data-testid="roleplay-panel">
      <Divider plain>{t('scenarioWeb.roleplay.title')}</Divider>
      <Space>
        <Switch
          size="small"
          aria-label={t('scenarioWeb.roleplay.switch')}
          checked={brief !== undefined}
          onChange={(on) => onChange(withRoleplay(scenario, on))}
          data-testid="roleplay-switch"
        />
        <Typography.Text>{t('scenarioWeb.roleplay.switch')}</Typography.Text>
      </Space>
      <Typography.Paragraph type="secondary">{t('scenarioWeb.roleplay.hint')}</Typography.Paragraph>
      {brief && <BriefFields brief={brief} t={t} set={(change) => onChange({ ...scenario, roleplay: { ...brief, ...change } })} />}
    </div>
  );
}

/** The brief's fields in the order of the format: the customer's side, its manner, the limits, the checklist. */
function BriefFields({ brief, t, set }: BriefProps) {
  const text = (field: TextField, extra?: string) => <BriefText field={field} extra={extra} brief={brief} t={t} set={set} />;
  return (
    <>
      {text('situation')}
      {text('goal')}
      {text('budget')}
      <ObjectionFields brief={brief} t={t} set={set} />
      <HiddenFactFields brief={brief} t={t} set={set} />
      {text('buysWhen')}
      {text('leavesWhen')}
      <Form.Item label={t('scenarioWeb.roleplay.difficulty')} htmlFor="scenario-roleplay-difficulty">
        <Select
          id="scenario-roleplay-difficulty"
          value={brief.difficulty}
          onChange={(difficulty: dialogue.RoleplayDifficulty) => set({ difficulty })}
          options={dialogue.ROLEPLAY_DIFFICULTIES.map((value) => ({ value, label: t(`scenarioWeb.roleplay.difficulties.${value}`) }))}
          data-testid="roleplay-difficulty-select"
        />
      </Form.Item>
      {text('opening', t('scenarioWeb.roleplay.openingHint'))}
      <LimitFields brief={brief} t={t} set={set} />
      <ChecklistFields brief={brief} t={t} set={set} />
    </>
  );
}

/** One of the brief's texts, labelled, at most the brief's text length. */
function BriefText({ field, extra, brief, t, set }: BriefProps & { field: TextField; extra?: string }) {
  const id = `scenario-roleplay-${field}`;
  return (
    <Form.Item label={t(`scenarioWeb.roleplay.${field}`)} htmlFor={id} extra={extra}>
      <Input.TextArea
        id={id}
        autoSize
        maxLength={ROLEPLAY_LIMITS.textMax}
        value={brief[field]}
        onChange={(event) => set({ [field]: event.target.value })}
        data-testid={`roleplay-${field}`}
      />
    </Form.Item>
  );
}

/** When the call ends: after a number of the learner's turns, or of minutes (0: no time limit). */
function LimitFields({ brief, t, set }: BriefProps) {
  return (
    <>
      <Form.Item label={t('scenarioWeb.roleplay.turnLimit')} htmlFor="scenario-roleplay-turn-limit">
        <InputNumber
          id="scenario-roleplay-turn-limit"
          min={ROLEPLAY_LIMITS.turns.min}
          max={ROLEPLAY_LIMITS.turns.max}
          precision={0}
          value={brief.turnLimit}
          onChange={(value) => set({ turnLimit: value ?? 0 })}
        />
      </Form.Item>
      <Form.Item label={t('scenarioWeb.roleplay.minuteLimit')} htmlFor="scenario-roleplay-minute-limit" extra={t('scenarioWeb.roleplay.minuteLimitHint')}>
        <InputNumber
          id="scenario-roleplay-minute-limit"
          min={0}
          max={ROLEPLAY_LIMITS.minutes.max}
          precision={0}
          value={brief.minuteLimit}
          onChange={(value) => set({ minuteLimit: value ?? 0 })}
        />
      </Form.Item>
    </>
  );
}
