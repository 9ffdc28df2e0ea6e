import type { Banner } from '@peilian/shared';
import { Modal } from 'antd';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { useAdminMutation } from '../data/queries';
import type { BannerActions } from './bannerColumns';

interface Notice {
  success: (text: string) => void;
  error: (text: string) => void;
}

/** The banner list's row actions: edit, the disable switch (after a confirmation) and delete; a refusal is a toast. */
export function useBannerActions(edit: (banner: Banner) => void, notice: Notice) {
  const t = useT();
  const [modal, modalHolder] = Modal.useModal();
  const disable = useAdminMutation('banners', 'disable');
  const remove = useAdminMutation('banners', 'remove');
  const fail = (error: unknown) => notice.error(errorMessage(error, t));
  const actions: BannerActions = {
    edit,
    toggle: (banner) =>
      void modal.confirm({
        title: t(banner.disabled ? 'library.media.enableConfirm' : 'library.media.disableConfirm', { name: banner.title }),
        okButtonProps: { 'data-testid': 'banner-toggle-confirm' },
        onOk: () => disable.run({ id: banner.id }, { disabled: banner.disabled ? 0 : 1 }).catch(fail),
      }),
    remove: (banner) => remove.run({ id: banner.id }).then(() => notice.success(t('library.banner.deleted')), fail),
  };
  return { actions, modalHolder };
}
