import { PAGE_SIZE_DEFAULT, type Registration, type RegistrationListStatus } from '@peilian/shared';
import { Alert, Card, message, Segmented, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { adminApi } from '../api';
import { listPagination } from '../listPagination';
import { registrationColumns } from './registrationColumns';
import { RejectDialog } from './RejectDialog';

/**
 * The provider's review of enterprise self-registrations (function `registrationreview`, the
 * platform's top administrator only; the server refuses everyone else): the registrations waiting,
 * oldest first, approved or rejected with a reason — the registrant is told by SMS either way —
 * and those rejected, which may still be approved.
 */
export function RegistrationReviewPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [status, setStatus] = useState<RegistrationListStatus>('pending');
  const [paging, setPaging] = useState({ page: 1, rows: PAGE_SIZE_DEFAULT });
  const [list, setList] = useState<{ rows: Registration[]; total: number }>({ rows: [], total: 0 });
  const [loadError, setLoadError] = useState('');
  const [version, setVersion] = useState(0);
  const [rejecting, setRejecting] = useState<Registration | null>(null);

  useEffect(() => {
    let current = true;
    adminApi.registrations.list({ ...paging, status }).then(
      (answer) => current && (setList(answer), setLoadError('')),
      (error: unknown) => current && setLoadError(errorMessage(error, t, 'people.registrations.loadFailed')),
    );
    return () => {
      current = false;
    };
  }, [paging, status, version, t]);

  const decided = (done: 'approved' | 'rejected', registration: Registration, notified: boolean) => {
    if (notified) void notice.success(t(`people.registrations.${done}`));
    else void notice.warning(t('people.registrations.notNotified', { mobile: registration.mobile }));
    setVersion((value) => value + 1);
  };
  const approve = (registration: Registration) =>
    adminApi.registrations.approve({ id: registration.id }).then(
      (answer) => decided('approved', registration, answer.notified),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  const columns = registrationColumns(t, status, { approve, reject: setRejecting });

  return (
    <Card>
      {holder}
      <Typography.Title level={3} data-testid="registration-review-title">
        {t('people.registrations.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('people.registrations.note')}</Typography.Paragraph>
      <Segmented<RegistrationListStatus>
        value={status}
        onChange={(value) => (setStatus(value), setPaging((current) => ({ ...current, page: 1 })))}
        options={[
          { value: 'pending', label: <span data-testid="registration-tab-pending">{t('people.registrations.pending')}</span> },
          { value: 'rejected', label: <span data-testid="registration-tab-rejected">{t('people.registrations.rejectedTab')}</span> },
        ]}
        style={{ marginBottom: 16 }}
      />
      {loadError && <Alert type="error" showIcon title={loadError} style={{ marginBottom: 16 }} />}
      <Table<Registration>
        rowKey="id"
        size="middle"
        data-testid="registration-table"
        columns={columns}
        dataSource={list.rows}
        locale={{ emptyText: t(status === 'pending' ? 'people.registrations.emptyPending' : 'people.registrations.emptyRejected') }}
        pagination={listPagination(t, {
          page: paging.page,
          rows: paging.rows,
          total: list.total,
          onChange: (page, rows) => setPaging({ page: rows === paging.rows ? page : 1, rows }),
        })}
      />
      {rejecting && (
        <RejectDialog
          registration={rejecting}
          onClose={() => setRejecting(null)}
          onDone={(notified) => (setRejecting(null), decided('rejected', rejecting, notified))}
        />
      )}
    </Card>
  );
}
