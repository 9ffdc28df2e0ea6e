import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { FaqBank } from './FaqBank';
import { FaqDrills } from './FaqDrills';

/** The tab a link opens: `?tab=drills` the practice records, anything else the questions. */
export const faqTabOf = (params: URLSearchParams): 'questions' | 'drills' => (params.get('tab') === 'drills' ? 'drills' : 'questions');

/**
 * The quick Q&A bank (admin §2 questionbank): its questions and the learners' practice records as
 * two tabs. The tab (and the records' task filter) lives in the URL, so a link opens them.
 */
export function FaqBankPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <PageTitle testId="faq-bank-title">{t('faqAdmin.bank.title')}</PageTitle>
      <Tabs
        activeKey={faqTabOf(params)}
        destroyOnHidden
        onChange={(key) => setParams(key === 'drills' ? { tab: 'drills' } : {})}
        items={[
          { key: 'questions', label: <span data-testid="faq-tab-questions">{t('faqAdmin.bank.tabQuestions')}</span>, children: <FaqBank /> },
          {
            key: 'drills',
            label: <span data-testid="faq-tab-drills">{t('faqAdmin.bank.tabDrills')}</span>,
            children: <FaqDrills />,
          },
        ]}
      />
    </div>
  );
}
