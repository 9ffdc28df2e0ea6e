import { useEffect, useState, type CSSProperties } from 'react';
import { learnerApi, useT } from '../app';
import { DialogPopup } from '../components/DialogPopup';
import { Loading } from '../components/Loading';
import { errorMessage } from '../lib/errorMessage';
import { aiCenterFrameUrl } from './paths';

// The dialog's own width, up to the whole screen (antd-mobile caps a centred popup at 75vw).
const WIDE = { '--max-width': '100vw', '--border-radius': '8px' } as CSSProperties;

type Frame = { kind: 'loading' } | { kind: 'ready'; src: string } | { kind: 'failed'; error: unknown };

/**
 * The smart customer-service dialog (learner-and-session §2.9: 1005 px wide; the whole screen on a
 * phone): a fresh `aicentertoken` each time it opens, and the page it names in a frame.
 */
export function ServiceDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [frame, setFrame] = useState<Frame>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    learnerApi.assistant.aiCenterToken().then(
      ({ url }) => live && setFrame({ kind: 'ready', src: aiCenterFrameUrl(url) }),
      (error: unknown) => live && setFrame({ kind: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <DialogPopup title={t('assistant.service')} onMaskClick={onClose} bodyClassName="service-dialog" style={WIDE}>
      <div className="service-dialog-head">
        <h2>{t('assistant.service')}</h2>
        <button type="button" className="service-close" onClick={onClose} aria-label={t('assistant.serviceDialog.close')} data-testid="service-close">
          ×
        </button>
      </div>
      {frame.kind === 'loading' && <Loading />}
      {frame.kind === 'failed' && (
        <p role="alert" className="chat-blocked" data-testid="service-failed">
          {errorMessage(frame.error, t)}
        </p>
      )}
      {frame.kind === 'ready' && <iframe className="service-frame" src={frame.src} title={t('assistant.serviceDialog.frame')} data-testid="service-frame" />}
    </DialogPopup>
  );
}
