import type { Translate } from '@peilian/shared';
import { AutoComplete, Form, Input, type FormInstance, type FormRule } from 'antd';
import { FormDialog } from '../blocks/FormDialog';
import { useAdminMutation } from '../data/queries';
import { newScenario, newScenarioIssues } from './newScenario';

interface Props {
  open: boolean;
  categories: readonly string[];
  t: Translate;
  onCreated: (id: string) => void;
  onClose: () => void;
}

interface NewScenarioFields {
  name: string;
  category: string;
}

/** A field's rule: the shared validator's issues with the given codes, on the scenario the two fields make. */
function issueRule(codes: readonly string[], form: FormInstance<NewScenarioFields>, t: Translate): FormRule {
  return {
    validator: async () => {
      const { name = '', category = '' } = form.getFieldsValue(true) as Partial<NewScenarioFields>;
      const issue = newScenarioIssues(name, category).find((candidate) => codes.includes(candidate.code));
      if (issue) throw new Error(t(issue.key, issue.params));
    },
  };
}

/** Names a new scenario (name ≤ 20, category) — checked by the shared validator, then created as a draft. */
export function CreateScenarioDialog({ open, ...props }: Props) {
  return open ? <NewScenarioForm {...props} /> : null;
}

function NewScenarioForm({ categories, t, onCreated, onClose }: Omit<Props, 'open'>) {
  const [form] = Form.useForm<NewScenarioFields>();
  const create = useAdminMutation('scenes', 'create');
  const submit = async ({ name, category }: NewScenarioFields) => onCreated((await create.run({}, { scenario: newScenario(name, category) })).scene.id);

  return (
    <FormDialog
      title={t('scenarioWeb.list.createTitle')}
      form={form}
      initialValues={{ name: '', category: '' }}
      onSubmit={submit}
      onClose={onClose}
      testIds={{ save: 'scenario-create-save', errors: 'scenario-create-error' }}
    >
      <Form.Item
        name="name"
        label={t('scenarioWeb.list.name')}
        required
        rules={[issueRule(['nameRequired', 'nameTooLong'], form, t)]}
        htmlFor="scenario-create-name"
      >
        <Input id="scenario-create-name" data-testid="scenario-create-name" />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('scenarioWeb.list.category')}
        required
        rules={[issueRule(['categoryRequired'], form, t)]}
        htmlFor="scenario-create-category"
      >
        <AutoComplete id="scenario-create-category" options={categories.map((value) => ({ value }))} data-testid="scenario-create-category" />
      </Form.Item>
    </FormDialog>
  );
}
