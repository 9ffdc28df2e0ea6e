import { hotWordSettingSchema, type HotWordSetting } from '@peilian/shared';
import { Form, Switch } from 'antd';
import { useMemo } from 'react';
import { DraftDialog } from '../blocks/DraftDialog';
import { schemaIssues } from '../blocks/formIssues';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { useEditDialog } from './useEditDialog';

interface Props {
  onClose: () => void;
}

const SWITCHES = [
  { field: 'recognition', label: 'practiceWeb.words.settingRecognition', hint: 'practiceWeb.words.settingRecognitionHint' },
  { field: 'correction', label: 'practiceWeb.words.settingCorrection', hint: 'practiceWeb.words.settingCorrectionHint' },
] as const;

/** The hot-word setting (`hotword/setting`): whether hot words go to the recogniser and whether they correct what was heard. */
export function HotWordSettingDialog({ onClose }: Props) {
  const current = useAdminQuery('hotWords', 'setting', {});
  const save = useAdminMutation('hotWords', 'saveSetting');
  const initial = useMemo(() => current.data?.setting ?? null, [current.data]);
  const dialog = useEditDialog<HotWordSetting>({
    initial,
    issuesOf: (draft) => schemaIssues(hotWordSettingSchema, draft),
    send: (draft) => save.run({}, draft),
    onClose,
  });
  const { t, draft, setDraft } = dialog;
  if (!draft) return null;
  return (
    <DraftDialog
      title={t('practiceWeb.words.settingTitle')}
      width={520}
      saving={dialog.saving}
      saveTestId="hotword-setting-save"
      holder={dialog.holder}
      onSave={dialog.save}
      onClose={onClose}
    >
      <Form layout="vertical">
        {SWITCHES.map(({ field, label, hint }) => (
          <Form.Item key={field} label={t(label)} htmlFor={`hotword-setting-${field}`} extra={t(hint)}>
            <Switch
              id={`hotword-setting-${field}`}
              checked={draft[field] === 1}
              onChange={(on) => setDraft({ ...draft, [field]: on ? 1 : 0 })}
              data-testid={`hotword-setting-${field}`}
            />
          </Form.Item>
        ))}
      </Form>
    </DraftDialog>
  );
}
