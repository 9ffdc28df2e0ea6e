import { Checkbox } from '../../components/choices';
import { Link } from 'react-router-dom';
import { useT } from '../../app';

export const CLAUSE_PATH = '/wxcall/clause';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown under the box after an attempt without ticking it. */
  showError: boolean;
}

/** The privacy-agreement checkbox and link (spec §2.2); every sign-in needs it ticked. */
export function AgreementCheck({ checked, onChange, showError }: Props) {
  const t = useT();
  return (
    <div className="agreement">
      <Checkbox checked={checked} onChange={onChange} data-testid="agreement" style={{ '--icon-size': '16px', '--font-size': '13px' }}>
        {t('login.agreePrefix')}
      </Checkbox>
      <Link to={CLAUSE_PATH} className="agreement-link">
        {t('login.privacyPolicy')}
      </Link>
      {showError && !checked && (
        <div className="field-error" role="alert" data-testid="agreement-error">
          {t('login.agreementRequired')}
        </div>
      )}
    </div>
  );
}
