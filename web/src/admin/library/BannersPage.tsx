import { PAGE_SIZE_DEFAULT, type Banner } from '@peilian/shared';
import { message } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { BannerDialog } from './BannerDialog';
import { BannerFilters } from './BannerFilters';
import { bannerColumns } from './bannerColumns';
import { useBannerActions } from './useBannerActions';

const DEFAULTS = { platform: '', title: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** Banners of the training centre's carousel (admin §2 system group, hidden route `banner`); the list's query is kept in the URL. */
export function BannersPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const list = useAdminQuery('banners', 'list', callQuery(query));
  const [editing, setEditing] = useState<Banner | null | undefined>(undefined);
  const { actions, modalHolder } = useBannerActions(setEditing, { success: (text) => void notice.success(text), error: (text) => void notice.error(text) });
  useErrorNotice(notice, list.error);

  return (
    <div>
      {holder}
      {modalHolder}
      <PageTitle testId="banners-title">{t('library.banner.title')}</PageTitle>
      {/* Remounted when the applied search changes (a link, the back button), so the box shows it. */}
      <BannerFilters key={query.title} title={query.title} platform={query.platform} onChange={setQuery} onAdd={() => setEditing(null)} />
      <ListTable<Banner>
        rowKey="id"
        testId="banner-table"
        columns={bannerColumns(t, actions)}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
      <BannerDialog
        banner={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void notice.success(t('library.banner.saved'));
        }}
      />
    </div>
  );
}
