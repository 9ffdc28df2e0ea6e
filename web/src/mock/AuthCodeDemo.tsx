import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useT } from '../app';
import { TextField } from '../components/TextField';
import { errorMessage } from '../lib/errorMessage';
import { demoLink } from './demoLink';
import { issueAuthCode, listPickableUsers } from './mockApi';
import { showToast } from '../components/toast';

type PickableUser = Awaited<ReturnType<typeof listPickableUsers>>[number];

/** The organisation's users to pick from; empty (type the id) when the list cannot be read. */
function usePickableUsers(): PickableUser[] {
  const [users, setUsers] = useState<PickableUser[]>([]);
  useEffect(() => {
    let live = true;
    listPickableUsers().then(
      (rows) => live && setUsers(rows),
      (error: unknown) => console.warn('[mock] user list unavailable; the user id is typed', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return users;
}

/** The select of the organisation's users (shown only when the list could be read). */
function UserPicker({ users, userid, onPick }: { users: PickableUser[]; userid: string; onPick: (userid: string) => void }) {
  const text = useT();
  return (
    <label className="field">
      <span className="field-label">{text('mock.user')}</span>
      <select
        className="field-input field-select"
        value={users.some((user) => user.id === userid) ? userid : ''}
        onChange={(event) => onPick(event.target.value)}
        data-testid="mock-user-picker"
      >
        <option value="" disabled>
          {text('mock.user')}
        </option>
        {users.map((user) => (
          <option key={user.id} value={user.id}>
            {`${user.name} (${user.account})`}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The demo link obtained, with a button that copies it. */
function DemoLink({ link }: { link: string }) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ content: t('mock.copied') });
    } catch (error) {
      console.warn('[mock] clipboard unavailable', error);
      showToast({ content: t('errors.unknown') });
    }
  };
  return (
    <div className="field">
      <span className="field-label">{t('mock.link')}</span>
      <a className="mock-link" href={link} data-testid="mock-link">
        {link}
      </a>
      <Button onClick={() => void copy()} data-testid="mock-copy">
        {t('mock.copy')}
      </Button>
    </div>
  );
}

/** A user id (picked or typed) → an authorisation code → the demo link, with a copy button. */
export function AuthCodeDemo() {
  const t = useT();
  const users = usePickableUsers();
  const [userid, setUserid] = useState('');
  const [link, setLink] = useState('');
  const [busy, setBusy] = useState(false);

  const obtain = async () => {
    const id = userid.trim();
    if (!id) return;
    setBusy(true);
    setLink('');
    try {
      setLink(demoLink(window.location.href, await issueAuthCode(id), id));
    } catch (error) {
      showToast({ content: errorMessage(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mock-section">
      {users.length > 0 && <UserPicker users={users} userid={userid} onPick={setUserid} />}
      <TextField name="userid" label={t('mock.userid')} value={userid} onChange={setUserid} maxLength={64} />
      <div className="mock-actions">
        <Button block color="primary" loading={busy} disabled={!userid.trim()} onClick={() => void obtain()} data-testid="mock-get-authcode">
          {t('mock.getAuthcode')}
        </Button>
      </div>
      {link && <DemoLink link={link} />}
    </section>
  );
}
