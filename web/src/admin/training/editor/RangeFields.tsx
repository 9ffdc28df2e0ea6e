import type { DepartmentNode, PositionNode } from '@peilian/shared';
import { Button, Form, Space, Tag, TreeSelect, Typography, type FormRule } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { useAdminQuery } from '../../data/queries';
import { UserPicker } from '../picker/UserPicker';
import type { Named } from './packageForm';

type TreeOption = { title: string; value: string; children: TreeOption[] };
const options = (nodes: readonly (DepartmentNode | PositionNode)[]): TreeOption[] =>
  nodes.map((node) => ({ title: node.name, value: node.id, children: options(node.children) }));

/** The chosen users as tags, with the users picker behind the button. */
/** `id` (given by the form item) goes to the choose button, which the item's label names. */
function UsersField({
  id,
  value = [],
  onChange,
  departments,
}: {
  id?: string;
  value?: Named[];
  onChange?: (users: Named[]) => void;
  departments: readonly DepartmentNode[];
}) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button id={id} onClick={() => setPicking(true)} data-testid="range-users-choose">
          {t('trainingAdmin.editor.chooseUsers')}
        </Button>
        <Typography.Text type="secondary">{t('trainingAdmin.editor.usersChosen', { count: value.length })}</Typography.Text>
      </Space>
      <Space wrap size={[4, 4]} data-testid="range-users">
        {value.map((user) => (
          <Tag key={user.id} closable onClose={() => onChange?.(value.filter((item) => item.id !== user.id))}>
            {user.name}
          </Tag>
        ))}
      </Space>
      {picking && (
        <UserPicker
          departments={departments}
          chosen={value}
          onCancel={() => setPicking(false)}
          onOk={(users) => {
            setPicking(false);
            onChange?.(users);
          }}
        />
      )}
    </Space>
  );
}

/**
 * The publish range (admin §3): departments (a chosen department includes the ones below it),
 * positions, and users from the data picker.
 */
export function RangeFields({ usersRules }: { usersRules: FormRule[] }) {
  const t = useT();
  const departmentTree = useAdminQuery('departments', 'tree', {});
  const positionTree = useAdminQuery('positions', 'tree', {});
  const departments = departmentTree.data?.data ?? [];
  const positions = positionTree.data?.rows ?? [];
  const loadError = departmentTree.error || positionTree.error;

  const treeProps = {
    treeCheckable: true,
    showCheckedStrategy: TreeSelect.SHOW_PARENT,
    treeDefaultExpandAll: true,
    allowClear: true,
    style: { width: '100%' },
  } as const;
  return (
    <>
      {loadError && <Typography.Text type="danger">{loadError}</Typography.Text>}
      <Typography.Title level={5}>{t('trainingAdmin.editor.range')}</Typography.Title>
      <Form.Item
        name="departments"
        htmlFor="package-departments"
        label={t('trainingAdmin.editor.departments')}
        extra={t('trainingAdmin.editor.departmentsHint')}
      >
        <TreeSelect {...treeProps} id="package-departments" treeData={options(departments)} />
      </Form.Item>
      <Form.Item name="positions" htmlFor="package-positions" label={t('trainingAdmin.editor.positions')}>
        <TreeSelect {...treeProps} id="package-positions" treeData={options(positions)} />
      </Form.Item>
      <Form.Item name="users" label={t('trainingAdmin.editor.users')} rules={usersRules}>
        <UsersField departments={departments} />
      </Form.Item>
    </>
  );
}
