import { PAGE_SIZE_DEFAULT, type AdminFaq } from '@peilian/shared';
import { Modal, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ImportDialog } from '../exam/ImportDialog';
import { useLibraryList } from '../practice/useLibraryList';
import { FAQ_IMPORT, fetchFaqs, removeFaq, setFaqDisabled, type FaqList, type FaqQuery } from './faqApi';
import { FaqCatalogues } from './FaqCatalogues';
import { faqColumns } from './faqColumns';
import { FaqFilters } from './FaqFilters';
import { faqEditorPath } from './paths';

const EMPTY: FaqList = { successed: true, rows: [], total: 0 };
const FIRST: FaqQuery = { text: '', catalogid: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/**
 * The bank's questions tab: catalogue tree, filters, the list (30/50/100 a page), open/close, delete
 * (a question a quick Q&A task uses is refused with the server's message), the editor and the import.
 */
export function FaqBank() {
  const navigate = useNavigate();
  const list = useLibraryList(fetchFaqs, FIRST, EMPTY);
  const { t, query, setQuery, refresh, failed } = list;
  const [modal, modalHolder] = Modal.useModal();
  const [importing, setImporting] = useState(false);
  const filter = (change: Partial<FaqQuery>) => setQuery((current) => ({ ...current, ...change, page: 1 }));

  const toggle = (faq: AdminFaq) =>
    void modal.confirm({
      title: t(faq.disabled ? 'faqAdmin.bank.openConfirm' : 'faqAdmin.bank.closeConfirm'),
      okButtonProps: { 'data-testid': 'faq-toggle-confirm' },
      onOk: () => setFaqDisabled(faq.id, faq.disabled ? 0 : 1).then(refresh, failed),
    });
  const remove = (faq: AdminFaq) =>
    void modal.confirm({
      title: t('faqAdmin.bank.removeConfirm', { question: faq.question }),
      okButtonProps: { danger: true, 'data-testid': 'faq-remove-confirm' },
      onOk: () => removeFaq(faq.id).then(refresh, failed),
    });

  return (
    <div>
      {list.holder}
      {modalHolder}
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <FaqCatalogues selected={query.catalogid} onSelect={(catalogid) => filter({ catalogid })} refreshKey={list.refreshKey} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <FaqFilters
            query={query}
            onFilter={filter}
            onReset={() => setQuery((current) => ({ ...FIRST, catalogid: current.catalogid, rows: current.rows }))}
            onAdd={() => navigate(faqEditorPath({ catalogid: query.catalogid }))}
            onImport={() => setImporting(true)}
          />
          <Table<AdminFaq>
            rowKey="id"
            size="middle"
            columns={faqColumns(t, { onToggle: toggle, onEdit: (faq) => navigate(faqEditorPath({ id: faq.id })), onRemove: remove })}
            dataSource={list.list.rows}
            loading={list.loading}
            pagination={list.pagination}
            data-testid="faq-table"
          />
        </div>
      </div>
      <ImportDialog open={importing} source={FAQ_IMPORT} onImported={refresh} onClose={() => setImporting(false)} />
    </div>
  );
}
