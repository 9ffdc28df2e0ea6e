import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGE_LABELS, LANGUAGES, type Language } from '@peilian/shared';
import { Button, Dropdown } from 'antd';
import { changeLanguage, useLanguage, useT } from '../app';

/** The admin top bar's language selector; it switches the same language as the learner area. */
export function AdminLanguageSelect() {
  const t = useT();
  const language = useLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((key) => ({ key, label: LANGUAGE_LABELS[key] })),
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} title={t('language.label')} data-testid="admin-language">
        {LANGUAGE_LABELS[language]}
      </Button>
    </Dropdown>
  );
}
