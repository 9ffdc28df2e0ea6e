import { createInviteJoinStore, isInviteCode, type InvitePreview } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { learnerApi, useT } from '../../app';
import { MessagePage } from '../../components/MessagePage';
import { TextField } from '../../components/TextField';
import { LanguagePicker } from '../../components/LanguagePicker';
import { browserRandomBytes } from '../credentials/seal';
import { LOGIN_PATH } from '../../routes';
import { InviteJoinForm } from './InviteJoinForm';
import { INVALID_CODE, joinFailureText } from './joinForm';
import './invite.css';

/**
 * `/invite/:code` and `/invite` (admin §3 Invite code; docs/people.md "Invite codes"): a person
 * opens the link or QR code of an invite code on the phone — or types the code — and joins the
 * organisation with a mobile number, its SMS code, a name and the password they choose. No session
 * is needed; the account made is the mobile number, signing in with that password.
 */
export function InvitePage() {
  const t = useT();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const openCode = (typed: string) => navigate(`/invite/${encodeURIComponent(typed)}`);
  return (
    <div className="login-page invite-page">
      <header className="login-header">
        <span className="login-brand">{t('app.fullName')}</span>
        <LanguagePicker />
      </header>
      {code ? <InviteByCode key={code} code={code} /> : <CodeEntry initial="" error={null} onCode={openCode} />}
    </div>
  );
}

/** The code looked up (shared's join store), then its form, the refusal, or the account made. */
function InviteByCode({ code }: { code: string }) {
  const t = useT();
  const navigate = useNavigate();
  const store = useMemo(() => createInviteJoinStore(learnerApi.auth, { invalidCode: () => INVALID_CODE, randomBytes: browserRandomBytes }), []);
  useEffect(() => void store.getState().open(code), [store, code]);
  const status = useStore(store, (state) => state.status);
  const invite = useStore(store, (state) => state.invite);
  const failure = useStore(store, (state) => state.failure);
  const account = useStore(store, (state) => state.account);

  // The same code again looks it up again (after a lost connection); another one opens its own page.
  const openCode = (typed: string) => (typed === code ? void store.getState().open(code) : navigate(`/invite/${encodeURIComponent(typed)}`));
  if (status === 'failed') return <CodeEntry initial={code} error={joinFailureText(failure, t)} onCode={openCode} />;
  if (!invite) return <MessagePage busy />;
  if (status === 'joined') {
    return (
      <MessagePage title={t('mini.join.joined', { orgname: invite.orgname })} message={t('mini.join.joinedHint', { account })} tone="success">
        <Button block color="primary" size="large" onClick={() => navigate(LOGIN_PATH)} data-testid="invite-to-login">
          {t('mini.join.toLogin')}
        </Button>
      </MessagePage>
    );
  }
  return (
    <main className="login-card">
      <InviteSummary invite={invite} />
      <InviteJoinForm store={store} />
    </main>
  );
}

/** What the person joins: the organisation, the code's title and department, and its last day. */
function InviteSummary({ invite }: { invite: InvitePreview }) {
  const t = useT();
  return (
    <div className="invite-summary" data-testid="invite-summary">
      <h1>{t('mini.join.title', { orgname: invite.orgname })}</h1>
      <p>{t('mini.join.subtitle', { title: invite.title, departmentname: invite.departmentname })}</p>
      {invite.validdate && <p>{t('mini.join.validUntil', { date: invite.validdate })}</p>}
    </div>
  );
}

/** The code typed by hand (no link, or a code refused), which then opens its own page. */
function CodeEntry({ initial, error, onCode }: { initial: string; error: string | null; onCode: (code: string) => void }) {
  const t = useT();
  const [code, setCode] = useState(initial);
  const [malformed, setMalformed] = useState(false);
  // Eight letters or digits (shared's INVITE_CODE_PATTERN) before the code is looked up.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMalformed(!isInviteCode(code));
    if (isInviteCode(code)) onCode(code.trim());
  };
  return (
    <main className="login-card">
      <h1>{t('mini.join.codeLabel')}</h1>
      <form onSubmit={submit} noValidate data-testid="invite-code-form">
        <TextField
          name="invitecode"
          label={t('mini.join.codeLabel')}
          placeholder={t('mini.join.codePlaceholder')}
          maxLength={8}
          autoComplete="off"
          value={code}
          onChange={setCode}
          error={malformed ? t('mini.join.codePlaceholder') : error}
        />
        <div className="login-actions">
          <Button block type="submit" color="primary" size="large" data-testid="invite-code-submit">
            {t('mini.join.findCode')}
          </Button>
        </div>
      </form>
    </main>
  );
}
