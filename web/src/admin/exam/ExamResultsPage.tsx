import { message, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminQuery } from '../data/queries';
import { ExamOverview } from './ExamOverview';
import { ExamPapers } from './ExamPapers';
import { useErrorNotice } from '../blocks/useErrorNotice';

/** The results of an examination (admin §2 editexam, `?id=<paper id>`): figures, the exam tasks running it, the handed-in papers. */
export function ExamResultsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [notice, holder] = message.useMessage();
  const overview = useAdminQuery('examinations', 'overview', id ? { id } : null);
  useErrorNotice(notice, overview.error);

  if (!id) return <NotFoundPage />;
  const paper = overview.data?.paper;
  return (
    <div>
      {holder}
      <PageTitle testId="exam-results-title">
        {t('examAdmin.results.title')}
        {paper ? ` · ${paper.title}` : ''}{' '}
        {paper &&
          (paper.disabled === 1 ? <Tag color="red">{t('examAdmin.results.disabledTag')}</Tag> : <Tag color="green">{t('examAdmin.results.enabledTag')}</Tag>)}
      </PageTitle>
      <ExamOverview overview={overview.data} />
      <ExamPapers id={id} />
    </div>
  );
}
