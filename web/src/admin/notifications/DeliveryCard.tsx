import { notifyDeliveryRequestSchema, SMTP_SECURITY, type NotifyDelivery, type NotifyDeliveryRequest } from '@peilian/shared';
import { Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useT } from '../../app';
import { useSettingSave } from '../settings';
import { SaveErrors } from '../blocks/useSaveAction';
import { SaveRow } from './SaveRow';
import { schemaRule } from './schemaRule';

type Fields = Omit<NotifyDeliveryRequest, 'clearpassword'> & { clearpassword: boolean };

const fieldsOf = (delivery: NotifyDelivery): Fields => ({ ...delivery, password: '', clearpassword: false });

/**
 * The organisation's mail server (host, port, encryption, account, password, sender) and its
 * enterprise WeChat robot. The password is write-only: the card says whether one is set and can
 * clear it, never shows it; the robot's address comes back masked and is kept unless changed.
 */
export function DeliveryCard({ delivery }: { delivery: NotifyDelivery }) {
  const t = useT();
  const [form] = Form.useForm<Fields>();
  const rule = schemaRule(notifyDeliveryRequestSchema, form, t);
  const { saving, errors, saved, changed, submit } = useSettingSave('notify', 'setDelivery');
  // What the server answers after a save (the masked robot address, whether a password is set) is shown again.
  useEffect(() => form.setFieldsValue(fieldsOf(delivery)), [form, delivery]);
  const save = () =>
    void submit(async () => {
      const values = await form.validateFields();
      form.setFieldValue('password', '');
      return { ...values, clearpassword: values.clearpassword ? 1 : 0 };
    });
  return (
    <Form
      form={form}
      name="notify-delivery"
      layout="vertical"
      aria-label={t('notifyAdmin.delivery.title')}
      initialValues={fieldsOf(delivery)}
      onValuesChange={changed}
      style={{ maxWidth: 880 }}
    >
      <SaveErrors errors={errors} testId="notify-delivery-errors" />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="host" label={t('notifyAdmin.delivery.host')} rules={[rule('host')]}>
            <Input placeholder="smtp.example.com" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="port" label={t('notifyAdmin.delivery.port')} rules={[rule('port')]}>
            <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="security" label={t('notifyAdmin.delivery.security')}>
            <Select options={SMTP_SECURITY.map((value) => ({ value, label: t(`notifyAdmin.delivery.securities.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="account" label={t('notifyAdmin.delivery.account')} rules={[rule('account')]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="password"
            label={t('notifyAdmin.delivery.password')}
            extra={
              <span data-testid="notify-password-state">
                {t(delivery.haspassword ? 'notifyAdmin.delivery.passwordSet' : 'notifyAdmin.delivery.passwordNotSet')}
              </span>
            }
            rules={[rule('password')]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          {delivery.haspassword && (
            <Form.Item name="clearpassword" valuePropName="checked">
              <Checkbox data-testid="notify-clear-password">{t('notifyAdmin.delivery.clearPassword')}</Checkbox>
            </Form.Item>
          )}
        </Col>
        <Col span={12}>
          <Form.Item name="from" label={t('notifyAdmin.delivery.from')} extra={t('notifyAdmin.delivery.fromHint')} rules={[rule('from')]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="webhook" label={t('notifyAdmin.delivery.webhook')} extra={t('notifyAdmin.delivery.webhookHint')} rules={[rule('webhook')]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <SaveRow
        saving={saving}
        saved={saved}
        onSave={save}
        label={t('notifyAdmin.delivery.save')}
        done={t('notifyAdmin.delivery.saved')}
        testId="notify-delivery-save"
      />
    </Form>
  );
}
