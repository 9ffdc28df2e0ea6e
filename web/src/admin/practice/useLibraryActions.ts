import { message, Modal } from 'antd';
import { useCallback, useEffect } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';

/** The data-testid of a confirmation's OK button. */
interface Confirm {
  testId?: string;
}

/**
 * What a practice library list does besides loading (its reads refresh by themselves after every
 * write): a read's failure shown, and the confirmations before enabling, disabling (0 on, 1 off)
 * or removing a row, a refused write shown.
 */
export function useLibraryActions(loadError: string) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const failed = useCallback((error: unknown) => void notice.error(errorMessage(error, t)), [notice, t]);
  useEffect(() => {
    if (loadError) void notice.error(loadError);
  }, [loadError, notice]);

  /** Asks before turning a row off (current 0) or on (current 1), then sends the other state. */
  const confirmToggle = (current: number, change: (next: 0 | 1) => Promise<unknown>, { testId }: Confirm = {}) => {
    void modal.confirm({
      title: t(current ? 'practiceWeb.common.enableConfirm' : 'practiceWeb.common.disableConfirm'),
      ...(testId ? { okButtonProps: { 'data-testid': testId } } : {}),
      onOk: () => change(current ? 0 : 1).catch(failed),
    });
  };
  /** Asks before removing a row, then (announced) says it was removed. */
  const confirmRemove = (remove: () => Promise<unknown>, { testId, announce }: Confirm & { announce?: boolean } = {}) => {
    void modal.confirm({
      title: t('practiceWeb.common.removeConfirm'),
      okButtonProps: testId ? { danger: true, 'data-testid': testId } : { danger: true },
      onOk: () => remove().then(() => void (announce && notice.success(t('practiceWeb.common.removed'))), failed),
    });
  };
  return { t, notice, holder, modalHolder, failed, confirmToggle, confirmRemove };
}
