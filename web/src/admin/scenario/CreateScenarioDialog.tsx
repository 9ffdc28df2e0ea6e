import type { Translate } from '@peilian/shared';
import { AutoComplete, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../identity/errorMessage';
import { useAdminMutation } from '../data/queries';
import { newScenario, newScenarioIssues } from './newScenario';

interface Props {
  open: boolean;
  categories: readonly string[];
  t: Translate;
  onCreated: (id: string) => void;
  onClose: () => void;
}

/** Names a new scenario (name ≤ 20, category) — checked by the shared validator, then created as a draft. */
export function CreateScenarioDialog({ open, categories, t, onCreated, onClose }: Props) {
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [problems, setProblems] = useState<{ name?: string; category?: string; form?: string }>({});
  const create = useAdminMutation('scenes', 'create');

  const submit = async () => {
    const issues = newScenarioIssues(name, category);
    const field = (codes: readonly string[]) => {
      const issue = issues.find((candidate) => codes.includes(candidate.code));
      return issue ? t(issue.key, issue.params) : undefined;
    };
    const found = { name: field(['nameRequired', 'nameTooLong']), category: field(['categoryRequired']) };
    setProblems(found);
    if (issues.length) return;
    try {
      const { scene } = await create.run({}, { scenario: newScenario(name, category) });
      setName('');
      setCategory('');
      onCreated(scene.id);
    } catch (error) {
      setProblems({ form: errorMessage(error, t) });
    }
  };

  return (
    <Modal
      open={open}
      title={t('scenarioWeb.list.createTitle')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={create.pending}
      okButtonProps={{ 'data-testid': 'scenario-create-save' }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('scenarioWeb.list.name')}
          required
          validateStatus={problems.name ? 'error' : undefined}
          help={problems.name}
          htmlFor="scenario-create-name"
        >
          <Input id="scenario-create-name" value={name} onChange={(event) => setName(event.target.value)} data-testid="scenario-create-name" />
        </Form.Item>
        <Form.Item
          label={t('scenarioWeb.list.category')}
          required
          validateStatus={problems.category ? 'error' : undefined}
          help={problems.category ?? problems.form}
          htmlFor="scenario-create-category"
        >
          <AutoComplete
            id="scenario-create-category"
            value={category}
            onChange={setCategory}
            options={categories.map((value) => ({ value }))}
            data-testid="scenario-create-category"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
