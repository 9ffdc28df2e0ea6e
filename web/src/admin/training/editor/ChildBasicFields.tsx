import { checkWeights, CHILD_TASK_TYPES, TASK_TITLE, type AdminChildTask } from '@peilian/shared';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch, Tag, type FormRule } from 'antd';
import { useT } from '../../../app';
import type { ChildFields } from './childFields';
import { childTypeOptions } from './childRules';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

interface Props {
  rule: (field: keyof ChildFields) => FormRule[];
  /** The type chosen in the form. */
  type: number;
  /** The package's other child tasks: the front task's choices. */
  others: readonly AdminChildTask[];
  /** Every child's weight with the one typed in, for the live total. */
  weights: readonly number[];
  total: number;
}

/**
 * A child task's fields common to every type (admin §3): type, name, weight with the package's
 * live total, sort, required, own times, the front child task, and a video's seeking.
 */
export function ChildBasicFields({ rule, type, others, weights, total }: Props) {
  const t = useT();
  const form = Form.useFormInstance<ChildFields>();
  return (
    <Row gutter={24}>
      <Col span={12}>
        <Form.Item name="type" htmlFor="child-type" label={t('trainingAdmin.children.type')} required rules={rule('type')}>
          <Select id="child-type" options={childTypeOptions(t)} onChange={() => form.setFieldValue('media', [])} />
        </Form.Item>
        <Form.Item name="title" htmlFor="child-title" label={t('trainingAdmin.children.name')} required rules={rule('title')} validateTrigger="onBlur">
          <Input id="child-title" count={{ show: true, max: TASK_TITLE.max }} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="weight"
              htmlFor="child-weight"
              label={t('trainingAdmin.children.weight')}
              required
              rules={rule('weight')}
              extra={
                <Tag color={checkWeights([...weights]) ? 'red' : 'green'} data-testid="child-weight-total">
                  {t('trainingAdmin.children.weightSum', { sum: total })}
                </Tag>
              }
            >
              <InputNumber id="child-weight" suffix="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="sort" htmlFor="child-sort" label={t('trainingAdmin.editor.sort')} rules={rule('sort')}>
              <InputNumber id="child-sort" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="required" htmlFor="child-required" label={t('trainingAdmin.children.required')} valuePropName="checked">
              <Switch id="child-required" />
            </Form.Item>
          </Col>
        </Row>
      </Col>
      <Col span={12}>
        <Form.Item name="times" htmlFor="child-times" label={t('trainingAdmin.children.times')} required rules={rule('times')}>
          <DatePicker.RangePicker id="child-times" showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} needConfirm={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="fronttaskid" htmlFor="child-front" label={t('trainingAdmin.children.front')} rules={rule('fronttaskid')}>
          <Select
            id="child-front"
            allowClear
            options={[{ value: '', label: t('trainingAdmin.children.frontNone') }, ...others.map((item) => ({ value: item.id, label: item.title }))]}
          />
        </Form.Item>
        {type === CHILD_TASK_TYPES.video && (
          <Form.Item name="allowseek" htmlFor="child-allowseek" label={t('trainingAdmin.childDialog.allowSeek')} valuePropName="checked">
            <Switch id="child-allowseek" />
          </Form.Item>
        )}
      </Col>
    </Row>
  );
}
