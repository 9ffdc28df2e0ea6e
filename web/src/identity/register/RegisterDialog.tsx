import { useT } from '../../app';
import { DialogPopup } from '../../components/DialogPopup';
import { RegisterForm } from './RegisterForm';

/** The enterprise registration dialog of the login page. */
export function RegisterDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <DialogPopup title={t('register.title')} onMaskClick={onClose} style={{ '--min-width': 'min(480px, 94vw)' }} bodyClassName="register-dialog">
      <div className="dialog-form">
        <h2 className="dialog-title">{t('register.title')}</h2>
        <RegisterForm onCancel={onClose} onRegistered={onClose} />
      </div>
    </DialogPopup>
  );
}
