import { PAGE_SIZE_DEFAULT } from '@peilian/shared';
import { Alert } from 'antd';
import { useT } from '../../app';
import { ExportButton } from '../blocks/ExportButton';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminQuery } from '../data/queries';
import { callQuery, exportQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { LoginLogFilters } from './LoginLogFilters';
import { loginLogColumns, type LoginLogRow } from './loginLogColumns';

const DEFAULTS = { keyword: '', method: '', result: '', start: '', end: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/**
 * What a manager reads first: when, who (account and name), how and the outcome with its reason;
 * the address, device and client behind 列设置. Each log keeps its own choice.
 */
const LEARNER_COLUMN_CHOICE = { list: 'loginLogs', hidden: ['ip', 'device', 'client'] } as const;
const ADMIN_COLUMN_CHOICE = { ...LEARNER_COLUMN_CHOICE, list: 'adminLoginLogs' } as const;

/**
 * 学员登录日志 (`loglogin`) and 管理员登录日志 (`logadminlogin`), admin §2 /admin/log: the
 * organisation's sign-ins, newest first, filtered and exported alike (docs/security.md "Sign-in logs").
 */
export function LoginLogsPage({ admin }: { admin: boolean }) {
  const t = useT();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const { data, loading, error } = useAdminQuery('logs', admin ? 'adminLogin' : 'login', callQuery(query));
  const testId = admin ? 'admin-login-log' : 'login-log';
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16 }}>
        <PageTitle testId={`${testId}-title`}>{t(admin ? 'loginLogs.adminTitle' : 'loginLogs.learnerTitle')}</PageTitle>
        <ExportButton
          area="logs"
          name={admin ? 'exportAdminLogin' : 'exportLogin'}
          args={exportQuery(query)}
          fileName={`${t(admin ? 'loginLogs.adminTitle' : 'loginLogs.learnerTitle')}.xlsx`}
          testId={`${testId}-export`}
        />
      </div>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-log-error" />}
      {/* Keyed by the keyword: an account picked in the table shows in the search box. */}
      <LoginLogFilters key={query.keyword} value={query} onChange={setQuery} />
      <ListTable<LoginLogRow>
        rowKey="id"
        columns={loginLogColumns(t, (keyword) => setQuery({ keyword }))}
        data={data}
        loading={loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
        testId={`${testId}-table`}
        columnChoice={admin ? ADMIN_COLUMN_CHOICE : LEARNER_COLUMN_CHOICE}
      />
    </div>
  );
}
