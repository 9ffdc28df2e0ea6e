import { checkRequiredName, DEPARTMENT_NAME_MAX, type DepartmentNode } from '@peilian/shared';
import { Form, Input, Modal, TreeSelect } from 'antd';
import { useT } from '../../app/hooks';
import { issueRule } from './formRules';
import { changeDepartment, createDepartment } from './peopleApi';
import { SaveErrors, useSaveAction } from './useSaveAction';
import { departmentOptions, type DepartmentOption } from './UserForm';

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
  const { saving, errors, save: saveWith } = useSaveAction();

  const save = () =>
    saveWith(
      () => form.validateFields(),
      async ({ name, parentid = TOP_LEVEL }) =>
        onSaved(department ? await changeDepartment(department.id, { name, parentid }) : await createDepartment(name, parentid)),
    );

  return (
    <Modal
      open
      title={t(department ? 'people.departments.edit' : 'people.departments.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'department-dialog-save' }}
      destroyOnHidden
    >
      <SaveErrors errors={errors} testId="department-error" />
      <Form
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        initialValues={{ name: department?.name ?? '', parentid: department ? department.parentid : parentId }}
      >
        <Form.Item name="name" label={t('people.departments.name')} required rules={[issueRule((value) => checkRequiredName(value, DEPARTMENT_NAME_MAX), t)]}>
          <Input id="department-name" />
        </Form.Item>
        <Form.Item name="parentid" label={t('people.departments.parent')}>
          <TreeSelect
            id="department-parent"
            treeDefaultExpandAll
            treeData={[{ title: t('people.departments.topLevel'), value: TOP_LEVEL, children: [] }, ...parentChoices(tree, department?.id)]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
