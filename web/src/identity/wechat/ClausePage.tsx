import { TERMS_PARAGRAPHS } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { LOGIN_PATH } from '../../routes';
import { backToMiniProgram } from './miniProgram';
import './clause.css';

/**
 * /wxcall/clause (spec §2.7): the user agreement and privacy policy (shared's `terms`, the same
 * text as the mini-program's terms page). Reached from the login page or, with `from`, from the
 * mini-program, to which it returns.
 */
export function ClausePage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromMini = !!params.get('from');
  return (
    <main className="clause-page">
      <h1 className="clause-title">{t('terms.title')}</h1>
      {TERMS_PARAGRAPHS.map((key) => (
        <p key={key} className="clause-text" data-testid={key}>
          {t(key)}
        </p>
      ))}
      <Button
        block
        color="primary"
        onClick={() => (fromMini ? backToMiniProgram() : window.history.length > 1 ? navigate(-1) : navigate(LOGIN_PATH))}
        data-testid="clause-back"
      >
        {t('common.close')}
      </Button>
    </main>
  );
}
