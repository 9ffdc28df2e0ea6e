import type { dialogue, Translate } from '@peilian/shared';
import { Descriptions, List, Tag, Typography } from 'antd';

/** One list of the report, "None" when empty. */
function Section({ title, items, testId, t }: { title: string; items: string[]; testId: string; t: Translate }) {
  return (
    <div data-testid={testId}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {items.length === 0 ? (
        <Typography.Text type="secondary">{t('scenarioWeb.simulator.none')}</Typography.Text>
      ) : (
        items.map((item, i) => <Tag key={i}>{item}</Tag>)
      )}
    </div>
  );
}

function outcome(t: Translate, path: dialogue.ScriptPath, nodeName: (id: string) => string): string {
  if (path.deadEnd)
    return t('scenarioWeb.simulator.deadEnd', { script: path.name, node: path.deadEnd.nodeName, reason: t(`scenarioWeb.simulator.${path.deadEnd.reason}`) });
  if (path.endReason === 'completed') return t('scenarioWeb.simulator.completed');
  if (path.endReason) return t('scenarioWeb.simulator.ended');
  return t('scenarioWeb.simulator.stopped', { node: nodeName(path.stoppedAt) });
}

/** The coverage report: what the scripts never reached or matched, where they got stuck, and each path. */
export function SimulatorReport({ report, flow, t }: { report: dialogue.CoverageReport; flow: dialogue.Flow; t: Translate }) {
  const names = new Map(flow.nodes.map((n) => [n.id, n.name || n.id]));
  const nodeName = (id: string) => names.get(id) ?? id;
  return (
    <div data-testid="simulator-report">
      <Section title={t('scenarioWeb.simulator.unreached')} items={report.unreachedNodes.map((n) => n.name || n.id)} testId="simulator-unreached" t={t} />
      <Section
        title={t('scenarioWeb.simulator.unmatched')}
        items={report.unmatchedIntents.map((i) => `${i.nodeName || i.node} / ${i.label || i.id}`)}
        testId="simulator-unmatched"
        t={t}
      />
      <Section
        title={t('scenarioWeb.simulator.deadEnds')}
        items={report.deadEnds.map((d) =>
          t('scenarioWeb.simulator.deadEnd', { script: d.script, node: d.nodeName, reason: t(`scenarioWeb.simulator.${d.reason}`) }),
        )}
        testId="simulator-dead-ends"
        t={t}
      />
      <Section title={t('scenarioWeb.simulator.unreachable')} items={report.unreachableNodes.map((n) => n.name || n.id)} testId="simulator-unreachable" t={t} />
      <Typography.Title level={5}>{t('scenarioWeb.simulator.paths')}</Typography.Title>
      <List
        size="small"
        dataSource={report.scripts}
        renderItem={(path) => (
          <List.Item data-testid="simulator-path">
            <Descriptions size="small" column={1} title={path.name}>
              <Descriptions.Item label={t('scenarioWeb.simulator.pathNodes')}>{path.nodes.map(nodeName).join(' → ')}</Descriptions.Item>
              <Descriptions.Item label={t('scenarioWeb.simulator.pathIntents')}>
                {path.intents.map((i) => i.label || i.id).join('、') || t('scenarioWeb.simulator.none')}
              </Descriptions.Item>
              <Descriptions.Item label={t('scenarioWeb.simulator.outcome')}>{outcome(t, path, nodeName)}</Descriptions.Item>
            </Descriptions>
          </List.Item>
        )}
      />
    </div>
  );
}
