import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { useT } from '../../app/hooks';

interface Props {
  /** The selected node (adding goes under it); undefined while "all" is selected: only adding is possible. */
  current: { name: string } | undefined;
  /** The buttons' names (also their tooltips) and the delete question, in the admin's language. */
  labels: { add: string; addChild: string; edit: string; remove: string; removeConfirm: string };
  onAdd: () => void;
  onEdit: () => void;
  onRemove: () => void;
  /** `<testId>-add`, `-edit`, `-delete`. */
  testId: string;
}

/** Above a tree of the back office (departments, catalogues): add, edit and delete the selected node, icon buttons with names. */
export function TreeActions({ current, labels, onAdd, onEdit, onRemove, testId }: Props) {
  const t = useT();
  const add = current ? labels.addChild : labels.add;
  return (
    <Space size={4}>
      <Tooltip title={add}>
        <Button size="small" icon={<PlusOutlined />} aria-label={add} onClick={onAdd} data-testid={`${testId}-add`} />
      </Tooltip>
      <Tooltip title={labels.edit}>
        <Button size="small" icon={<EditOutlined />} aria-label={labels.edit} disabled={!current} onClick={onEdit} data-testid={`${testId}-edit`} />
      </Tooltip>
      <Popconfirm title={labels.removeConfirm} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={onRemove} disabled={!current}>
        <Tooltip title={labels.remove}>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={labels.remove} disabled={!current} data-testid={`${testId}-delete`} />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
