import { DeleteOutlined, EditOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip, type ButtonProps } from 'antd';
import { useT } from '../../app';

interface Props {
  /** The selected node (adding goes under it); undefined while "all" is selected: only adding is possible. */
  current: { name: string } | undefined;
  /** The buttons' names (also their tooltips) and the delete question, in the admin's language. */
  labels: { add: string; addChild: string; edit?: string; remove?: string; removeConfirm?: string; access?: string };
  onAdd: () => void;
  /** Renaming (editing) the selected node; no button without it or its label. */
  onEdit?: () => void;
  onRemove?: () => void;
  /** Opens the selected node's access list (catalogue trees); no button without it or its label. */
  onAccess?: () => void;
  /** What the caller may do with `current` (everything when omitted): what it may not is not offered. */
  allowed?: { add: boolean; edit: boolean; remove: boolean };
  /** `<testId>-add`, `-edit`, `-delete`, `-access`. */
  testId: string;
}

const EVERYTHING = { add: true, edit: true, remove: true };

/** Above a tree of the back office (departments, catalogues): add, edit and delete the selected node and open its access list, icon buttons with names. */
export function TreeActions({ current, labels, onAdd, onEdit, onRemove, onAccess, allowed = EVERYTHING, testId }: Props) {
  const t = useT();
  const add = current ? labels.addChild : labels.add;
  return (
    <Space size={4}>
      {allowed.add && <IconButton label={add} icon={<PlusOutlined />} onClick={onAdd} data-testid={`${testId}-add`} />}
      {allowed.edit && onEdit && labels.edit && (
        <IconButton label={labels.edit} icon={<EditOutlined />} disabled={!current} onClick={onEdit} data-testid={`${testId}-edit`} />
      )}
      {allowed.remove && onRemove && labels.remove && (
        <Popconfirm title={labels.removeConfirm} okText={t('common.confirm')} cancelText={t('common.cancel')} onConfirm={onRemove} disabled={!current}>
          <Tooltip title={labels.remove}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={labels.remove} disabled={!current} data-testid={`${testId}-delete`} />
          </Tooltip>
        </Popconfirm>
      )}
      {onAccess && labels.access && (
        <IconButton label={labels.access} icon={<LockOutlined />} disabled={!current} onClick={onAccess} data-testid={`${testId}-access`} />
      )}
    </Space>
  );
}

/** A small icon button named (and tipped) by `label`. */
function IconButton({ label, ...props }: ButtonProps & { label: string; 'data-testid': string }) {
  return (
    <Tooltip title={label}>
      <Button size="small" aria-label={label} {...props} />
    </Tooltip>
  );
}
