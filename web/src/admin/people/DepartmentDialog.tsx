import { checkRequiredName, DEPARTMENT_NAME_MAX, type DepartmentNode } from '@peilian/shared';
import { Form, Input, TreeSelect } from 'antd';
import { useT } from '../../app/hooks';
import { issueRule } from './formRules';
import { useAdminMutation } from '../data/queries';
import { FormDialog } from '../blocks/FormDialog';
import { departmentOptions, type DepartmentOption } from './userFields';

interface Props {
  /** The department being edited; undefined creates one under `parentId`. */
  department: DepartmentNode | undefined;
  parentId: string;
  tree: readonly DepartmentNode[];
  onClose: () => void;
  onSaved: (department: DepartmentNode) => void;
}

const TOP_LEVEL = '';

/** Parent choices: every department except the one edited and those below it (the server refuses those too). */
function parentChoices(tree: readonly DepartmentNode[], excludeId: string | undefined): DepartmentOption[] {
  const prune = (nodes: readonly DepartmentNode[]): DepartmentNode[] =>
    nodes.filter((node) => node.id !== excludeId).map((node) => ({ ...node, children: prune(node.children) }));
  return departmentOptions(prune(tree));
}

/** Create, rename or move a department. */
export function DepartmentDialog({ department, parentId, tree, onClose, onSaved }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ name: string; parentid: string }>();
  const create = useAdminMutation('departments', 'create');
  const update = useAdminMutation('departments', 'update');
  const submit = async ({ name, parentid = TOP_LEVEL }: { name: string; parentid: string }) => {
    const answer = department ? await update.run({ id: department.id }, { name, parentid }) : await create.run({}, { name, parentid });
    onSaved(answer.department);
  };

  return (
    <FormDialog
      title={t(department ? 'people.departments.edit' : 'people.departments.add')}
      form={form}
      initialValues={{ name: department?.name ?? '', parentid: department ? department.parentid : parentId }}
      onSubmit={submit}
      onClose={onClose}
      testIds={{ save: 'department-dialog-save', errors: 'department-error' }}
    >
      <Form.Item
        name="name"
        htmlFor="department-name"
        label={t('people.departments.name')}
        required
        rules={[issueRule((value) => checkRequiredName(value, DEPARTMENT_NAME_MAX), t)]}
      >
        <Input id="department-name" />
      </Form.Item>
      <Form.Item name="parentid" htmlFor="department-parent" label={t('people.departments.parent')}>
        <TreeSelect
          id="department-parent"
          treeDefaultExpandAll
          treeData={[{ title: t('people.departments.topLevel'), value: TOP_LEVEL, children: [] }, ...parentChoices(tree, department?.id)]}
        />
      </Form.Item>
    </FormDialog>
  );
}
