import { PAGE_SIZE_DEFAULT, REGISTRATION_LIST_STATUSES, type Registration, type RegistrationListStatus } from '@peilian/shared';
import { Alert, Card, message, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { useUrlQuery } from '../data/useUrlQuery';
import { registrationColumns } from './registrationColumns';
import { ExpiryDialog } from './ExpiryDialog';
import { RejectDialog } from './RejectDialog';

const DEFAULTS = { status: 'pending', page: 1, rows: PAGE_SIZE_DEFAULT };
const EMPTY = {
  pending: 'people.registrations.emptyPending',
  rejected: 'people.registrations.emptyRejected',
  approved: 'people.registrations.emptyApproved',
} as const;

/**
 * The provider's review of enterprise self-registrations (function `registrationreview`, the
 * platform's top administrator only; the server refuses everyone else): the registrations waiting,
 * oldest first, approved or rejected with a reason — the registrant is told by SMS either way —
 * and those rejected, which may still be approved; and the organisations in use, with when each
 * one's account ends and its clearing report (docs/decisions.md "An organisation's account ends").
 * The tab and page are kept in the URL.
 */
export function RegistrationReviewPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const status: RegistrationListStatus = REGISTRATION_LIST_STATUSES.find((known) => known === query.status) ?? 'pending';
  const list = useAdminQuery('registrations', 'list', { ...query, status });
  const approval = useAdminMutation('registrations', 'approve');
  const [rejecting, setRejecting] = useState<Registration | null>(null);
  const [ending, setEnding] = useState<Registration | null>(null);

  const decided = (done: 'approved' | 'rejected', registration: Registration, notified: boolean) => {
    if (notified) void notice.success(t(`people.registrations.${done}`));
    else void notice.warning(t('people.registrations.notNotified', { mobile: registration.mobile }));
  };
  const approve = (registration: Registration) =>
    approval.run({ id: registration.id }).then(
      (answer) => decided('approved', registration, answer.notified),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  const columns = registrationColumns(t, status, { approve, reject: setRejecting, setExpiry: setEnding });

  return (
    <Card>
      {holder}
      <PageTitle testId="registration-review-title">{t('people.registrations.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('people.registrations.note')}</Typography.Paragraph>
      <Segmented<RegistrationListStatus>
        value={status}
        onChange={(value) => setQuery({ status: value })}
        options={[
          { value: 'pending', label: <span data-testid="registration-tab-pending">{t('people.registrations.pending')}</span> },
          { value: 'rejected', label: <span data-testid="registration-tab-rejected">{t('people.registrations.rejectedTab')}</span> },
          { value: 'approved', label: <span data-testid="registration-tab-approved">{t('people.registrations.approvedTab')}</span> },
        ]}
        style={{ marginBottom: 16 }}
      />
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      <ListTable<Registration>
        emptyText={t(EMPTY[status])}
        rowKey="id"
        testId="registration-table"
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={query}
        onPaging={({ page, rows }) => setQuery({ page: rows === query.rows ? page : 1, rows })}
      />
      {ending && (
        <ExpiryDialog
          registration={ending}
          onClose={() => setEnding(null)}
          onDone={() => (setEnding(null), void notice.success(t('people.registrations.expirySaved')))}
        />
      )}
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
