import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Col, message, Row, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminAction, useAdminQuery } from '../data/queries';
import { FiguresCard, HumanCard, MissesCard, ProfileCard, ScenesCard } from './customerDetailsParts';
import { CUSTOMERS_PATH } from './humanPaths';
import { useVoiceListen, VoicePlayer } from './useVoiceListen';

/**
 * A customer's details (admin §2 voicecustomerdetails, `?id=`): the persona, its digital human with
 * a listen, the scenarios that play it, and how the learners the admin may see have done with it.
 */
export function CustomerDetailsPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [notice, holder] = message.useMessage();
  const read = useAdminQuery('customers', 'details', id ? { id } : null);
  const ask = useAdminAction('digitalHumans', 'listen');
  const voice = useVoiceListen((failure) => void notice.error(failure));
  const details = read.data;
  const human = details?.digitalhuman;

  return (
    <div>
      {holder}
      <Space align="baseline" style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <PageTitle testId="customer-details-title">
          {details ? `${t('practiceWeb.customerDetails.title')} · ${details.customer.name}` : t('practiceWeb.customerDetails.title')}
        </PageTitle>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(CUSTOMERS_PATH)} data-testid="customer-details-back">
          {t('practiceWeb.customerDetails.back')}
        </Button>
      </Space>
      {(read.error || !id) && <Alert type="error" showIcon title={read.error || t('errors.practice.customerNotFound')} data-testid="customer-details-error" />}
      {id && !details && !read.error && <Spin />}
      {details && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Row gutter={16}>
            <Col span={12}>
              <ProfileCard t={t} details={details} />
            </Col>
            <Col span={12}>
              <HumanCard
                t={t}
                details={details}
                listening={voice.busy !== ''}
                onListen={() => human && void voice.listen(human.id, () => ask({ id: human.id }, { text: '' }))}
              >
                <VoicePlayer playing={voice.playing} {...(human ? { source: human.source } : {})} />
              </HumanCard>
            </Col>
          </Row>
          <FiguresCard t={t} details={details} />
          <MissesCard t={t} details={details} />
          <ScenesCard t={t} details={details} />
        </Space>
      )}
    </div>
  );
}
