import { BANNER_CLICK, BANNER_CLICKTYPES, BANNER_PLATFORMS, BANNER_TITLE_MAX, TASK_SORT, type Banner } from '@peilian/shared';
import { Form, Input, InputNumber, Radio } from 'antd';
import { useT } from '../../app';
import { FormDialog } from '../blocks/FormDialog';
import { useAdminMutation } from '../data/queries';
import { BannerClickFields } from './BannerClickFields';
import { BannerImage } from './BannerImage';
import { useBannerPackages } from './useBannerPackages';

/** The form's fields: the banner's own, as the list row carries them (the server checks them again). */
type BannerFields = Pick<Banner, 'title' | 'image' | 'platform' | 'click' | 'clicktype' | 'clickid' | 'clickurl' | 'sort'>;

const DEFAULTS: BannerFields = {
  title: '',
  image: '',
  platform: BANNER_PLATFORMS.mobile,
  click: BANNER_CLICK.none,
  clicktype: BANNER_CLICKTYPES.task,
  clickid: '',
  clickurl: '',
  sort: 0,
};

/** Saving a banner: created when new (`null`), else updated; resolves once the list has refreshed. */
function useSaveBanner() {
  const create = useAdminMutation('banners', 'create');
  const update = useAdminMutation('banners', 'update');
  return (banner: Banner | null, values: BannerFields) => (banner ? update.run({ id: banner.id }, values) : create.run({}, values));
}

interface Props {
  /** The banner to edit, a new one (`null`), or closed (`undefined`). */
  banner: Banner | null | undefined;
  onSaved: () => void;
  onClose: () => void;
}

/** Add or edit a banner (admin §3 Banner, §5 "banner title 64"): title, 20:3 image, platform and what a click does. */
export function BannerDialog({ banner, ...props }: Props) {
  return banner === undefined ? null : <BannerForm banner={banner} {...props} />;
}

function BannerForm({ banner, onSaved, onClose }: Omit<Props, 'banner'> & { banner: Banner | null }) {
  const t = useT();
  const [form] = Form.useForm<BannerFields>();
  const send = useSaveBanner();
  const packages = useBannerPackages(banner);
  const click = Form.useWatch('click', form);
  const clicktype = Form.useWatch('clicktype', form);
  const submit = async (values: BannerFields) => {
    await send(banner, { ...DEFAULTS, ...values, title: values.title.trim(), clickurl: (values.clickurl ?? '').trim() });
    onSaved();
  };

  return (
    <FormDialog
      title={t(banner ? 'library.banner.edit' : 'library.banner.add')}
      width={720}
      form={form}
      initialValues={banner ? { ...DEFAULTS, ...banner } : DEFAULTS}
      onSubmit={submit}
      onClose={onClose}
      // The image is chosen in a dialog of its own, with no blur here: the choice clears its message at once.
      validateTrigger={['onBlur', 'onChange']}
      testIds={{ save: 'banner-save', errors: 'banner-problem' }}
    >
      <BannerTitleField />
      <Form.Item
        name="image"
        label={t('library.banner.image')}
        extra={t('library.banner.imageHint')}
        rules={[{ required: true, message: t('library.rules.imageRequired') }]}
      >
        <BannerImage />
      </Form.Item>
      <BannerPlatformField />
      <BannerClickFields click={click} clicktype={clicktype} packages={packages} />
      <Form.Item name="sort" label={t('library.banner.sort')}>
        <InputNumber min={TASK_SORT.min} max={TASK_SORT.max} precision={0} />
      </Form.Item>
    </FormDialog>
  );
}

/** The banner's title, required and bounded. */
function BannerTitleField() {
  const t = useT();
  return (
    <Form.Item
      name="title"
      htmlFor="banner-title"
      label={t('library.banner.name')}
      rules={[
        { required: true, whitespace: true, message: t('library.rules.titleRequired') },
        { max: BANNER_TITLE_MAX, message: t('validation.tooLong', { max: BANNER_TITLE_MAX }) },
      ]}
    >
      <Input id="banner-title" showCount maxLength={BANNER_TITLE_MAX} />
    </Form.Item>
  );
}

/** Where the banner shows: the PC site or the mobile apps. */
function BannerPlatformField() {
  const t = useT();
  return (
    <Form.Item name="platform" label={t('library.banner.platform')}>
      <Radio.Group
        options={[
          { value: BANNER_PLATFORMS.pc, label: t('library.banner.platformPc') },
          { value: BANNER_PLATFORMS.mobile, label: t('library.banner.platformMobile') },
        ]}
      />
    </Form.Item>
  );
}
