import { CATALOG_TYPES, type AdminFaq } from '@peilian/shared';
import { message, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { ListTable } from '../blocks/ListTable';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { ImportDialog } from '../blocks/import/ImportDialog';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { CataloguePanel } from '../catalogues/CataloguePanel';
import { faqColumns } from './faqColumns';
import { FaqFilters } from './FaqFilters';
import { FAQ_IMPORT } from './faqImport';
import { FAQ_QUERY } from './faqQueries';
import { faqEditorPath } from './paths';

/**
 * What a manager reads first: the question, whether it is open, who wrote it and when, and the
 * actions; the answer, keywords, similar and extended counts and sort behind 列设置.
 */
const FAQ_COLUMN_CHOICE = { list: 'faq', hidden: ['answer', 'keywords', 'similar', 'extended', 'sort'] } as const;

/** Open/close and delete a question, each after a confirmation; a refusal goes to `failed`. */
function useFaqRowActions(modal: ReturnType<typeof Modal.useModal>[0], failed: (error: unknown) => void) {
  const t = useT();
  const disable = useAdminMutation('faq', 'disable');
  const removal = useAdminMutation('faq', 'remove');
  const toggle = (faq: AdminFaq) =>
    void modal.confirm({
      title: t(faq.disabled ? 'faqAdmin.bank.openConfirm' : 'faqAdmin.bank.closeConfirm'),
      okButtonProps: { 'data-testid': 'faq-toggle-confirm' },
      onOk: () => disable.run({ id: faq.id }, { disabled: faq.disabled ? 0 : 1 }).catch(failed),
    });
  const remove = (faq: AdminFaq) =>
    void modal.confirm({
      title: t('faqAdmin.bank.removeConfirm', { question: faq.question }),
      okButtonProps: { danger: true, 'data-testid': 'faq-remove-confirm' },
      onOk: () => removal.run({ id: faq.id }).catch(failed),
    });
  return { toggle, remove };
}

/**
 * The bank's questions tab: catalogue tree, filters, the list (30/50/100 a page, its query in the
 * URL), open/close, delete (a question a quick Q&A task uses is refused with the server's message),
 * the editor and the import.
 */
export function FaqBank() {
  const t = useT();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useUrlQuery(FAQ_QUERY);
  const list = useAdminQuery('faq', 'list', callQuery(query));
  const [importing, setImporting] = useState(false);
  const failed = (error: unknown) => void notice.error(errorMessage(error, t));
  useErrorNotice(notice, list.error);

  const { toggle, remove } = useFaqRowActions(modal, failed);

  return (
    <div>
      {holder}
      {modalHolder}
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <CataloguePanel
          type={CATALOG_TYPES.faq}
          title={t('faqAdmin.catalogs')}
          testId="faq-catalog"
          selected={query.catalogid}
          onSelect={(catalogid) => setQuery({ catalogid })}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <FaqFilters
            query={query}
            onFilter={setQuery}
            onReset={() => setQuery({ text: '', disabled: '' })}
            onAdd={() => navigate(faqEditorPath({ catalogid: query.catalogid }))}
            onImport={() => setImporting(true)}
          />
          <ListTable<AdminFaq>
            rowKey="id"
            testId="faq-table"
            columns={faqColumns(t, { onToggle: toggle, onEdit: (faq) => navigate(faqEditorPath({ id: faq.id })), onRemove: remove })}
            data={list.data}
            loading={list.loading}
            paging={{ page: query.page, rows: query.rows }}
            onPaging={setQuery}
            columnChoice={FAQ_COLUMN_CHOICE}
          />
        </div>
      </div>
      <ImportDialog open={importing} source={FAQ_IMPORT} onClose={() => setImporting(false)} />
    </div>
  );
}
