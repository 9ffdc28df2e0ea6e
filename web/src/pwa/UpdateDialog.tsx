import { useT } from '../app';
import { pwaStore } from './pwaStore';
import { FocusedDialog } from '../components/dialogs';

/** Asks before a new version of the app takes over (texts pwa.updateAvailable / updateNow / later). */
export function UpdateDialog() {
  const t = useT();
  return (
    <FocusedDialog
      visible
      content={<div data-testid="pwa-update">{t('pwa.updateAvailable')}</div>}
      closeOnAction
      onAction={(action) => {
        const { applyUpdate, dismiss } = pwaStore.getState();
        if (action.key === 'update') applyUpdate();
        else dismiss();
      }}
      actions={[
        [
          { key: 'later', text: t('pwa.later') },
          { key: 'update', text: t('pwa.updateNow'), bold: true },
        ],
      ]}
    />
  );
}
