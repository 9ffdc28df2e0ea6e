import { RANK_SCOPES, type RankScope } from '@peilian/shared';
import { Radio, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app';
import { SaveErrors } from '../blocks/useSaveAction';
import { useAdminQuery } from '../data/queries';
import { SaveRow } from './SaveRow';
import { SettingCard } from './SettingCard';
import { useSettingSave } from './useSettingSave';

const SCOPE_LABELS = {
  enterprise: 'settings.rankEnterprise',
  firstLevel: 'settings.rankFirstLevel',
  department: 'settings.rankDepartment',
} as const;

/** Ranking visibility (admin §3 settings, §6): whether learners see the ranking, and among whom they are ranked. */
export function RankCard() {
  const t = useT();
  const current = useAdminQuery('settings', 'rank', {});
  const { saving, errors, saved, changed, submit: send } = useSettingSave('settings', 'setRank');
  const [visible, setVisible] = useState(true);
  const [scope, setScope] = useState<RankScope>('enterprise');

  useEffect(() => {
    if (!current.data) return;
    setVisible(current.data.visible === 1);
    setScope(current.data.scope);
  }, [current.data]);

  const submit = () => send(async () => ({ visible: visible ? 1 : 0, scope }) as const);

  return (
    <SettingCard title={t('settings.rank')} help={t('settings.rankHelp')} testId="setting-rank">
      <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-rank-errors" />
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <Switch
          checked={visible}
          onChange={(checked) => {
            setVisible(checked);
            changed();
          }}
          data-testid="setting-rank-visible"
        />
        {t('settings.rankVisible')}
      </label>
      <div>
        <Radio.Group
          value={scope}
          disabled={!visible}
          aria-label={t('settings.rank')}
          onChange={(event) => {
            setScope(event.target.value as RankScope);
            changed();
          }}
          options={RANK_SCOPES.map((value) => ({ value, label: t(SCOPE_LABELS[value]) }))}
          data-testid="setting-rank-scope"
        />
      </div>
      <SaveRow saving={saving} disabled={current.data === undefined} saved={saved} onSave={() => void submit()} testId="setting-rank-save" />
    </SettingCard>
  );
}
