import Popover from 'antd-mobile/es/components/popover';
import { useT } from '../app';
import { MiniProgramQrCard } from '../components/MiniProgramQrCard';

/** The mini-program QR popover of the learner top bar (spec §2.9). */
export function MiniProgramQr() {
  const t = useT();
  const content = <MiniProgramQrCard testId="mini-qr-card" />;
  return (
    <Popover content={content} trigger="click" placement="bottom-end">
      <button type="button" className="icon-button" aria-label={t('profile.miniProgram')} data-testid="mini-qr">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M3 3h8v8H3zm2 2v4h4V5zm8-2h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zm8-2h2v2h-2zm2 2h2v2h-2zm2-2h2v2h-2zm2 2h2v2h-2zm-4 4h2v2h-2zm4 0h2v2h-2zm-2-2h2v2h-2z"
            fill="currentColor"
          />
        </svg>
      </button>
    </Popover>
  );
}
