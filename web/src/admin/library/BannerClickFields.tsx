import { BANNER_CLICK, BANNER_CLICKTYPES, BANNER_URL_MAX, FILE_REFERENCE_RULES, fileReferenceIssue } from '@peilian/shared';
import { Form, Input, Radio, Select } from 'antd';
import { useT } from '../../app';

interface Props {
  click: number | undefined;
  clicktype: number | undefined;
  packages: readonly { id: string; title: string }[];
}

/** What a click on the banner does: nothing, open a task package, or open an https:// address. */
export function BannerClickFields({ click, clicktype, packages }: Props) {
  const t = useT();
  return (
    <>
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
          htmlFor="banner-clickurl"
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
    </>
  );
}
