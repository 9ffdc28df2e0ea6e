import { Tabs, Typography } from 'antd';
import { useT } from '../../app/hooks';
import { HotWordsTab } from './HotWordsTab';
import { SynonymsTab } from './SynonymsTab';
import { WordsEditor } from './WordsEditor';

/** The general voice library's words (admin §2 voicematerial): hot words, sensitive and polite words, synonyms. */
export function WordLibrariesPage() {
  const t = useT();
  return (
    <div>
      <Typography.Title level={4} data-testid="words-title">
        {t('practiceWeb.words.title')}
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'hot', label: <span data-testid="words-tab-hot">{t('practiceWeb.words.hotTab')}</span>, children: <HotWordsTab /> },
          {
            key: 'sensitive',
            label: <span data-testid="words-tab-sensitive">{t('practiceWeb.words.sensitiveTab')}</span>,
            children: <WordsEditor kind="sensitive" />,
          },
          { key: 'polite', label: <span data-testid="words-tab-polite">{t('practiceWeb.words.politeTab')}</span>, children: <WordsEditor kind="polite" /> },
          { key: 'synonym', label: <span data-testid="words-tab-synonym">{t('practiceWeb.words.synonymTab')}</span>, children: <SynonymsTab /> },
        ]}
      />
    </div>
  );
}
