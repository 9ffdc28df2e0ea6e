import type { AdminQuestion, Translate } from '@peilian/shared';
import { message, Modal, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app';
import { clippedText, COLUMN_PX, tableWidth } from '../blocks/columns';
import { useNamedSelection } from '../blocks/namedSelection';
import { useAdminQuery } from '../data/queries';
import { levelKey, TYPE_OPTIONS, typeKey } from './labels';
import { useErrorNotice } from '../blocks/useErrorNotice';

const PICKER_ROWS = 30;

/** The picker's columns: type, the text (clipped, whole in a tooltip), level and catalogue, each at its width. */
function pickerColumns(t: Translate): TableColumnsType<AdminQuestion> {
  return [
    { title: t('examAdmin.bank.type'), dataIndex: 'type', width: 90, render: (value: number) => t(typeKey(value)) },
    { title: t('examAdmin.bank.text'), dataIndex: 'text', width: COLUMN_PX.text, render: (text: string) => clippedText(text) },
    { title: t('examAdmin.bank.level'), dataIndex: 'level', width: 80, render: (value: number) => t(levelKey(value)) },
    {
      title: t('examAdmin.bank.catalog'),
      dataIndex: 'catalogname',
      width: COLUMN_PX.name,
      render: (name: string) => clippedText(name || t('examAdmin.bank.noCatalog'), 1),
    },
  ];
}

interface Props {
  open: boolean;
  /** How many may still be chosen. */
  max: number;
  /** Ids already in the paper (shown checked and fixed). */
  present: readonly string[];
  onPick: (questions: AdminQuestion[]) => void;
  onClose: () => void;
}

/** The questions chosen so far (none each time the picker opens), never more than `max`. */
function useChosen(open: boolean, max: number) {
  const [chosen, setChosen] = useState<Map<string, AdminQuestion>>(new Map());
  useEffect(() => {
    if (open) setChosen(new Map());
  }, [open]);
  const select = (question: AdminQuestion, selected: boolean) => {
    const next = new Map(chosen);
    if (selected && next.size < max) next.set(question.id, question);
    else next.delete(question.id);
    setChosen(next);
  };
  return { chosen, select };
}

/**
 * The question picker: enabled bank questions filtered by type, 30 a page, several chosen up to a
 * maximum. Its own table rather than the list block: the paper's questions show checked and fixed,
 * a full choice disables the rest, and there is no select-all.
 */
export function QuestionPickerDialog({ open, max, present, onPick, onClose }: Props) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [type, setType] = useState<'' | number>('');
  const [page, setPage] = useState(1);
  const { chosen, select } = useChosen(open, max);
  const list = useAdminQuery('questions', 'list', open ? { type, disabled: 0, page, rows: PICKER_ROWS } : null);
  useErrorNotice(notice, list.error);

  return (
    <Modal
      open={open}
      width={860}
      title={t('examAdmin.paper.pickerTitle')}
      onOk={() => {
        onPick([...chosen.values()]);
        onClose();
      }}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'picker-ok', disabled: chosen.size === 0 }}
      destroyOnHidden
    >
      {holder}
      <Space style={{ marginBottom: 12 }}>
        <Select
          style={{ width: 140 }}
          aria-label={t('examAdmin.bank.type')}
          value={type}
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
          options={[{ value: '', label: t('examAdmin.bank.allTypes') }, ...TYPE_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))]}
          data-testid="picker-type"
        />
        <Typography.Text type="secondary">{t('examAdmin.paper.pickerMax', { max: max - chosen.size })}</Typography.Text>
      </Space>
      <PickerTable list={list} page={page} onPage={setPage} present={present} chosen={chosen} max={max} onSelect={select} />
    </Modal>
  );
}

interface TableProps {
  list: { data?: { rows: AdminQuestion[]; total: number }; loading: boolean };
  page: number;
  onPage: (page: number) => void;
  present: readonly string[];
  chosen: Map<string, AdminQuestion>;
  max: number;
  onSelect: (question: AdminQuestion, selected: boolean) => void;
}

/** The page of questions: the paper's shown checked and fixed, the rest disabled once the choice is full. */
function PickerTable({ list, page, onPage, present, chosen, max, onSelect }: TableProps) {
  const t = useT();
  const named = useNamedSelection();
  const columns = pickerColumns(t);
  return (
    <Table<AdminQuestion>
      rowKey="id"
      size="small"
      dataSource={list.data?.rows ?? []}
      loading={list.loading}
      data-testid="picker-table"
      rowSelection={{
        ...named,
        selectedRowKeys: [...present, ...chosen.keys()],
        getCheckboxProps: (question) => ({ disabled: present.includes(question.id) || (!chosen.has(question.id) && chosen.size >= max) }),
        onSelect: (question, selected) => onSelect(question, selected),
        hideSelectAll: true,
      }}
      columns={columns}
      scroll={list.data?.rows.length ? { x: tableWidth(columns) } : undefined}
      pagination={{ current: page, pageSize: PICKER_ROWS, total: list.data?.total ?? 0, showSizeChanger: false, onChange: onPage }}
    />
  );
}
