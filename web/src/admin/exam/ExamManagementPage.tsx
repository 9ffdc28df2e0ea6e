import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { PaperList } from './PaperList';
import { QuestionBank } from './QuestionBank';

/** The tab a link opens: `?tab=questions` the question bank, anything else the papers. */
const examTabOf = (params: URLSearchParams): 'papers' | 'questions' => (params.get('tab') === 'questions' ? 'questions' : 'papers');

/**
 * Exam management (admin §2 exammanagement): the papers and the question bank they are composed
 * from, as two tabs. The tab lives in the URL so a link or a reload opens the same one.
 */
export function ExamManagementPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <PageTitle testId="exam-management-title">{t('examAdmin.paper.listTitle')}</PageTitle>
      <Tabs
        activeKey={examTabOf(params)}
        destroyOnHidden
        onChange={(key) => setParams(key === 'questions' ? { tab: 'questions' } : {})}
        items={[
          { key: 'papers', label: <span data-testid="exam-tab-papers">{t('examAdmin.tabs.papers')}</span>, children: <PaperList /> },
          { key: 'questions', label: <span data-testid="exam-tab-questions">{t('examAdmin.tabs.questions')}</span>, children: <QuestionBank /> },
        ]}
      />
    </div>
  );
}
