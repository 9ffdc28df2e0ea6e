import type { MessageKey, StoredUser } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useT } from '../../app';
import { QrCode } from '../../components/QrCode';
import { Spinner } from '../../components/Spinner';
import { canRefresh, type QrPhase } from '../credentials/qrLogin';
import { useQrLogin } from './useQrLogin';

interface Props {
  /** The code is fetched and polled only once the privacy agreement is ticked. */
  agreed: boolean;
  onUser: (user: StoredUser) => void;
}

const QR_SIZE = 200;

const STATUS: Partial<Record<QrPhase, MessageKey>> = {
  waiting: 'login.qrScan',
  scanned: 'login.qrScanned',
  expired: 'login.qrExpired',
  unbound: 'login.qrUnbound',
};

/** No code to show: the agreement is not ticked, or the code could not be had (with a retry after a failure). */
function QrUnavailable({ state, agreed, refresh }: { state: ReturnType<typeof useQrLogin>['state']; agreed: boolean; refresh: () => void }) {
  const t = useT();
  if (!agreed) {
    return (
      <div className="qr-panel">
        <div className="qr-box qr-box-empty" data-testid="qr-needs-agreement">
          {t('login.agreementRequired')}
        </div>
      </div>
    );
  }
  return (
    <div className="qr-panel">
      <div className="qr-box qr-box-empty qr-box-message" role="alert" data-testid="qr-unavailable">
        <span>{state.failure && t(state.failure)}</span>
        {state.phase === 'failed' && (
          <Button size="small" color="primary" fill="outline" onClick={refresh} data-testid="qr-retry">
            {t('common.retry')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * WeChat QR login (spec §2.2): the code, its status line, and refresh on click once it expired. With
 * no code it says why once: a failure with a retry button, WeChat not enabled on this server without.
 */
export function WechatTab({ agreed, onUser }: Props) {
  const t = useT();
  const { state, refresh } = useQrLogin(agreed, onUser);
  const refreshable = canRefresh(state);
  const status = STATUS[state.phase];
  if (!agreed || state.failure) return <QrUnavailable state={state} agreed={agreed} refresh={refresh} />;

  return (
    <div className="qr-panel">
      <button
        type="button"
        className="qr-box"
        disabled={!refreshable}
        onClick={refresh}
        data-testid="qr-box"
        aria-label={status ? t(status) : t('app.loading')}
      >
        {state.url ? <QrCode value={state.url} size={QR_SIZE} label={t('login.qrScan')} testId="qr-code" /> : <Spinner />}
        {refreshable && <span className="qr-mask">{status ? t(status) : ''}</span>}
      </button>
      {status && (
        <div className={refreshable ? 'qr-status qr-status-alert' : 'qr-status'} data-testid="qr-status">
          {t(status)}
        </div>
      )}
    </div>
  );
}
