import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { useSession, useT } from '../app';
import { DealerOnly } from './DealerOnly';
import { searchStoreOf } from './assistant';
import { SearchHistory } from './SearchHistory';
import { SearchResults } from './SearchResults';
import './assistant.css';

/** The search page's body: the banner, the box (search text required), the results and the history. */
function Search({ userId }: { userId: string }) {
  const t = useT();
  const id = useId();
  const store = searchStoreOf(userId);
  const { draft, invalid, setDraft, search } = useStore(store);
  const [params] = useSearchParams();
  const value = params.get('value') ?? '';
  useEffect(() => {
    void store
      .getState()
      .loadHistory()
      .then(() => (value.trim() ? store.getState().search(value) : undefined));
  }, [store, value]);
  return (
    <section className="learner-page assistant-page" data-testid="search-page">
      <div className="search-banner" data-testid="search-banner">
        <h1>{t('assistant.searchPage.title')}</h1>
        <p>{t('assistant.searchPage.banner')}</p>
      </div>
      <form
        className="search-box"
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {t('assistant.searchPage.box')}
        </label>
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={100}
          placeholder={t('assistant.searchPage.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-invalid` : undefined}
          data-testid="search-input"
        />
        <button type="submit" className="chat-send" data-testid="search-submit">
          {t('assistant.searchPage.submit')}
        </button>
        {invalid && (
          <p id={`${id}-invalid`} className="chat-invalid" role="alert" data-testid="search-invalid">
            {t(invalid)}
          </p>
        )}
      </form>
      <SearchResults store={store} />
      <SearchHistory store={store} />
    </section>
  );
}

/** The search page (/user/search?value=…, dealer organisations only), opened in a new window from the head's box. */
export function SearchPage() {
  const userId = useSession((state) => state.user?.id ?? '');
  return <DealerOnly>{userId && <Search userId={userId} />}</DealerOnly>;
}
