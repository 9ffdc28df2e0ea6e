import { Col, Form, InputNumber, Row, Select, Typography, type FormRule } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { useEnabledScenarios } from '../../blocks/scenarioOptions';
import type { ChildFields } from './childFields';

/** A scenario child task's enabled scenario and its own pass score, each checked by `rule`. */
export function ScenarioChildFields({ rule }: { rule: (field: keyof ChildFields) => FormRule[] }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const { options, failed, loading } = useEnabledScenarios(search);
  return (
    <Row gutter={24}>
      <Col span={16}>
        <Form.Item name="scenario" htmlFor="child-scenario" label={t('trainingAdmin.scenarioChild.scenario')} required rules={rule('scenario')}>
          <Select
            id="child-scenario"
            data-testid="child-scenario"
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={loading}
            placeholder={t('trainingAdmin.scenarioChild.choose')}
            options={options}
          />
        </Form.Item>
        {failed && <Typography.Text type="danger">{t('trainingAdmin.scenarioChild.loadFailed')}</Typography.Text>}
      </Col>
      <Col span={8}>
        <Form.Item
          name="passscore"
          htmlFor="child-passscore"
          label={t('trainingAdmin.scenarioChild.passScore')}
          rules={rule('passscore')}
          extra={t('trainingAdmin.scenarioChild.passScoreExtra')}
        >
          <InputNumber id="child-passscore" min={0} max={100} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}
