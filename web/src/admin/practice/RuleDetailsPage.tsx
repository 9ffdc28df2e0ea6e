import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Row, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminQuery } from '../data/queries';
import { RuleItemsCard, RulePackagesCard, RuleProfileCard, RuleScenesCard, RuleSessionsCard } from './ruleDetailsParts';
import { RULES_PATH } from './rulePaths';

/**
 * A scoring rule's details (admin §2 ruledetails, `?id=`): its name, pass score and status, its
 * items with their weights and ranges, and where it is used — the scenarios scoring with it, the
 * task packages running those scenarios — with the finished sessions it scores.
 */
export function RuleDetailsPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const read = useAdminQuery('scoringRules', 'usage', id ? { id } : null);
  const usage = read.data;

  return (
    <div>
      <Space align="baseline" style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <PageTitle testId="rule-details-title">
          {usage ? `${t('practiceWeb.ruleDetails.title')} · ${usage.rule.name}` : t('practiceWeb.ruleDetails.title')}
        </PageTitle>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(RULES_PATH)} data-testid="rule-details-back">
          {t('practiceWeb.ruleDetails.back')}
        </Button>
      </Space>
      {(read.error || !id) && <Alert type="error" showIcon title={read.error || t('errors.practice.scoringRuleNotFound')} data-testid="rule-details-error" />}
      {id && !usage && !read.error && <Spin />}
      {usage && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <RuleProfileCard t={t} usage={usage} />
          <RuleItemsCard t={t} usage={usage} />
          <Row gutter={16}>
            <Col span={9}>
              <RuleScenesCard t={t} usage={usage} />
            </Col>
            <Col span={9}>
              <RulePackagesCard t={t} usage={usage} />
            </Col>
            <Col span={6}>
              <RuleSessionsCard t={t} usage={usage} />
            </Col>
          </Row>
        </Space>
      )}
    </div>
  );
}
