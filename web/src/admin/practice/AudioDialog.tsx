import { UploadOutlined } from '@ant-design/icons';
import type { AudioKind } from '@peilian/shared';
import { Button, Form, Input, Radio, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useT } from '../../app';
import { DraftDialog } from '../blocks/DraftDialog';
import { sizeText } from '../blocks/sizeText';
import { limitProps } from '../blocks/textLimit';
import { adminUpload } from '../data/files';
import { useAdminMutation, useRefreshAfterWrite } from '../data/queries';
import { AUDIO_NAME_LIMIT, audioFields, audioIssues, audioUpdate, type AudioDraft } from './audioForm';
import { useEditDialog } from './useEditDialog';

interface Props {
  /** The audio being uploaded or edited, null when closed. */
  initial: AudioDraft | null;
  onClose: () => void;
}

/**
 * Upload a ringtone or background audio (kind, name, category and a wav under 2M), or rename a
 * stored one and change its category. The server checks the file by its bytes; its refusal is shown
 * in the admin's language.
 */
export function AudioDialog({ initial, onClose }: Props) {
  const update = useAdminMutation('practiceAudio', 'update');
  const refresh = useRefreshAfterWrite();
  const { t, holder, draft, setDraft, saving, save, item } = useEditDialog({
    initial,
    issuesOf: audioIssues,
    send: async (draft) => {
      if (draft.id) return update.run({ id: draft.id }, audioUpdate(draft));
      await adminUpload('practiceAudio', 'create', draft.file!, { fields: audioFields(draft) });
      await refresh();
    },
    onClose,
  });
  if (!draft) return null;

  const name = limitProps(draft.name, AUDIO_NAME_LIMIT, t, item('name'));
  return (
    <DraftDialog
      width={560}
      title={t(draft.id ? 'practiceWeb.audio.editTitle' : 'practiceWeb.audio.uploadTitle')}
      saving={saving}
      saveTestId="audio-save"
      holder={holder}
      onSave={save}
      onClose={onClose}
    >
      <Form layout="vertical">
        {!draft.id && (
          <Form.Item label={t('practiceWeb.audio.kind')} required>
            <Radio.Group
              value={draft.kind}
              onChange={(event) => setDraft({ ...draft, kind: event.target.value as AudioKind })}
              options={[
                { value: 'ringtone', label: t('practiceWeb.audio.ringtone') },
                { value: 'bgm', label: t('practiceWeb.audio.bgm') },
              ]}
              data-testid="audio-kind"
            />
          </Form.Item>
        )}
        <Form.Item label={t('practiceWeb.audio.name')} htmlFor="audio-dialog-name" required {...name.item}>
          <Input
            id="audio-dialog-name"
            count={name.count}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            data-testid="audio-name"
          />
        </Form.Item>
        <Form.Item label={t('practiceWeb.audio.category')} htmlFor="audio-dialog-category" {...item('category')}>
          <Input
            id="audio-dialog-category"
            value={draft.category}
            onChange={(event) => setDraft({ ...draft, category: event.target.value })}
            data-testid="audio-category"
          />
        </Form.Item>
        {!draft.id && (
          <Form.Item label={t('practiceWeb.audio.file')} required extra={t('practiceWeb.audio.fileHint')} {...item('file')}>
            <WavChooser file={draft.file} onChange={(file) => setDraft({ ...draft, file })} />
          </Form.Item>
        )}
      </Form>
    </DraftDialog>
  );
}

/** The wav to upload: chosen from the device, shown by name and size. */
function WavChooser({ file, onChange }: { file: File | null; onChange: (file: File) => void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Space>
      <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
        {t('practiceWeb.audio.chooseFile')}
      </Button>
      {file && (
        <Typography.Text data-testid="audio-file-name">
          {file.name} · {sizeText(file.size)}
        </Typography.Text>
      )}
      <input
        ref={input}
        type="file"
        accept=".wav,audio/wav,audio/x-wav"
        style={{ display: 'none' }}
        data-testid="audio-file"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onChange(chosen);
        }}
      />
    </Space>
  );
}
