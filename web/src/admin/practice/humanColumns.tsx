import type { AdminVoiceTemplate, Translate } from '@peilian/shared';
import { Button, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';
import { languageKey, sourceKey } from './humanForm';
import { voiceTasksPath } from './humanPaths';
import { statusColumn } from './libraryColumns';

interface Actions {
  listen: (human: AdminVoiceTemplate) => void;
  /** The row whose listen is under way ('' none). */
  listening: string;
  toggle: (human: AdminVoiceTemplate) => void;
  edit: (human: AdminVoiceTemplate) => void;
  remove: (human: AdminVoiceTemplate) => void;
}

/** Voiced or not, with the background synthesis as it stands (running with its progress, or why it failed). */
export function voicedTag(t: Translate, human: AdminVoiceTemplate) {
  if (human.synthstatus === 'running') return <Tag color="blue">{t('practiceWeb.human.synthRunning', { done: human.synthdone, total: human.synthtotal })}</Tag>;
  const voiced = <Tag color={human.voiced ? 'green' : 'default'}>{t(human.voiced ? 'practiceWeb.human.voicedYes' : 'practiceWeb.human.voicedNo')}</Tag>;
  if (human.synthstatus !== 'failed') return voiced;
  return (
    <Space size={0} wrap>
      {voiced}
      <Tooltip title={human.syntherror}>
        <Tag color="red">{t('practiceWeb.human.synthFailed')}</Tag>
      </Tooltip>
    </Space>
  );
}

/** Free or charged (charged ones cannot be picked for a customer). */
export const chargeTag = (t: Translate, isfree: number) =>
  isfree ? <Tag>{t('practiceWeb.human.free')}</Tag> : <Tag color="gold">{t('practiceWeb.human.charged')}</Tag>;

const labelled = (t: Translate, key: ReturnType<typeof languageKey>, stored: string) => (key ? t(key) : stored);

/** The digital-human list's columns (admin §3): name, language, age, timbre, sex, source, voicing, charge, status and actions. */
export function humanColumns(t: Translate, { listen, listening, toggle, edit, remove }: Actions): TableColumnsType<AdminVoiceTemplate> {
  return [
    { title: t('practiceWeb.human.name'), dataIndex: 'name', width: COLUMN_PX.name, render: (value: string) => clippedText(value, 2, 'human-row-name') },
    { title: t('practiceWeb.human.language'), dataIndex: 'language', width: 110, render: (value: string) => labelled(t, languageKey(value), value) },
    { title: t('practiceWeb.human.age'), dataIndex: 'age', width: 70 },
    { title: t('practiceWeb.human.timbre'), dataIndex: 'timbre', width: 80 },
    {
      title: t('practiceWeb.human.sex'),
      dataIndex: 'sex',
      width: 70,
      render: (sex: number) => t(sex ? 'practiceWeb.customer.male' : 'practiceWeb.customer.female'),
    },
    { title: t('practiceWeb.human.source'), dataIndex: 'source', width: 130, render: (value: string) => labelled(t, sourceKey(value), value) },
    { title: t('practiceWeb.human.voiced'), key: 'voiced', width: 130, render: (_, human) => voicedTag(t, human) },
    { title: t('practiceWeb.human.isfree'), dataIndex: 'isfree', width: 80, render: (isfree: number) => chargeTag(t, isfree) },
    statusColumn<AdminVoiceTemplate>(
      t,
      (human) => human.disabled === 0,
      toggle,
      (human) => `human-toggle-${human.name}`,
    ),
    actionsColumn<AdminVoiceTemplate>(t('practiceWeb.common.actions'), 220, (human) => (
      <Space size={0}>
        <Button type="link" size="small" loading={listening === human.id} onClick={() => listen(human)} data-testid={`human-listen-${human.name}`}>
          {t('practiceWeb.human.listen')}
        </Button>
        <Link to={voiceTasksPath(human.id)} style={{ padding: '0 7px' }} data-testid={`human-tasks-${human.name}`}>
          {t('practiceWeb.human.tasks')}
        </Link>
        <Button type="link" size="small" onClick={() => edit(human)} data-testid={`human-edit-${human.name}`}>
          {t('practiceWeb.common.edit')}
        </Button>
        <Button type="link" size="small" danger onClick={() => remove(human)}>
          {t('practiceWeb.common.remove')}
        </Button>
      </Space>
    )),
  ];
}
