import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CUSTOMER_ATTRIBUTE, CUSTOMER_NAME, PRACTICE_LIMITS, type AdminVoiceTemplate } from '@peilian/shared';
import { Button, Form, Input, Radio, Select, Space } from 'antd';
import { AvatarField } from './AvatarField';
import {
  attributeListIssues,
  attributeRowIssues,
  customerBody,
  customerIssues,
  withAttribute,
  withAttributeChanged,
  withoutAttribute,
  type CustomerDraft,
} from './customerForm';
import { EditModal } from './EditModal';
import { helpOf, issuesOf } from './formIssues';
import { saveCustomer } from './practiceApi';
import { useEditDialog } from './useEditDialog';

interface Props {
  /** The customer being written, null when closed. */
  initial: CustomerDraft | null;
  digitalHumans: readonly AdminVoiceTemplate[];
  onSaved: () => void;
  onClose: () => void;
}

/** Create or edit a customer persona: name, gender, avatar, deal time, digital human and up to 20 attributes. */
export function CustomerDialog({ initial, digitalHumans, onSaved, onClose }: Props) {
  const { t, holder, draft, setDraft, tried, issues, saving, save, shown } = useEditDialog({
    initial,
    issuesOf: customerIssues,
    send: (draft) => saveCustomer(draft.id, customerBody(draft)),
    onSaved,
    onClose,
  });
  if (!draft) return null;

  const listIssues = attributeListIssues(issues);
  const humanOptions = digitalHumans.map((human) => ({ value: human.id, label: human.name }));
  if (draft.digitalhuman && !digitalHumans.some((human) => human.id === draft.digitalhuman))
    humanOptions.push({ value: draft.digitalhuman, label: draft.digitalhumanname });
  return (
    <EditModal
      width={640}
      title={t(draft.id ? 'practiceWeb.customer.editTitle' : 'practiceWeb.customer.addTitle')}
      saving={saving}
      saveTestId="customer-save"
      holder={holder}
      onSave={save}
      onClose={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={t('practiceWeb.customer.name')} required {...shown(issuesOf(issues, 'name'))}>
          <Input
            maxLength={CUSTOMER_NAME.max}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            data-testid="customer-name"
          />
        </Form.Item>
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
        <Form.Item label={t('practiceWeb.customer.avatar')} extra={t('practiceWeb.customer.avatarHint')} {...shown(issuesOf(issues, 'avatar'))}>
          <AvatarField value={draft.avatar} onChange={(avatar) => setDraft((current) => current && { ...current, avatar })} />
        </Form.Item>
        <Space size="large">
          <Form.Item label={t('practiceWeb.customer.tradetime')} {...shown(issuesOf(issues, 'tradetime'))}>
            <Input
              style={{ width: 220 }}
              maxLength={PRACTICE_LIMITS.tradeTimeMax}
              value={draft.tradetime}
              onChange={(event) => setDraft({ ...draft, tradetime: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('practiceWeb.customer.digitalhuman')} {...shown(issuesOf(issues, 'digitalhuman'))}>
            <Select
              style={{ width: 220 }}
              value={draft.digitalhuman}
              onChange={(digitalhuman: string) => setDraft({ ...draft, digitalhuman })}
              options={[{ value: '', label: t('practiceWeb.customer.noDigitalHuman') }, ...humanOptions]}
              data-testid="customer-digitalhuman"
            />
          </Form.Item>
        </Space>
        <Form.Item label={t('practiceWeb.customer.attributes')} {...shown(listIssues)}>
          <Space direction="vertical" style={{ width: '100%' }}>
            {draft.attributes.map((row, index) => {
              const rowIssues = tried ? attributeRowIssues(draft, issues, row.key) : [];
              const labelIssues = rowIssues.filter((issue) => issue.path[2] === 'label');
              const valueIssues = rowIssues.filter((issue) => issue.path[2] !== 'label');
              return (
                <div key={row.key}>
                  <Space align="start">
                    <Input
                      style={{ width: 200 }}
                      maxLength={CUSTOMER_ATTRIBUTE.max}
                      status={labelIssues.length > 0 ? 'error' : undefined}
                      placeholder={t('practiceWeb.customer.attributeLabel')}
                      value={row.label}
                      onChange={(event) => setDraft(withAttributeChanged(draft, row.key, { label: event.target.value }))}
                      data-testid={`customer-attribute-label-${index}`}
                    />
                    <Input
                      style={{ width: 300 }}
                      maxLength={PRACTICE_LIMITS.attributeValueMax}
                      status={valueIssues.length > 0 ? 'error' : undefined}
                      placeholder={t('practiceWeb.customer.attributeValue')}
                      value={row.value}
                      onChange={(event) => setDraft(withAttributeChanged(draft, row.key, { value: event.target.value }))}
                      data-testid={`customer-attribute-value-${index}`}
                    />
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('practiceWeb.common.remove')}
                      onClick={() => setDraft(withoutAttribute(draft, row.key))}
                    />
                  </Space>
                  {rowIssues.length > 0 && <div className="ant-form-item-explain-error">{helpOf(rowIssues, t)}</div>}
                </div>
              );
            })}
            <Button
              icon={<PlusOutlined />}
              disabled={draft.attributes.length >= CUSTOMER_ATTRIBUTE.count}
              onClick={() => setDraft(withAttribute(draft))}
              data-testid="customer-attribute-add"
            >
              {t('practiceWeb.customer.addAttribute')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </EditModal>
  );
}
