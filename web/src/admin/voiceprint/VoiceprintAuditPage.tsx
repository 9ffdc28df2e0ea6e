import { PAGE_SIZE_DEFAULT, type VoiceprintAudit } from '@peilian/shared';
import { Alert, Card, message, Select, Typography } from 'antd';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { useUrlQuery } from '../data/useUrlQuery';
import { LibrarySearch } from '../practice';
import { AUDIT_STATUSES, auditColumns } from './auditColumns';

const DEFAULTS = { status: '', name: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/**
 * The voiceprint audit (function `check`, admin §3–4; only admins with a registered voiceprint see
 * it): users' re-registrations, newest first, filtered by status and by name or account; both
 * samples played in the page, and a pending one passed or rejected once and for good
 * (docs/voiceprint.md "Audit"). The filters and page are kept in the URL.
 */
export function VoiceprintAuditPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const list = useAdminQuery('voiceprint', 'audits', { ...query, status: query.status === '' ? undefined : Number(query.status) });
  const decision = useAdminMutation('voiceprint', 'checkVoiceFlag');
  const decide = (row: VoiceprintAudit, status: 1 | 2) =>
    decision.run({ id: row.userid }, { status }).then(
      () => void notice.success(t(status === 1 ? 'voiceprintAdmin.passed' : 'voiceprintAdmin.rejected')),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  const statusFilter = (
    <Select
      style={{ width: 140 }}
      aria-label={t('voiceprintAdmin.status')}
      value={query.status}
      onChange={(status: string) => setQuery({ status, page: 1 })}
      data-testid="vp-status-filter"
      options={[
        { value: '', label: t('voiceprintAdmin.allStatuses') },
        ...AUDIT_STATUSES.map((status) => ({ value: String(status.value), label: t(`voiceprintAdmin.statuses.${status.key}`) })),
      ]}
    />
  );

  return (
    <Card>
      {holder}
      <PageTitle testId="vp-audit-title">{t('voiceprintAdmin.title')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('voiceprintAdmin.note')}</Typography.Paragraph>
      <LibrarySearch
        value={query.name}
        placeholder={t('voiceprintAdmin.searchPlaceholder')}
        onSearch={(name) => setQuery({ name, page: 1 })}
        onReset={() => setQuery({ name: '', status: '', page: 1 })}
        filters={statusFilter}
        testId="vp-audit"
      />
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      <ListTable<VoiceprintAudit>
        emptyText={t('voiceprintAdmin.empty')}
        rowKey="id"
        testId="vp-audit-table"
        rowTestId={(row) => `vp-row-${row.account}`}
        columns={auditColumns(t, { decide })}
        data={list.data}
        loading={list.loading}
        paging={query}
        onPaging={({ page, rows }) => setQuery({ page: rows === query.rows ? page : 1, rows })}
      />
    </Card>
  );
}
