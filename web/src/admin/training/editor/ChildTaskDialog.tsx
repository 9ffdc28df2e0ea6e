import {
  checkWeights,
  CHILD_TASK_TYPES,
  DIALOG_WIDTH_PX,
  isMediaChildType,
  TASK_TITLE,
  weightTotal,
  type AdminChildTask,
  type AdminPackageDetail,
  type Translate,
} from '@peilian/shared';
import { Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Switch, Tag, type FormInstance, type FormRule } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useT } from '../../../app/hooks';
import { isFormValidationError, saveErrors } from '../../people/saveError';
import { SaveErrors } from '../../people/useSaveAction';
import { createChild, updateChild } from '../packagesApi';
import type { ChildFields } from './childFields';
import { childBody, childFieldsOf, emptyChild, weightLeft } from './childForm';
import { childFormIssues, childTypeOptions } from './childRules';
import { ExamChildFields } from './ExamChildFields';
import { FaqChildFields } from './FaqChildFields';
import { MediaRefsField } from './MediaRefsField';
import { ScenarioChildFields } from './ScenarioChildFields';

interface Props {
  pkg: AdminPackageDetail;
  /** The child task being edited; a new one when omitted. */
  child?: AdminChildTask;
  onClose: () => void;
  onSaved: (child: AdminChildTask) => void;
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

function fieldRule(field: keyof ChildFields, form: FormInstance<ChildFields>, pkg: AdminPackageDetail, childId: string, t: Translate): FormRule {
  return {
    validator: async () => {
      const issue = childFormIssues(form.getFieldsValue(true) as ChildFields, pkg, childId)[field];
      if (issue) throw new Error(t(issue.key, issue.params));
    },
  };
}

/**
 * Adds or edits a child task (admin §3): file reading or video with their media and required
 * seconds, an exam with its published paper, retake rules and review mode, a scenario practice
 * with its enabled scenario and pass score, or a quick Q&A with the catalogues or questions it draws
 * from and its settings; own times inside the package's, a weight with the package's live total,
 * the required flag and a front child task.
 */
export function ChildTaskDialog({ pkg, child, onClose, onSaved }: Props) {
  const t = useT();
  const [form] = Form.useForm<ChildFields>();
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const childId = child?.id ?? '';
  const others = pkg.children.filter((item) => item.id !== childId);
  const nextSort = Math.max(0, ...pkg.children.map((item) => item.sort)) + 1;
  const [initial] = useState(() => (child ? childFieldsOf(child) : emptyChild([dayjs(pkg.starttime), dayjs(pkg.endtime)], weightLeft(others), nextSort)));
  const type = Form.useWatch('type', form) ?? initial.type;
  const weight = Form.useWatch('weight', form);
  const weights = [...others.map((item) => item.weight), Number(weight ?? 0) || 0];
  const total = weightTotal(weights);
  const rule = (field: keyof ChildFields) => [fieldRule(field, form, pkg, childId, t)];

  const save = async () => {
    try {
      const fields = await form.validateFields();
      setSaving(true);
      setErrors([]);
      const body = childBody({ ...initial, ...fields });
      onSaved(child ? await updateChild(child.id, body) : await createChild(pkg.id, body));
    } catch (error) {
      if (!isFormValidationError(error)) setErrors(saveErrors(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={DIALOG_WIDTH_PX}
      title={t(child ? 'trainingAdmin.childDialog.editTitle' : 'trainingAdmin.childDialog.addTitle')}
      onOk={() => void save()}
      onCancel={onClose}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'child-dialog-save' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} validateTrigger={['onBlur', 'onChange']} data-testid="child-form">
        <SaveErrors errors={errors} testId="child-form-error" />
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item name="type" label={t('trainingAdmin.children.type')} required rules={rule('type')}>
              <Select id="child-type" options={childTypeOptions(t)} onChange={() => form.setFieldValue('media', [])} />
            </Form.Item>
            <Form.Item name="title" label={t('trainingAdmin.children.name')} required rules={rule('title')} validateTrigger="onBlur">
              <Input id="child-title" count={{ show: true, max: TASK_TITLE.max }} />
            </Form.Item>
            <Row gutter={16}>
              <Col span={8}>
                <Form.Item
                  name="weight"
                  label={t('trainingAdmin.children.weight')}
                  required
                  rules={rule('weight')}
                  extra={
                    <Tag color={checkWeights(weights) ? 'red' : 'green'} data-testid="child-weight-total">
                      {t('trainingAdmin.children.weightSum', { sum: total })}
                    </Tag>
                  }
                >
                  <InputNumber id="child-weight" suffix="%" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="sort" label={t('trainingAdmin.editor.sort')} rules={rule('sort')}>
                  <InputNumber id="child-sort" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="required" label={t('trainingAdmin.children.required')} valuePropName="checked">
                  <Switch id="child-required" />
                </Form.Item>
              </Col>
            </Row>
          </Col>
          <Col span={12}>
            <Form.Item name="times" label={t('trainingAdmin.children.times')} required rules={rule('times')}>
              <DatePicker.RangePicker id="child-times" showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} needConfirm={false} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="fronttaskid" label={t('trainingAdmin.children.front')} rules={rule('fronttaskid')}>
              <Select
                id="child-front"
                allowClear
                options={[{ value: '', label: t('trainingAdmin.children.frontNone') }, ...others.map((item) => ({ value: item.id, label: item.title }))]}
              />
            </Form.Item>
            {type === CHILD_TASK_TYPES.video && (
              <Form.Item name="allowseek" label={t('trainingAdmin.childDialog.allowSeek')} valuePropName="checked">
                <Switch id="child-allowseek" />
              </Form.Item>
            )}
          </Col>
        </Row>
        {isMediaChildType(type) && (
          <Form.Item
            name="media"
            label={t(type === CHILD_TASK_TYPES.video ? 'trainingAdmin.childDialog.videos' : 'trainingAdmin.childDialog.files')}
            required
            rules={rule('media')}
          >
            <MediaRefsField type={type} />
          </Form.Item>
        )}
        {type === CHILD_TASK_TYPES.exam && <ExamChildFields rule={rule} />}
        {type === CHILD_TASK_TYPES.scenario && <ScenarioChildFields rule={rule} />}
        {type === CHILD_TASK_TYPES.faq && <FaqChildFields rule={rule} />}
      </Form>
    </Modal>
  );
}
