import type { AdminVoiceTemplate, Translate } from '@peilian/shared';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import type { IssueProps } from '../blocks/useDraftSave';
import { limitProps, type TextLimit } from '../blocks/textLimit';
import { HUMAN_TEXT_LIMITS, LANGUAGE_KEYS, LANGUAGE_VALUES, revoices, SOURCE_KEYS, SOURCE_VALUES, type HumanDraft } from './humanForm';

interface Props {
  t: Translate;
  draft: HumanDraft;
  onChange: (draft: HumanDraft) => void;
  item: (field: keyof HumanDraft) => IssueProps;
  /** The template as stored (editing), to say when a change of voice makes it unvoiced again. */
  stored: AdminVoiceTemplate | undefined;
}

type TextField = 'name' | 'age' | 'timbre' | 'speechvoice' | 'questionvoice';

/** A one-line text field with its count against its limit and its messages. */
function TextItem({
  t,
  draft,
  onChange,
  item,
  field,
  label,
  limit,
  required = false,
  extra,
}: Omit<Props, 'stored'> & { field: TextField; label: string; limit: TextLimit; required?: boolean; extra?: string }) {
  const limited = limitProps(draft[field], limit, t, item(field));
  const id = `human-${field}`;
  return (
    <Form.Item label={label} htmlFor={id} required={required} extra={extra} {...limited.item}>
      <Input id={id} count={limited.count} value={draft[field]} onChange={(event) => onChange({ ...draft, [field]: event.target.value })} data-testid={id} />
    </Form.Item>
  );
}

/**
 * Every field of the template body (admin §3 "Digital-person voice template"): name, language, age,
 * timbre, sex, speech voice, question voice, voice source, example text and whether it is free.
 */
export function HumanFields(props: Props) {
  const { t, draft, onChange, item, stored } = props;
  const example = limitProps(draft.example, HUMAN_TEXT_LIMITS.example, t, item('example'));
  const field = HUMAN_TEXT_LIMITS.field;
  const revoiceHint = revoices(draft, stored) && stored?.voiced ? t('practiceWeb.human.revoiceHint') : undefined;
  return (
    <>
      <Row gutter={24}>
        <Col span={12}>
          <TextItem {...props} field="name" label={t('practiceWeb.human.name')} limit={HUMAN_TEXT_LIMITS.name} required />
        </Col>
        <Col span={12}>
          <Form.Item label={t('practiceWeb.human.language')} htmlFor="human-language" {...item('language')}>
            <Select
              id="human-language"
              value={draft.language}
              onChange={(language) => onChange({ ...draft, language })}
              options={LANGUAGE_VALUES.map((value) => ({ value, label: t(LANGUAGE_KEYS[value]) }))}
              data-testid="human-language"
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <TextItem {...props} field="age" label={t('practiceWeb.human.age')} limit={field} />
        </Col>
        <Col span={8}>
          <TextItem {...props} field="timbre" label={t('practiceWeb.human.timbre')} limit={field} />
        </Col>
        <Col span={8}>
          <Form.Item label={t('practiceWeb.human.sex')} {...item('sex')}>
            <Radio.Group
              value={draft.sex}
              onChange={(event) => onChange({ ...draft, sex: event.target.value as 0 | 1 })}
              options={[
                { value: 1, label: t('practiceWeb.customer.male') },
                { value: 0, label: t('practiceWeb.customer.female') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <TextItem
            {...props}
            field="speechvoice"
            label={t('practiceWeb.human.speechvoice')}
            limit={field}
            extra={revoiceHint ?? t('practiceWeb.human.voiceHint')}
          />
        </Col>
        <Col span={12}>
          <TextItem {...props} field="questionvoice" label={t('practiceWeb.human.questionvoice')} limit={field} />
        </Col>
        <Col span={12}>
          <Form.Item label={t('practiceWeb.human.source')} htmlFor="human-source" {...item('source')}>
            <Select
              id="human-source"
              value={draft.source}
              onChange={(source) => onChange({ ...draft, source })}
              options={SOURCE_VALUES.map((value) => ({ value, label: t(SOURCE_KEYS[value]) }))}
              data-testid="human-source"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={t('practiceWeb.human.isfree')} extra={t('practiceWeb.human.chargedHint')} {...item('isfree')}>
            <Radio.Group
              value={draft.isfree}
              onChange={(event) => onChange({ ...draft, isfree: event.target.value as 0 | 1 })}
              options={[
                { value: 1, label: t('practiceWeb.human.free') },
                { value: 0, label: t('practiceWeb.human.charged') },
              ]}
              data-testid="human-isfree"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('practiceWeb.human.example')} htmlFor="human-example" extra={t('practiceWeb.human.exampleHint')} {...example.item}>
        <Input.TextArea
          id="human-example"
          rows={2}
          count={example.count}
          value={draft.example}
          onChange={(event) => onChange({ ...draft, example: event.target.value })}
          data-testid="human-example"
        />
      </Form.Item>
    </>
  );
}
