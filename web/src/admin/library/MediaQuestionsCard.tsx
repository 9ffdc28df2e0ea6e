import { PlusOutlined } from '@ant-design/icons';
import { QUESTION_TYPES, type AdminMedia } from '@peilian/shared';
import { Button, Card, Empty, message, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { MediaQuestionEditor } from './MediaQuestionEditor';
import { newMediaQuestion, type JudgeLabels, type MediaQuestionDraft } from './mediaQuestionDraft';

/**
 * The questions inside a video (each at a second, where the video pauses) or after a file, on
 * editvideo / editfile: written here, saved as one list (docs/training.md "Questions inside a video or file").
 */
export function MediaQuestionsCard({ media }: { media: AdminMedia }) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const isVideo = media.kind === 'video';
  const judge: JudgeLabels = [t('mediaQuestions.admin.judgeTrue'), t('mediaQuestions.admin.judgeFalse')];
  const { data } = useAdminQuery('mediaQuestions', 'list', { id: media.id });
  const save = useAdminMutation('mediaQuestions', 'save');
  const [drafts, setDrafts] = useState<MediaQuestionDraft[]>([]);

  useEffect(() => {
    if (data) setDrafts(data.questions.map(({ n: _n, ...question }) => question));
  }, [data]);

  const change = (index: number, draft: MediaQuestionDraft) => setDrafts((current) => current.map((entry, at) => (at === index ? draft : entry)));
  const remove = (index: number) => setDrafts((current) => current.filter((_, at) => at !== index));
  const add = () => setDrafts((current) => [...current, newMediaQuestion(QUESTION_TYPES.single, current.at(-1)?.at ?? 0, judge)]);
  const onSave = async () => {
    try {
      await save.run({ id: media.id }, { questions: drafts.map((draft) => ({ ...draft, at: isVideo ? draft.at : 0 })) });
      void notice.success(t('mediaQuestions.admin.saved'));
    } catch (error) {
      void notice.error(errorMessage(error, t, 'mediaQuestions.admin.saveFailed'));
    }
  };

  return (
    <Card title={t('mediaQuestions.admin.title')} style={{ marginTop: 16 }} data-testid="media-questions">
      {holder}
      <Typography.Paragraph type="secondary">{t(isVideo ? 'mediaQuestions.admin.videoHint' : 'mediaQuestions.admin.fileHint')}</Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {drafts.length === 0 && <Empty description={t('mediaQuestions.admin.empty')} />}
        {drafts.map((draft, index) => (
          <MediaQuestionEditor
            key={index}
            index={index}
            draft={draft}
            isVideo={isVideo}
            judge={judge}
            onChange={(next) => change(index, next)}
            onRemove={() => remove(index)}
          />
        ))}
        <Space>
          <Button icon={<PlusOutlined />} onClick={add} data-testid="media-question-add">
            {t('mediaQuestions.admin.add')}
          </Button>
          <Button type="primary" loading={save.pending} onClick={() => void onSave()} data-testid="media-questions-save">
            {t('mediaQuestions.admin.save')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
