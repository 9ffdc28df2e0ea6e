import { ArrowLeftOutlined, SoundOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { isOverLimit, limitProps } from '../blocks/textLimit';
import { useAdminAction } from '../data/queries';
import { HumanFields } from './HumanFields';
import { draftListenBody, HUMAN_TEXT_LIMITS, type HumanDraft } from './humanForm';
import { DIGITAL_HUMANS_PATH } from './humanPaths';
import { useHumanEditor } from './useHumanEditor';
import { useVoiceListen, VoicePlayer } from './useVoiceListen';

/** Listening to the voice as it is being written: the typed sentence, else the example text. */
function ListenField({ draft, failed }: { draft: HumanDraft; failed: (message: string) => void }) {
  const t = useT();
  const { listen, busy, playing } = useListenDraft(failed);
  const [text, setText] = useState('');
  const limited = limitProps(text, HUMAN_TEXT_LIMITS.listen, t);
  return (
    <Form.Item label={t('practiceWeb.human.listenText')} htmlFor="human-listen-text" {...limited.item}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id="human-listen-text"
          count={limited.count}
          placeholder={t('practiceWeb.human.listenPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-testid="human-listen-text"
        />
        <Button
          icon={<SoundOutlined />}
          loading={busy !== ''}
          disabled={isOverLimit(text, HUMAN_TEXT_LIMITS.listen)}
          onClick={() => void listen(draft, text)}
          data-testid="human-listen"
        >
          {t(busy ? 'practiceWeb.human.listenLoading' : 'practiceWeb.human.listen')}
        </Button>
      </Space.Compact>
      <VoicePlayer playing={playing} source={draft.source} />
    </Form.Item>
  );
}

function useListenDraft(failed: (message: string) => void) {
  const ask = useAdminAction('digitalHumans', 'listenDraft');
  const voice = useVoiceListen(failed);
  return {
    busy: voice.busy,
    playing: voice.playing,
    listen: (draft: HumanDraft, text: string) => voice.listen('draft', () => ask({}, draftListenBody(draft, text))),
  };
}

/**
 * The digital-human editor (admin §2 editspeechdub, `?id=` — none: a new one): every field of the
 * template, checked by the shared rules, and a listen to the voice as it stands, saved or not.
 */
export function DigitalHumanEditorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editor = useHumanEditor(params.get('id') ?? '');
  const { t, draft } = editor;

  return (
    <div>
      {editor.holder}
      <Space align="baseline" style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <PageTitle testId="human-editor-title">{t(draft?.id ? 'practiceWeb.human.editTitle' : 'practiceWeb.human.addTitle')}</PageTitle>
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(DIGITAL_HUMANS_PATH)} data-testid="human-back">
            {t('practiceWeb.human.back')}
          </Button>
          <Button type="primary" disabled={!draft} loading={editor.saving} onClick={() => void editor.save()} data-testid="human-save">
            {t('practiceWeb.human.save')}
          </Button>
        </Space>
      </Space>
      {editor.loadError && <Alert type="error" showIcon title={editor.loadError} data-testid="human-load-error" />}
      {!draft && !editor.loadError && <Spin />}
      {draft && (
        <Card>
          <Form layout="vertical" style={{ maxWidth: 880 }} data-testid="human-form">
            <HumanFields t={t} draft={draft} onChange={editor.setDraft} item={editor.item} stored={editor.stored} />
            <ListenField draft={draft} failed={(message) => void editor.notice.error(message)} />
          </Form>
        </Card>
      )}
    </div>
  );
}
