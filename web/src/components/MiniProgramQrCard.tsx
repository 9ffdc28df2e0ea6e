import { useT } from '../app';
import { MINI_PROGRAM_QR_IMAGE } from '../config/site';

const QR_PX = 160;

/** The mini-program QR code with its caption, shown in the learner and admin top-bar popovers. */
export function MiniProgramQrCard({ testId }: { testId: string }) {
  const t = useT();
  return (
    <div className="mini-qr" data-testid={testId}>
      <img src={MINI_PROGRAM_QR_IMAGE} width={QR_PX} height={QR_PX} alt={t('profile.miniProgram')} />
      <span>{t('profile.miniProgram')}</span>
    </div>
  );
}
