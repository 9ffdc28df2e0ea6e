import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_EXAM_CATEGORY, PAGE_SIZE_DEFAULT, RECORD_ACCESS_TYPES, type AdminPaper } from '@peilian/shared';
import { Button, message, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { ImportButton } from '../blocks/import/ImportButton';
import { ListTable } from '../blocks/ListTable';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { useUrlQuery } from '../data/useUrlQuery';
import { EXAM_IMPORT } from './examImports';
import { paperListColumns } from './paperListColumns';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { RecordAccessDialog, type AccessTarget } from '../catalogues/RecordAccessDialog';

const PAGING = { page: 1, rows: PAGE_SIZE_DEFAULT };

/**
 * Exam management's papers tab: their status and totals; whole exams imported from Excel; new and edit open the composer (editpaper),
 * results the examination's page (editexam); the switch enables or disables the examination; access
 * opens the paper's own access list. The
 * page and its size live in the URL.
 */
export function PaperList() {
  const t = useT();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const [paging, setPaging] = useUrlQuery(PAGING);
  const list = useAdminQuery('papers', 'list', paging);
  const disable = useAdminMutation('examinations', 'disable');
  const [switching, setSwitching] = useState('');
  const [accessOf, setAccessOf] = useState<AccessTarget | null>(null);
  useErrorNotice(notice, list.error);
  const switchEnabled = async (paper: AdminPaper, enabled: boolean) => {
    setSwitching(paper.id);
    try {
      const { paper: changed } = await disable.run({ id: paper.id }, { disabled: enabled ? 0 : 1 });
      void notice.success(t(changed.disabled === 1 ? 'examAdmin.results.disabledDone' : 'examAdmin.results.enabledDone'));
    } catch (error) {
      void notice.error(errorMessage(error, t));
    } finally {
      setSwitching('');
    }
  };
  return (
    <div>
      {holder}
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/voice/editpaper')} data-testid="paper-add">
          {t('examAdmin.paper.add')}
        </Button>
        <ImportButton source={EXAM_IMPORT} label={t('examAdmin.import.examOpen')} testId="exam-import" />
      </Space>
      <ListTable<AdminPaper>
        rowKey="id"
        testId="paper-table"
        data={list.data}
        loading={list.loading}
        paging={paging}
        onPaging={setPaging}
        columns={paperListColumns(t, {
          switching,
          onEnabled: (paper, enabled) => void switchEnabled(paper, enabled),
          onEdit: (paper) => navigate(`/admin/voice/editpaper?id=${paper.id}`),
          onResults: (paper) => navigate(`/admin/voice/editexam?id=${paper.id}`),
          onAccess: (paper) =>
            setAccessOf({ id: paper.id, name: paper.title, catalogid: paper.category === String(DEFAULT_EXAM_CATEGORY) ? '' : paper.category }),
        })}
      />
      <RecordAccessDialog type={RECORD_ACCESS_TYPES.paper} record={accessOf} onClose={() => setAccessOf(null)} />
    </div>
  );
}
