import type { SearchStore } from '@peilian/shared';
import { useStore } from 'zustand';
import { useT } from '../app';
import { EmptyState } from '../components/EmptyState';
import { Loading } from '../components/Loading';
import { errorMessage } from '../lib/errorMessage';

/** The passages found, best first, with their document and page; more page by page. */
export function SearchResults({ store }: { store: SearchStore }) {
  const t = useT();
  const { text, rows, total, page, loading, failure, more } = useStore(store);
  if (!text) return null;
  if (page === 0 && failure) return <EmptyState title={errorMessage(failure.error, t)} />;
  if (page === 0) return <Loading />;
  return (
    <section className="search-results" aria-labelledby="search-results-title" data-testid="search-results">
      <h2 id="search-results-title" aria-live="polite" data-testid="search-total">
        {t('assistant.searchPage.total', { total })}
      </h2>
      {rows.length === 0 && <EmptyState title={t('assistant.searchPage.empty')} />}
      <ol className="search-hits">
        {rows.map((hit) => (
          <li key={hit.chunkId} className="search-hit" data-testid="search-hit">
            <p className="search-snippet">{hit.snippet}</p>
            <p className="search-muted">
              <span data-testid="search-hit-document">{hit.documentName}</span>
              {hit.page !== null && ` · ${t('assistant.chat.page', { page: hit.page })}`}
            </p>
          </li>
        ))}
      </ol>
      {failure && <p role="alert">{errorMessage(failure.error, t)}</p>}
      {rows.length < total && (
        <button type="button" className="assistant-more" disabled={loading} onClick={() => void more()} data-testid="search-more">
          {t('assistant.searchPage.more')}
        </button>
      )}
    </section>
  );
}
