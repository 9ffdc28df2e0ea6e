import {
  BANNER_CLICK,
  BANNER_CLICKTYPES,
  BANNER_PLATFORMS,
  BANNER_RATIO,
  BANNER_TITLE_MAX,
  BANNER_URL_MAX,
  FILE_REFERENCE_RULES,
  fileReferenceIssue,
  TASK_SORT,
  type Banner,
} from '@peilian/shared';
import { Button, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { avatarUrl } from '../../identity/avatar';
import { errorMessage } from '../../identity/errorMessage';
import { ImageChooser } from './ImageChooser';
import { fetchBannerPackages, saveBanner, type BannerValues } from './libraryApi';

const DEFAULTS: BannerValues = {
  title: '',
  image: '',
  platform: BANNER_PLATFORMS.mobile,
  click: BANNER_CLICK.none,
  clicktype: BANNER_CLICKTYPES.task,
  clickid: '',
  clickurl: '',
  sort: 0,
};

/** The banner image: a 20:3 preview and the image chooser cropping uploads to 20:3. */
function BannerImage({ value, onChange }: { value?: string; onChange?: (path: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Space orientation="vertical">
      {value && (
        <img src={avatarUrl(value)} alt="" style={{ width: 400, height: 60, objectFit: 'cover', borderRadius: 4 }} data-testid="banner-image-preview" />
      )}
      <Button onClick={() => setOpen(true)} data-testid="banner-image-choose">
        {t('library.media.chooseCover')}
      </Button>
      <ImageChooser
        open={open}
        filetype="banner"
        ratio={BANNER_RATIO}
        onCancel={() => setOpen(false)}
        onChoose={(path) => {
          onChange?.(path);
          setOpen(false);
        }}
      />
    </Space>
  );
}

interface Props {
  /** The banner to edit, a new one (`null`), or closed (`undefined`). */
  banner: Banner | null | undefined;
  onSaved: () => void;
  onClose: () => void;
}

/** Add or edit a banner (admin §3 Banner, §5 "banner title 64"): title, 20:3 image, platform and what a click does. */
export function BannerDialog({ banner, onSaved, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<BannerValues>();
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const [packages, setPackages] = useState<{ id: string; title: string }[]>([]);
  const click = Form.useWatch('click', form);
  const clicktype = Form.useWatch('clicktype', form);

  useEffect(() => {
    if (banner === undefined) return;
    setProblem('');
    form.resetFields();
    form.setFieldsValue(banner ? { ...DEFAULTS, ...banner } : DEFAULTS);
    fetchBannerPackages('').then(
      (rows) => {
        const current = banner?.clickid ? [{ id: banner.clickid, title: banner.clickname }] : [];
        setPackages([...current, ...rows.filter((row) => row.id !== banner?.clickid)]);
      },
      () => setPackages([]),
    );
  }, [banner, form]);

  const save = async (values: BannerValues) => {
    setSaving(true);
    setProblem('');
    try {
      await saveBanner(banner?.id ?? null, { ...DEFAULTS, ...values, title: values.title.trim(), clickurl: (values.clickurl ?? '').trim() });
      onSaved();
    } catch (error) {
      setProblem(errorMessage(error, t, 'library.media.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={banner !== undefined}
      title={t(banner ? 'library.banner.edit' : 'library.banner.add')}
      width={720}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving, 'data-testid': 'banner-save' }}
      // Mounted while closed, so opening fills the form in before it shows.
      forceRender
    >
      <Form form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 19 }} onFinish={(values) => void save(values)} initialValues={DEFAULTS}>
        <Form.Item
          name="title"
          label={t('library.banner.name')}
          rules={[
            { required: true, whitespace: true, message: t('library.rules.titleRequired') },
            { max: BANNER_TITLE_MAX, message: t('validation.tooLong', { max: BANNER_TITLE_MAX }) },
          ]}
        >
          <Input id="banner-title" showCount maxLength={BANNER_TITLE_MAX} />
        </Form.Item>
        <Form.Item
          name="image"
          label={t('library.banner.image')}
          extra={t('library.banner.imageHint')}
          rules={[{ required: true, message: t('library.rules.imageRequired') }]}
        >
          <BannerImage />
        </Form.Item>
        <Form.Item name="platform" label={t('library.banner.platform')}>
          <Radio.Group
            options={[
              { value: BANNER_PLATFORMS.pc, label: t('library.banner.platformPc') },
              { value: BANNER_PLATFORMS.mobile, label: t('library.banner.platformMobile') },
            ]}
          />
        </Form.Item>
        <Form.Item name="click" label={t('library.banner.click')}>
          <Radio.Group
            options={[
              { value: BANNER_CLICK.none, label: t('library.banner.clickNone') },
              { value: BANNER_CLICK.trigger, label: <span data-testid="banner-click-trigger">{t('library.banner.clickTrigger')}</span> },
            ]}
          />
        </Form.Item>
        {click === BANNER_CLICK.trigger && (
          <Form.Item name="clicktype" label={t('library.banner.clicktype')}>
            <Radio.Group
              options={[
                { value: BANNER_CLICKTYPES.task, label: t('library.banner.clickTask') },
                { value: BANNER_CLICKTYPES.url, label: <span data-testid="banner-clicktype-url">{t('library.banner.clickUrl')}</span> },
              ]}
            />
          </Form.Item>
        )}
        {click === BANNER_CLICK.trigger && clicktype !== BANNER_CLICKTYPES.url && (
          <Form.Item name="clickid" label={t('library.banner.clickid')} rules={[{ required: true, message: t('library.rules.clickidRequired') }]}>
            <Select showSearch optionFilterProp="label" options={packages.map((row) => ({ value: row.id, label: row.title }))} data-testid="banner-clickid" />
          </Form.Item>
        )}
        {click === BANNER_CLICK.trigger && clicktype === BANNER_CLICKTYPES.url && (
          <Form.Item
            name="clickurl"
            label={t('library.banner.clickurl')}
            rules={[
              { required: true, message: t('library.rules.clickurlInvalid') },
              {
                // The server's rule for the field: an https:// address.
                validator: (_, value?: string) =>
                  value && fileReferenceIssue(value, FILE_REFERENCE_RULES.bannerClickUrl)
                    ? Promise.reject(new Error(t('library.rules.clickurlInvalid')))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input id="banner-clickurl" maxLength={BANNER_URL_MAX} placeholder="https://" />
          </Form.Item>
        )}
        <Form.Item name="sort" label={t('library.banner.sort')}>
          <InputNumber min={TASK_SORT.min} max={TASK_SORT.max} precision={0} />
        </Form.Item>
      </Form>
      {problem && (
        <div className="ant-form-item-explain-error" data-testid="banner-problem">
          {problem}
        </div>
      )}
    </Modal>
  );
}
