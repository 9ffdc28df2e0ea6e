import {
  CHILD_TASK_TYPES,
  DIALOG_WIDTH_PX,
  isMediaChildType,
  weightTotal,
  type AdminChildTask,
  type AdminPackageDetail,
  type Translate,
} from '@peilian/shared';
import { Form, type FormInstance, type FormRule } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { useAdminMutation } from '../../data/queries';
import { FormDialog } from '../../blocks/FormDialog';
import { ChildBasicFields } from './ChildBasicFields';
import type { ChildFields } from './childFields';
import { childBody, childFieldsOf, emptyChild, weightLeft } from './childForm';
import { childFormIssues } from './childRules';
import { ExamChildFields } from './ExamChildFields';
import { FaqChildFields } from './FaqChildFields';
import { MediaRefsField } from './MediaRefsField';
import { ScenarioChildFields } from './ScenarioChildFields';
import { pickerValue } from '../../time';

interface Props {
  pkg: AdminPackageDetail;
  /** The child task being edited; a new one when omitted. */
  child?: AdminChildTask;
  onClose: () => void;
  onSaved: (child: AdminChildTask) => void;
}

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
  const create = useAdminMutation('packages', 'addChild');
  const update = useAdminMutation('children', 'update');
  const childId = child?.id ?? '';
  const others = pkg.children.filter((item) => item.id !== childId);
  const nextSort = Math.max(0, ...pkg.children.map((item) => item.sort)) + 1;
  const [initial] = useState(() =>
    child ? childFieldsOf(child) : emptyChild([pickerValue(pkg.starttime), pickerValue(pkg.endtime)], weightLeft(others), nextSort),
  );
  const type = Form.useWatch('type', form) ?? initial.type;
  const weight = Form.useWatch('weight', form);
  const weights = [...others.map((item) => item.weight), Number(weight ?? 0) || 0];
  const total = weightTotal(weights);
  const rule = (field: keyof ChildFields) => [fieldRule(field, form, pkg, childId, t)];

  const submit = async (fields: ChildFields) => {
    const body = childBody({ ...initial, ...fields });
    onSaved((child ? await update.run({ id: child.id }, body) : await create.run({ id: pkg.id }, body)).child);
  };

  return (
    <FormDialog
      title={t(child ? 'trainingAdmin.childDialog.editTitle' : 'trainingAdmin.childDialog.addTitle')}
      width={DIALOG_WIDTH_PX}
      form={form}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      // The media, paper and scenario pickers have no blur of their own: a choice clears its message at once.
      validateTrigger={['onBlur', 'onChange']}
      testIds={{ save: 'child-dialog-save', errors: 'child-form-error', form: 'child-form' }}
    >
      <ChildBasicFields rule={rule} type={type} others={others} weights={weights} total={total} />
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
    </FormDialog>
  );
}
