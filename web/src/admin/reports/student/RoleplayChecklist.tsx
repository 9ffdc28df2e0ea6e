import { CheckCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import { useT } from '../../../app';
import type { RoleplayRow } from './roleplayColumns';

/** A section's heading inside the drawer (the page's own h1 is the dashboard's title). */
export const SECTION_TITLE = { level: 2, style: { fontSize: 16, marginTop: 16 } } as const;

const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;
const ITEM = { padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;

/** A role-play's checklist as scored: each item ticked or not, in which turn, with the learner's words that ticked it. */
export function RoleplayChecklist({ checklist }: { checklist: RoleplayRow['checklist'] }) {
  const t = useT();
  return (
    <section data-testid="roleplay-checklist">
      <Typography.Title {...SECTION_TITLE} style={{ ...SECTION_TITLE.style, marginTop: 0 }}>
        {t('reports.student.roleplay.checklistTitle')}
      </Typography.Title>
      {checklist.length === 0 ? (
        <Typography.Text type="secondary">{t('reports.student.roleplay.noChecklist')}</Typography.Text>
      ) : (
        <ul style={LIST}>
          {checklist.map((item) => (
            <li key={item.id} style={ITEM} data-testid={`roleplay-checklist-${item.id}`} data-ticked={item.turn !== null}>
              <Space wrap size={[8, 4]}>
                {item.turn === null ? (
                  <Tag icon={<MinusCircleOutlined />}>{t('reports.student.roleplay.missed')}</Tag>
                ) : (
                  <Tag icon={<CheckCircleOutlined />} color="green">
                    {t('reports.student.roleplay.ticked', { turn: item.turn })}
                  </Tag>
                )}
                <Typography.Text type="secondary">{t(`reports.student.roleplay.kinds.${item.kind}`)}</Typography.Text>
                <Typography.Text strong>{item.title}</Typography.Text>
                {item.said.length > 0 && <q>{item.said.join('、')}</q>}
              </Space>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
