import { UserOutlined } from '@ant-design/icons';
import { PUBLISH_RANGE_MAX, type DepartmentNode, type PickerUser } from '@peilian/shared';
import { Avatar, type TableColumnsType, type TreeDataNode } from 'antd';
import { useT } from '../../../app';
import { avatarUrl } from '../../../lib/avatar';
import { clippedText, COLUMN_PX } from '../../blocks/columns';
import type { Named } from '../editor/packageForm';
import { useAdminQuery } from '../../data/queries';
import { DataPicker } from './DataPicker';
import { slicedList, usePickerQuery } from './pickerQuery';
import { serverPage } from './pickerSlice';

const treeOf = (nodes: readonly DepartmentNode[]): TreeDataNode[] => nodes.map((node) => ({ key: node.id, title: node.name, children: treeOf(node.children) }));

interface Props {
  departments: readonly DepartmentNode[];
  chosen: readonly Named[];
  onOk: (users: Named[]) => void;
  onCancel: () => void;
}

/** The data picker's "users" variant (admin §2): department tree; avatar, name, department, work number. */
export function UserPicker({ departments, chosen, onOk, onCancel }: Props) {
  const t = useT();
  const picker = usePickerQuery();
  const { query } = picker;
  const read = useAdminQuery('users', 'picker', { ...serverPage(query), name: query.text, department: query.catalog });
  const columns: TableColumnsType<PickerUser> = [
    {
      key: 'avatar',
      title: t('trainingAdmin.picker.avatar'),
      width: 64,
      render: (_, user) => <Avatar size="small" src={user.avatar ? avatarUrl(user.avatar) : undefined} icon={<UserOutlined />} />,
    },
    { key: 'name', title: t('trainingAdmin.picker.name'), dataIndex: 'name', width: COLUMN_PX.name, render: (name: string) => clippedText(name, 1) },
    {
      key: 'department',
      title: t('trainingAdmin.picker.department'),
      dataIndex: 'departmentname',
      width: COLUMN_PX.name,
      render: (name: string) => clippedText(name, 1),
    },
    { key: 'workno', title: t('trainingAdmin.picker.workno'), dataIndex: 'workno', width: 100 },
  ];
  // Users chosen earlier are known only by id and name; the picker keeps them as such.
  const initial = chosen.map((user) => ({ id: user.id, name: user.name }) as PickerUser);
  return (
    <DataPicker<PickerUser>
      title={t('trainingAdmin.picker.usersTitle')}
      testId="user-picker"
      columns={columns}
      rowKey={(user) => user.id}
      picker={picker}
      list={slicedList(query, read)}
      tree={treeOf(departments)}
      max={PUBLISH_RANGE_MAX}
      initial={initial}
      onOk={(users) => onOk(users.map((user) => ({ id: user.id, name: user.name })))}
      onCancel={onCancel}
    />
  );
}
