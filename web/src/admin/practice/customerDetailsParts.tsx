import { SoundOutlined, UserOutlined } from '@ant-design/icons';
import type { CustomerDetails, MessageKey, Translate } from '@peilian/shared';
import { Avatar, Button, Card, Col, Descriptions, Empty, List, Row, Space, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { avatarUrl } from '../../lib/avatar';
import { chargeTag, voicedTag } from './humanColumns';
import { languageKey } from './humanForm';
import { humanEditorPath, sceneEditorPath } from './humanPaths';
import { SectionTitle } from '../blocks/SectionTitle';

type Props = { t: Translate; details: CustomerDetails };

/** The persona: avatar, name, gender, deal time and custom attributes. */
export function ProfileCard({ t, details: { customer } }: Props) {
  return (
    <Card title={<SectionTitle>{t('practiceWeb.customerDetails.profile')}</SectionTitle>} data-testid="customer-details-profile">
      <Space align="start" size="large">
        <Avatar size={66} shape="square" src={customer.avatar ? avatarUrl(customer.avatar) : undefined} alt="" icon={<UserOutlined />} />
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('practiceWeb.customer.name')}>{customer.name}</Descriptions.Item>
          <Descriptions.Item label={t('practiceWeb.customer.gender')}>
            {t(customer.gender ? 'practiceWeb.customer.male' : 'practiceWeb.customer.female')}
          </Descriptions.Item>
          <Descriptions.Item label={t('practiceWeb.customer.tradetime')}>
            {customer.tradetime || t('practiceWeb.customerDetails.noTradeTime')}
          </Descriptions.Item>
          <Descriptions.Item label={t('practiceWeb.customer.attributes')}>
            {customer.attributes.length
              ? customer.attributes.map((one) => `${one.label}：${one.value}`).join('；')
              : t('practiceWeb.customerDetails.noAttributes')}
          </Descriptions.Item>
        </Descriptions>
      </Space>
    </Card>
  );
}

/** The customer's digital human, listened to here. */
export function HumanCard({ t, details, onListen, listening, children }: Props & { onListen: () => void; listening: boolean; children?: ReactNode }) {
  const human = details.digitalhuman;
  const title = <SectionTitle>{t('practiceWeb.customerDetails.digitalhuman')}</SectionTitle>;
  if (!human)
    return (
      <Card title={title}>
        <Typography.Text type="secondary">{t('practiceWeb.customerDetails.noDigitalHuman')}</Typography.Text>
      </Card>
    );
  const language = languageKey(human.language);
  return (
    <Card title={title} extra={<Link to={humanEditorPath(human.id)}>{t('practiceWeb.customerDetails.editHuman')}</Link>} data-testid="customer-details-human">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('practiceWeb.human.name')}>
          <Space wrap>
            {human.name}
            {chargeTag(t, human.isfree)}
            {voicedTag(t, human)}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('practiceWeb.human.language')}>{language ? t(language) : human.language}</Descriptions.Item>
        <Descriptions.Item label={t('practiceWeb.human.sex')}>{t(human.sex ? 'practiceWeb.customer.male' : 'practiceWeb.customer.female')}</Descriptions.Item>
        <Descriptions.Item label={t('practiceWeb.human.example')}>{human.example || '—'}</Descriptions.Item>
      </Descriptions>
      <Button icon={<SoundOutlined />} loading={listening} onClick={onListen} data-testid="customer-details-listen">
        {t(listening ? 'practiceWeb.human.listenLoading' : 'practiceWeb.human.listen')}
      </Button>
      {children}
    </Card>
  );
}

const STATUS_KEYS: Record<string, MessageKey> = {
  draft: 'practiceWeb.customerDetails.sceneStatus.draft',
  enabled: 'practiceWeb.customerDetails.sceneStatus.enabled',
  disabled: 'practiceWeb.customerDetails.sceneStatus.disabled',
};

/** The scenarios that play the customer, each opening its flow editor. */
export function ScenesCard({ t, details }: Props) {
  return (
    <Card title={<SectionTitle>{t('practiceWeb.customerDetails.scenes')}</SectionTitle>}>
      <List
        size="small"
        dataSource={details.scenes}
        locale={{ emptyText: t('practiceWeb.customerDetails.noScenes') }}
        data-testid="customer-details-scenes"
        renderItem={(scene) => (
          <List.Item extra={STATUS_KEYS[scene.status] ? t(STATUS_KEYS[scene.status]!) : scene.status}>
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

const FIGURES = [
  ['sessions', 'practiceWeb.customerDetails.sessions'],
  ['learners', 'practiceWeb.customerDetails.learners'],
  ['avgscore', 'practiceWeb.customerDetails.avgscore'],
  ['passed', 'practiceWeb.customerDetails.passed'],
] as const;

/** How the learners did with the customer: sessions, learners, the average score, passes. */
export function FiguresCard({ t, details }: Props) {
  return (
    <Card
      title={<SectionTitle>{t('practiceWeb.customerDetails.figures')}</SectionTitle>}
      extra={<Typography.Text type="secondary">{t('practiceWeb.customerDetails.figuresHint')}</Typography.Text>}
    >
      <Row gutter={16}>
        {FIGURES.map(([field, label]) => (
          <Col span={6} key={field}>
            <Statistic
              title={t(label)}
              value={details.figures[field] ?? '—'}
              valueRender={(node) => <span data-testid={`customer-figure-${field}`}>{node}</span>}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** One list of misses, most often first. */
function MissList({ t, title, rows, testId }: { t: Translate; title: MessageKey; rows: { name: string; count: number }[]; testId: string }) {
  return (
    <Col span={8}>
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        {t(title)}
      </Typography.Title>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('practiceWeb.customerDetails.none')} />
      ) : (
        <List
          size="small"
          dataSource={rows}
          data-testid={testId}
          renderItem={(row) => <List.Item extra={t('practiceWeb.customerDetails.times', { count: row.count })}>{row.name}</List.Item>}
        />
      )}
    </Col>
  );
}

/** What the learners most often miss with the customer: intents, role-play checklist items, keywords. */
export function MissesCard({ t, details: { misses } }: Props) {
  return (
    <Card title={<SectionTitle>{t('practiceWeb.customerDetails.misses')}</SectionTitle>}>
      <Row gutter={24}>
        <MissList
          t={t}
          title="practiceWeb.customerDetails.missedIntents"
          rows={misses.intents.map((r) => ({ name: r.label, count: r.count }))}
          testId="customer-missed-intents"
        />
        <MissList
          t={t}
          title="practiceWeb.customerDetails.missedChecklist"
          rows={misses.checklist.map((r) => ({ name: r.title, count: r.count }))}
          testId="customer-missed-checklist"
        />
        <MissList
          t={t}
          title="practiceWeb.customerDetails.missedKeywords"
          rows={misses.keywords.map((r) => ({ name: r.keyword, count: r.count }))}
          testId="customer-missed-keywords"
        />
      </Row>
    </Card>
  );
}
