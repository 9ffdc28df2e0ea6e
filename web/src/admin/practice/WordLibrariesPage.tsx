import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { AudioTab } from './AudioTab';
import { PageTitle } from '../blocks/PageTitle';
import { HotWordsTab } from './HotWordsTab';
import { WORDS_TAB } from './libraryQuery';
import { SynonymsTab } from './SynonymsTab';
import { WordsEditor } from './WordsEditor';

const FIRST_TAB = 'hot';

/**
 * The general voice library (admin §2 voicematerial): the recogniser's words — hot words, sensitive
 * and polite words, synonyms — and the calls' ringtones and background audio; the tab in the URL.
 */
export function WordLibrariesPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  // Another tab starts from its own first page: the query of the one left is dropped.
  const open = (tab: string) => setParams(tab === FIRST_TAB ? {} : { [WORDS_TAB]: tab });
  return (
    <div>
      <PageTitle testId="words-title">{t('practiceWeb.words.title')}</PageTitle>
      <Tabs
        destroyOnHidden
        activeKey={params.get(WORDS_TAB) ?? FIRST_TAB}
        onChange={open}
        items={[
          { key: 'hot', label: <span data-testid="words-tab-hot">{t('practiceWeb.words.hotTab')}</span>, children: <HotWordsTab /> },
          {
            key: 'sensitive',
            label: <span data-testid="words-tab-sensitive">{t('practiceWeb.words.sensitiveTab')}</span>,
            children: <WordsEditor kind="sensitive" />,
          },
          { key: 'polite', label: <span data-testid="words-tab-polite">{t('practiceWeb.words.politeTab')}</span>, children: <WordsEditor kind="polite" /> },
          { key: 'synonym', label: <span data-testid="words-tab-synonym">{t('practiceWeb.words.synonymTab')}</span>, children: <SynonymsTab /> },
          { key: 'audio', label: <span data-testid="words-tab-audio">{t('practiceWeb.words.audioTab')}</span>, children: <AudioTab /> },
        ]}
      />
    </div>
  );
}
