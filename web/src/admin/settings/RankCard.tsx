import { RANK_SCOPES, type RankScope } from '@peilian/shared';
import { Button, Radio, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { SaveErrors, useSaveAction } from '../blocks/useSaveAction';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { SettingCard } from './SettingCard';

const SCOPE_LABELS = {
  enterprise: 'people.settings.rankEnterprise',
  firstLevel: 'people.settings.rankFirstLevel',
  department: 'people.settings.rankDepartment',
} as const;

/** Ranking visibility (admin §3 settings, §6): whether learners see the ranking, and among whom they are ranked. */
export function RankCard() {
  const t = useT();
  const current = useAdminQuery('settings', 'rank', {});
  const setRank = useAdminMutation('settings', 'setRank');
  const { saving, errors, save } = useSaveAction();
  const [visible, setVisible] = useState(true);
  const [scope, setScope] = useState<RankScope>('enterprise');
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!current.data) return;
    setVisible(current.data.visible === 1);
    setScope(current.data.scope);
  }, [current.data]);

  const submit = () =>
    save(
      async () => ({ visible: visible ? 1 : 0, scope }) as const,
      async (values) => {
        await setRank.run({}, values);
        setSaved(true);
      },
    );

  return (
    <SettingCard title={t('people.settings.rank')} help={t('people.settings.rankHelp')} testId="setting-rank">
      <SaveErrors errors={current.error ? [current.error, ...errors] : errors} testId="setting-rank-errors" />
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <Switch
          checked={visible}
          onChange={(checked) => {
            setVisible(checked);
            setSaved(false);
          }}
          data-testid="setting-rank-visible"
        />
        {t('people.settings.rankVisible')}
      </label>
      <div>
        <Radio.Group
          value={scope}
          disabled={!visible}
          aria-label={t('people.settings.rank')}
          onChange={(event) => {
            setScope(event.target.value as RankScope);
            setSaved(false);
          }}
          options={RANK_SCOPES.map((value) => ({ value, label: t(SCOPE_LABELS[value]) }))}
          data-testid="setting-rank-scope"
        />
      </div>
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        loading={saving}
        disabled={current.data === undefined}
        onClick={() => void submit()}
        data-testid="setting-rank-save"
      >
        {t('people.settings.save')}
      </Button>
      {saved && <Typography.Text type="success"> · {t('people.settings.saved')}</Typography.Text>}
    </SettingCard>
  );
}
