import type { MessageKey } from '@peilian/shared';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { BatchBar } from '../blocks/BatchBar';
import type { useSelection } from '../blocks/useSelection';
import { useAdminMutation } from '../data/queries';
import { UserBatchSetDialog } from './UserBatchSetDialog';
import type { Notify } from './useUserActions';

interface Props {
  selection: ReturnType<typeof useSelection>;
  notify: Notify;
}

/**
 * The user list's batch: enable, disable or delete the chosen users, or set their department,
 * position and role, at once (all of them or, on a refusal, none).
 */
export function UserBatchBar({ selection, notify }: Props) {
  const t = useT();
  const batch = useAdminMutation('users', 'batchUpdate');
  const batchDelete = useAdminMutation('users', 'batchDelete');
  const [setting, setSetting] = useState(false);
  const ids = selection.keys.map(String);
  /** Tells how many the server changed and clears the choice, or tells its refusal and keeps the choice. */
  const report = (work: Promise<{ updated: number }>, done: MessageKey) =>
    work.then(
      ({ updated }) => {
        notify.success(t(done, { count: updated }));
        selection.clear();
      },
      (error: unknown) => notify.error(errorMessage(error, t)),
    );
  const apply = (disabled: 0 | 1) => report(batch.run({}, { ids, disabled }), disabled ? 'people.users.batchDisabledDone' : 'people.users.batchEnabledDone');
  const remove = () => report(batchDelete.run({}, { ids }), 'people.users.batchRemovedDone');
  const placed = (updated: number) => {
    setSetting(false);
    notify.success(t('people.users.batchSetDone', { count: updated }));
    selection.clear();
  };
  return (
    <>
      <BatchBar count={ids.length} onClear={selection.clear}>
        <Button onClick={() => setSetting(true)} data-testid="user-batch-set">
          {t('people.users.batchSet')}
        </Button>
        <Button loading={batch.pending} onClick={() => void apply(0)} data-testid="user-batch-enable">
          {t('people.users.batchEnable')}
        </Button>
        <Popconfirm
          title={t('people.users.batchDisableConfirm', { count: ids.length })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => apply(1)}
        >
          <Button danger loading={batch.pending} data-testid="user-batch-disable">
            {t('people.users.batchDisable')}
          </Button>
        </Popconfirm>
        <Popconfirm
          title={t('people.users.batchRemoveConfirm', { count: ids.length })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={remove}
        >
          <Button danger loading={batchDelete.pending} data-testid="user-batch-remove">
            {t('people.users.batchRemove')}
          </Button>
        </Popconfirm>
      </BatchBar>
      {setting && <UserBatchSetDialog ids={ids} onClose={() => setSetting(false)} onDone={placed} />}
    </>
  );
}
