import type { ScoringRuleUsage, Translate } from '@peilian/shared';
import { Card, Descriptions, List, Progress, Statistic, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { editPath, TASK_KINDS } from '../training';
import { sceneEditorPath } from './humanPaths';
import { SectionTitle } from '../blocks/SectionTitle';

type Props = { t: Translate; usage: ScoringRuleUsage };

/** The rule: name, pass score, status. */
export function RuleProfileCard({ t, usage: { rule } }: Props) {
  return (
    <Card title={<SectionTitle>{t('practiceWeb.ruleDetails.profile')}</SectionTitle>} data-testid="rule-details-profile">
      <Descriptions column={3} size="small">
        <Descriptions.Item label={t('practiceWeb.rule.name')}>{rule.name}</Descriptions.Item>
        <Descriptions.Item label={t('practiceWeb.rule.passscore')}>
          <span data-testid="rule-details-passscore">{rule.passscore}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('practiceWeb.ruleDetails.status')}>
          {rule.disabled ? <Tag>{t('practiceWeb.ruleDetails.disabled')}</Tag> : <Tag color="green">{t('practiceWeb.ruleDetails.enabled')}</Tag>}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

type Item = ScoringRuleUsage['rule']['items'][number];

/** The items: each weight as a bar of the 100 %, and its score range. */
export function RuleItemsCard({ t, usage: { rule } }: Props) {
  const columns = [
    { title: t('practiceWeb.rule.itemName'), dataIndex: 'name', width: 200 },
    {
      title: t('practiceWeb.rule.weight'),
      dataIndex: 'weight',
      render: (weight: number, item: Item) => (
        <Progress percent={weight} format={(value) => `${value}%`} aria-label={t('practiceWeb.ruleDetails.weightOf', { name: item.name, weight })} />
      ),
    },
    {
      title: t('practiceWeb.ruleDetails.range'),
      key: 'range',
      width: 160,
      render: (_: unknown, item: Item) => t('practiceWeb.ruleDetails.itemRange', { min: item.min, max: item.max }),
    },
  ];
  return (
    <Card title={<SectionTitle>{t('practiceWeb.ruleDetails.items')}</SectionTitle>}>
      <Table<Item> rowKey="name" size="small" pagination={false} columns={columns} dataSource={rule.items} data-testid="rule-details-items" />
    </Card>
  );
}

/** The scenarios scoring with the rule, each opening its flow editor. */
export function RuleScenesCard({ t, usage }: Props) {
  return (
    <Card title={<SectionTitle>{t('practiceWeb.ruleDetails.scenes')}</SectionTitle>}>
      <List
        size="small"
        dataSource={usage.scenes}
        locale={{ emptyText: t('practiceWeb.ruleDetails.noScenes') }}
        data-testid="rule-details-scenes"
        renderItem={(scene) => (
          <List.Item>
            <span>
              <Link to={sceneEditorPath(scene.id)}>{scene.name}</Link>
              {scene.category && <Typography.Text type="secondary">（{scene.category}）</Typography.Text>}
            </span>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** The task packages whose scenario child tasks run those scenarios, each opening its editor. */
export function RulePackagesCard({ t, usage }: Props) {
  const kindOf = (tasktype: number) => TASK_KINDS.find((kind) => kind.tasktype === tasktype);
  return (
    <Card title={<SectionTitle>{t('practiceWeb.ruleDetails.packages')}</SectionTitle>}>
      <List
        size="small"
        dataSource={usage.packages}
        locale={{ emptyText: t('practiceWeb.ruleDetails.noPackages') }}
        data-testid="rule-details-packages"
        renderItem={(use) => {
          const kind = kindOf(use.tasktype);
          return (
            <List.Item extra={t('practiceWeb.ruleDetails.child', { title: use.childtitle })}>
              {kind ? <Link to={editPath(kind, use.id)}>{use.title}</Link> : use.title}
            </List.Item>
          );
        }}
      />
    </Card>
  );
}

/** How many finished sessions of those scenarios the rule scores. */
export function RuleSessionsCard({ t, usage }: Props) {
  return (
    <Card>
      <Statistic
        title={t('practiceWeb.ruleDetails.sessions')}
        value={usage.sessions}
        valueRender={(node) => <span data-testid="rule-details-sessions">{node}</span>}
      />
      <Typography.Text type="secondary">{t('practiceWeb.ruleDetails.sessionsHint')}</Typography.Text>
    </Card>
  );
}
