import { PAGE_SIZE_DEFAULT, RECORD_ACCESS_TYPES, type AdminPackage } from '@peilian/shared';
import { Alert, Card, message } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../app';
import { errorMessage } from '../../../lib/errorMessage';
import { PageTitle } from '../../blocks/PageTitle';
import { RecordAccessDialog, type AccessTarget } from '../../catalogues/RecordAccessDialog';
import { useAdminMutation, useAdminQuery } from '../../data/queries';
import { callQuery } from '../../data/urlQuery';
import { useUrlQuery } from '../../data/useUrlQuery';
import { editPath, type TaskKind } from '../taskKinds';
import { PackageFilters, publishStateOf } from './PackageFilters';
import { PackageTable } from './PackageTable';
import { PublishDialog } from './PublishDialog';
import { publishedText } from './publishForm';
import { TaskExceptions } from './TaskExceptions';

/** A task list's query in the URL: the title searched, the publish state ('' all), the page. */
const DEFAULTS = { title: '', publishstate: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/**
 * One of the three task lists of admin §2 (training, exam, practice): search by title, filter by
 * publish state, the package table, and publish / unpublish / delete as the state allows; each
 * package's own access list.
 */
export function PackageListPage({ kind }: { kind: TaskKind }) {
  const t = useT();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const list = useAdminQuery('packages', 'list', { ...callQuery(query), tasktype: kind.tasktype, publishstate: publishStateOf(query.publishstate) });
  const unpublish = useAdminMutation('packages', 'unpublish');
  const remove = useAdminMutation('packages', 'remove');
  const [publishing, setPublishing] = useState<AdminPackage | null>(null);
  const [accessOf, setAccessOf] = useState<AccessTarget | null>(null);

  const act = (action: Promise<unknown>, done: string) =>
    void action.then(
      () => void notice.success(done),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );

  return (
    <Card>
      {holder}
      <PageTitle testId="package-list-title">{t(kind.title)}</PageTitle>
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      <TaskExceptions kind={kind} />
      <PackageFilters kind={kind} query={query} onChange={setQuery} onFailure={(text) => void notice.error(text)} />
      <PackageTable
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        paging={{ page: query.page, rows: query.rows }}
        loading={list.loading}
        onPaging={({ page, rows }) => setQuery({ page: rows === query.rows ? page : 1, rows })}
        actions={{
          edit: (row) => navigate(editPath(kind, row.id)),
          publish: setPublishing,
          unpublish: (row) => act(unpublish.run({ id: row.id }), t('trainingAdmin.list.unpublished')),
          remove: (row) => act(remove.run({ id: row.id }), t('trainingAdmin.list.deleted')),
          access: (row) => setAccessOf({ id: row.id, name: row.title }),
        }}
      />
      <RecordAccessDialog type={RECORD_ACCESS_TYPES.package} record={accessOf} onClose={() => setAccessOf(null)} />
      {publishing && (
        <PublishDialog
          packageId={publishing.id}
          title={publishing.title}
          onClose={() => setPublishing(null)}
          onDone={(published) => {
            setPublishing(null);
            void notice.success(publishedText(published, t));
          }}
        />
      )}
    </Card>
  );
}
