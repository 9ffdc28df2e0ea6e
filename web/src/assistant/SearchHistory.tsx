import type { SearchStore } from '@peilian/shared';
import { useStore } from 'zustand';
import { useT } from '../app';

/** The last ten unique searches, newest first: one tap searches again; the list can be cleared. */
export function SearchHistory({ store }: { store: SearchStore }) {
  const t = useT();
  const { history, search, clearHistory } = useStore(store);
  return (
    <section className="search-history" aria-labelledby="search-history-title" data-testid="search-history">
      <div className="search-history-head">
        <h2 id="search-history-title">{t('assistant.searchPage.history')}</h2>
        {history.length > 0 && (
          <button type="button" className="assistant-action" onClick={() => void clearHistory()} data-testid="search-history-clear">
            {t('assistant.searchPage.clearHistory')}
          </button>
        )}
      </div>
      {history.length === 0 ? (
        <p className="search-muted">{t('assistant.searchPage.historyEmpty')}</p>
      ) : (
        <ul className="search-history-list">
          {history.map((text) => (
            <li key={text}>
              <button
                type="button"
                className="search-history-entry"
                aria-label={t('assistant.searchPage.again', { text })}
                onClick={() => void search(text)}
                data-testid="search-history-entry"
              >
                {text}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
