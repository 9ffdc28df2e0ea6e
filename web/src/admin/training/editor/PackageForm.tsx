import { TASK_DESCRIPTION_MAX, TASK_TITLE, type Translate } from '@peilian/shared';
import { Col, DatePicker, Form, Input, InputNumber, Row, Typography, type FormInstance, type FormRule } from 'antd';
import { useT } from '../../../app';
import { SaveErrors } from '../../blocks/useSaveAction';
import { CoverField } from './CoverField';
import { FrontPackageField } from './FrontPackageField';
import { packageIssues, type PackageFields } from './packageForm';
import { RangeFields } from './RangeFields';

interface Props {
  form: FormInstance<PackageFields>;
  initial: PackageFields;
  tasktype: number;
  /** The package being edited ('' while creating). */
  packageId: string;
  /** Once published (or scheduled) the pass score and the front package stay as they are. */
  published: boolean;
  errors: readonly string[];
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** An antd rule showing the shared request schema's message for one form field. */
function schemaRule(field: keyof PackageFields, form: FormInstance<PackageFields>, tasktype: number, t: Translate): FormRule {
  return {
    validator: async () => {
      const issue = packageIssues(form.getFieldsValue(true) as PackageFields, tasktype)[field];
      if (issue) throw new Error(t(issue.key, issue.params));
    },
  };
}

/**
 * The package fields of admin §3 with the rules of admin §5 (title 1–64, pass score in (0, 100],
 * sort 0–99999, times in order) checked by the shared request schema, plus the cover, description
 * and publish range.
 */
export function PackageForm({ form, initial, tasktype, packageId, published, errors }: Props) {
  const t = useT();
  const rule = (field: keyof PackageFields) => [schemaRule(field, form, tasktype, t)];
  return (
    <Form form={form} layout="vertical" initialValues={initial} validateTrigger={['onBlur', 'onChange']} data-testid="package-form">
      <SaveErrors errors={errors} testId="package-form-error" />
      <Row gutter={32}>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('trainingAdmin.editor.basic')}</Typography.Title>
          <Form.Item name="title" htmlFor="package-title" label={t('trainingAdmin.editor.title')} required rules={rule('title')} validateTrigger="onBlur">
            <Input id="package-title" placeholder={t('trainingAdmin.editor.titlePlaceholder')} count={{ show: true, max: TASK_TITLE.max }} />
          </Form.Item>
          <ScoreSortRow rule={rule} published={published} />
          <Form.Item name="times" htmlFor="package-times" label={t('trainingAdmin.editor.times')} required rules={rule('times')}>
            <DatePicker.RangePicker
              id="package-times"
              showTime={{ format: 'HH:mm' }}
              format={TIME_FORMAT}
              needConfirm={false}
              placeholder={[t('trainingAdmin.editor.starttime'), t('trainingAdmin.editor.endtime')]}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="frontpackage" label={t('trainingAdmin.editor.frontpackage')} rules={rule('frontpackage')}>
            <FrontPackageField tasktype={tasktype} packageId={packageId} disabled={published} />
          </Form.Item>
          <Form.Item name="cover" label={t('trainingAdmin.editor.cover')}>
            <CoverField />
          </Form.Item>
          <Form.Item name="description" htmlFor="package-description" label={t('trainingAdmin.editor.description')} rules={rule('description')}>
            <Input.TextArea id="package-description" rows={3} count={{ show: true, max: TASK_DESCRIPTION_MAX }} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <RangeFields usersRules={rule('users')} />
        </Col>
      </Row>
    </Form>
  );
}

/** The pass score (fixed once published) beside the sort order. */
function ScoreSortRow({ rule, published }: { rule: (field: keyof PackageFields) => FormRule[]; published: boolean }) {
  const t = useT();
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="passscore" htmlFor="package-passscore" label={t('trainingAdmin.editor.passscore')} required rules={rule('passscore')}>
          <InputNumber id="package-passscore" style={{ width: '100%' }} disabled={published} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="sort" htmlFor="package-sort" label={t('trainingAdmin.editor.sort')} rules={rule('sort')}>
          <InputNumber id="package-sort" style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
