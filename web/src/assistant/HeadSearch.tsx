import { searchProblem } from '@peilian/shared';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../app';
import { searchWindowUrl } from './paths';
import { useDealer } from './useDealer';
import './headSearch.css';

/** The head's search box of a dealer organisation's learner: the search opens in a new window at /user/search?value=… (§2.9). */
export function HeadSearch() {
  const t = useT();
  const id = useId();
  const dealer = useDealer();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  if (!dealer) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = searchProblem(text);
    setInvalid(problem !== null);
    if (!problem) window.open(searchWindowUrl(text), '_blank', 'noopener');
  };
  return (
    <form className="head-search" role="search" onSubmit={submit} noValidate data-testid="head-search">
      <label htmlFor={id} className="visually-hidden">
        {t('assistant.searchPage.headBox')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={t('assistant.search')}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        data-testid="head-search-input"
      />
      <button type="submit" className="head-search-go" aria-label={t('assistant.searchPage.open')} data-testid="head-search-go">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M10 3a7 7 0 0 1 5.6 11.2l5 5-1.4 1.4-5-5A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" fill="currentColor" />
        </svg>
      </button>
      {invalid && (
        <span className="head-search-invalid" role="alert">
          {t('assistant.rules.searchRequired')}
        </span>
      )}
    </form>
  );
}
