import type { MessageKey } from '@peilian/shared';
import { Button, Input } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useT } from '../app/hooks';

export interface Credentials {
  account: string;
  password: string;
}

interface Props {
  submitting: boolean;
  onSubmit: (credentials: Credentials) => void;
}

type Problems = Partial<Record<keyof Credentials, MessageKey>>;

function check({ account, password }: Credentials): Problems {
  const problems: Problems = {};
  if (!account.trim()) problems.account = 'validation.accountRequired';
  if (!password) problems.password = 'validation.passwordRequired';
  return problems;
}

/** Account and password fields with required checks; the caller does the signing in. */
export function LoginForm({ submitting, onSubmit }: Props) {
  const t = useT();
  const [values, setValues] = useState<Credentials>({ account: '', password: '' });
  const [problems, setProblems] = useState<Problems>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    if (Object.keys(found).length === 0) onSubmit({ account: values.account.trim(), password: values.password });
  }

  const field = (name: keyof Credentials, type: 'text' | 'password', autoComplete: string) => (
    <label className="field">
      <span className="field-label">{t(`login.${name}`)}</span>
      <Input
        className="field-input"
        name={name}
        type={type}
        autoComplete={autoComplete}
        placeholder={t(`login.${name}`)}
        value={values[name]}
        onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
        clearable={type === 'text'}
      />
      {problems[name] && <span className="field-error">{t(problems[name])}</span>}
    </label>
  );

  return (
    <form onSubmit={submit} noValidate>
      {field('account', 'text', 'username')}
      {field('password', 'password', 'current-password')}
      <div className="login-actions">
        <Button block type="submit" color="primary" size="large" loading={submitting} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </div>
    </form>
  );
}
