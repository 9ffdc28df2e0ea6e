import { message, Modal } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { listPagination } from '../listPagination';

/** The data-testid of a confirmation's OK button. */
interface Confirm {
  testId?: string;
}

interface PageQuery {
  page: number;
  rows: number;
}

/**
 * The state of a practice library list: its query, the page fetched (again on refresh), a server error shown,
 * the confirmations before enabling, disabling (0 on, 1 off) or removing a row, and the pager.
 */
export function useLibraryList<Q extends PageQuery, L extends { total: number }>(fetch: (query: Q) => Promise<L>, first: Q, empty: L) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useState<Q>(first);
  const [list, setList] = useState<L>(empty);
  const [loading, setLoading] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const failed = useCallback((error: unknown) => void notice.error(errorMessage(error, t)), [notice, t]);
  useEffect(() => {
    setLoading(true);
    fetch(query)
      .then(setList, failed)
      .finally(() => setLoading(false));
  }, [fetch, query, failed, refreshKey]);
  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);

  /** Asks before turning a row off (current 0) or on (current 1), then sends the other state. */
  const confirmToggle = (current: number, change: (next: 0 | 1) => Promise<unknown>, { testId }: Confirm = {}) => {
    void modal.confirm({
      title: t(current ? 'practiceWeb.common.enableConfirm' : 'practiceWeb.common.disableConfirm'),
      ...(testId ? { okButtonProps: { 'data-testid': testId } } : {}),
      onOk: () => change(current ? 0 : 1).then(refresh, failed),
    });
  };
  /** Asks before removing a row, then (announced, says it was removed and) fetches the page again. */
  const confirmRemove = (remove: () => Promise<unknown>, { testId, announce }: Confirm & { announce?: boolean } = {}) => {
    void modal.confirm({
      title: t('practiceWeb.common.removeConfirm'),
      okButtonProps: testId ? { danger: true, 'data-testid': testId } : { danger: true },
      onOk: () => remove().then(announce ? () => (void notice.success(t('practiceWeb.common.removed')), refresh()) : refresh, failed),
    });
  };
  const pagination = listPagination(t, {
    page: query.page,
    rows: query.rows,
    total: list.total,
    onChange: (page, rows) => setQuery((current) => ({ ...current, page, rows })),
  });
  return { t, holder, modalHolder, query, setQuery, list, loading, refreshKey, refresh, failed, confirmToggle, confirmRemove, pagination };
}
