import type { AdminVoiceTemplate } from '@peilian/shared';
import { Form, Input, Radio, Select, Space, Tag, Typography } from 'antd';
import { useAdminMutation } from '../data/queries';
import { AvatarField } from './AvatarField';
import { CustomerAttributes } from './CustomerAttributes';
import { attributeListIssues, CUSTOMER_TEXT_LIMITS, customerBody, customerIssues, type CustomerDraft } from './customerForm';
import { DraftDialog } from '../blocks/DraftDialog';
import { limitProps } from '../blocks/textLimit';
import type { IssueProps } from '../blocks/useDraftSave';
import { useT } from '../../app';
import { issuesOf } from '../blocks/formIssues';
import { useEditDialog } from './useEditDialog';

interface Props {
  /** The customer being written, null when closed. */
  initial: CustomerDraft | null;
  digitalHumans: readonly AdminVoiceTemplate[];
  onClose: () => void;
}

/** Create or edit a customer persona: name, gender, avatar, deal time, digital human and up to 20 attributes. */
export function CustomerDialog({ initial, digitalHumans, onClose }: Props) {
  const create = useAdminMutation('customers', 'create');
  const update = useAdminMutation('customers', 'update');
  const { t, notice, holder, draft, setDraft, tried, issues, saving, save, shown } = useEditDialog({
    initial,
    issuesOf: customerIssues,
    send: (draft) => (draft.id ? update.run({ id: draft.id }, customerBody(draft)) : create.run({}, customerBody(draft))),
    onClose,
  });
  if (!draft) return null;

  const name = limitProps(draft.name, CUSTOMER_TEXT_LIMITS.name, t, shown(issuesOf(issues, 'name')));
  return (
    <DraftDialog
      width={640}
      title={t(draft.id ? 'practiceWeb.customer.editTitle' : 'practiceWeb.customer.addTitle')}
      saving={saving}
      saveTestId="customer-save"
      holder={holder}
      onSave={save}
      onClose={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={t('practiceWeb.customer.name')} htmlFor="customer-dialog-name" required {...name.item}>
          <Input
            id="customer-dialog-name"
            count={name.count}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            data-testid="customer-name"
          />
        </Form.Item>
        <GenderField draft={draft} setDraft={setDraft} />
        <Form.Item label={t('practiceWeb.customer.avatar')} extra={t('practiceWeb.customer.avatarHint')} {...shown(issuesOf(issues, 'avatar'))}>
          <AvatarField value={draft.avatar} onChange={(avatar) => setDraft((current) => current && { ...current, avatar })} />
        </Form.Item>
        <DealFields
          draft={draft}
          setDraft={setDraft}
          item={(field) => shown(issuesOf(issues, field))}
          digitalHumans={digitalHumans}
          kept={initial?.digitalhuman ?? ''}
          refuse={() => void notice.error(t('errors.practice.voiceTemplateCharged'))}
        />
        <Form.Item label={t('practiceWeb.customer.attributes')} {...shown(attributeListIssues(issues))}>
          <CustomerAttributes draft={draft} issues={tried ? issues : []} onChange={setDraft} />
        </Form.Item>
      </Form>
    </DraftDialog>
  );
}

interface FieldProps {
  draft: CustomerDraft;
  setDraft: (draft: CustomerDraft) => void;
}

/** The persona's gender. */
function GenderField({ draft, setDraft }: FieldProps) {
  const t = useT();
  return (
    <Form.Item label={t('practiceWeb.customer.gender')}>
      <Radio.Group
        value={draft.gender}
        onChange={(event) => setDraft({ ...draft, gender: event.target.value as 0 | 1 })}
        options={[
          { value: 1, label: t('practiceWeb.customer.male') },
          { value: 0, label: t('practiceWeb.customer.female') },
        ]}
      />
    </Form.Item>
  );
}

/** A digital human as the picker lists it (admin §2 tts picker: name, example, sex, isfree). */
function HumanOption({ human }: { human: AdminVoiceTemplate }) {
  const t = useT();
  return (
    <div data-testid={`customer-digitalhuman-option-${human.name}`}>
      <Space size={4}>
        {human.name}
        <Typography.Text type="secondary">{t(human.sex ? 'practiceWeb.customer.male' : 'practiceWeb.customer.female')}</Typography.Text>
        {human.isfree ? null : <Tag color="gold">{t('practiceWeb.human.charged')}</Tag>}
      </Space>
      {human.example && (
        <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
          {human.example}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * The deal time and the digital human (one no longer listed is kept under its stored name). A
 * charged digital human is listed but refused when picked ('this synthesis template is charged,
 * contact the administrator'), as the server refuses it — unless it is the one the customer already has.
 */
function DealFields({
  draft,
  setDraft,
  item,
  digitalHumans,
  kept,
  refuse,
}: FieldProps & { item: (field: string) => IssueProps; digitalHumans: readonly AdminVoiceTemplate[]; kept: string; refuse: () => void }) {
  const t = useT();
  const tradetime = limitProps(draft.tradetime, CUSTOMER_TEXT_LIMITS.tradetime, t, item('tradetime'));
  const byId = new Map(digitalHumans.map((human) => [human.id, human]));
  const humanOptions = digitalHumans.map((human) => ({ value: human.id, label: human.name }));
  if (draft.digitalhuman && !byId.has(draft.digitalhuman)) humanOptions.push({ value: draft.digitalhuman, label: draft.digitalhumanname });
  const pick = (digitalhuman: string) => {
    const human = byId.get(digitalhuman);
    if (human && !human.isfree && digitalhuman !== kept) return refuse();
    setDraft({ ...draft, digitalhuman, digitalhumanname: human?.name ?? '' });
  };
  return (
    <Space size="large">
      <Form.Item label={t('practiceWeb.customer.tradetime')} htmlFor="customer-dialog-tradetime" {...tradetime.item}>
        <Input
          id="customer-dialog-tradetime"
          style={{ width: 220 }}
          count={tradetime.count}
          value={draft.tradetime}
          onChange={(event) => setDraft({ ...draft, tradetime: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('practiceWeb.customer.digitalhuman')} htmlFor="customer-dialog-digitalhuman" {...item('digitalhuman')}>
        <Select
          id="customer-dialog-digitalhuman"
          style={{ width: 220 }}
          value={draft.digitalhuman}
          onChange={pick}
          options={[{ value: '', label: t('practiceWeb.customer.noDigitalHuman') }, ...humanOptions]}
          optionRender={(option) => {
            const human = byId.get(String(option.value));
            return human ? <HumanOption human={human} /> : option.label;
          }}
          popupMatchSelectWidth={360}
          data-testid="customer-digitalhuman"
        />
      </Form.Item>
    </Space>
  );
}
