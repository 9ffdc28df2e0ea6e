import type { CheckinGridRow, Translate } from '@peilian/shared';
import { Button, type TableColumnsType } from 'antd';
import { COLUMN_PX } from '../../blocks/columns';

/** A day's cell: ✓ checked in, · missed, nothing for a day still to come; a screen reader hears the day and its state. */
function dayCell(t: Translate, row: CheckinGridRow, day: string, today: string) {
  const checked = row.checked.includes(day);
  const state = checked ? 'checked' : day < today ? 'missed' : 'future';
  return (
    <>
      {state !== 'future' && (
        <span aria-hidden="true" style={checked ? { color: '#237804', fontWeight: 600 } : { color: '#595959' }}>
          {checked ? '✓' : '·'}
        </span>
      )}
      <span className="visually-hidden">{`${day} ${t(`checkinAdmin.${state}`)}`}</span>
    </>
  );
}

/** The grid's columns: the learner (opening their days), department, streak, stars, today's star, then one column a day. */
export function gridColumns(t: Translate, days: readonly string[], today: string, open: (row: CheckinGridRow) => void): TableColumnsType<CheckinGridRow> {
  return [
    {
      title: t('checkinAdmin.learner'),
      width: COLUMN_PX.name,
      fixed: 'left',
      render: (_, row) => (
        <Button type="link" onClick={() => open(row)} data-testid={`checkin-learner-${row.account}`} aria-label={`${row.name} ${t('checkinAdmin.viewDays')}`}>
          {row.name}
        </Button>
      ),
    },
    { title: t('checkinAdmin.department'), dataIndex: 'departmentname', width: COLUMN_PX.name },
    {
      title: t('checkinAdmin.streak'),
      dataIndex: 'streak',
      width: COLUMN_PX.number,
      render: (streak: number, row) => <span data-testid={`checkin-streak-${row.account}`}>{streak}</span>,
    },
    {
      title: t('checkinAdmin.stars'),
      dataIndex: 'stars',
      width: COLUMN_PX.number,
      render: (stars: number, row) => <span data-testid={`checkin-stars-${row.account}`}>{stars}</span>,
    },
    { title: t('checkinAdmin.todayStar'), dataIndex: 'todaystar', width: COLUMN_PX.number, render: (star: number) => (star ? '★' : '☆') },
    ...days.map((day) => ({
      key: day,
      title: day.slice(5),
      width: 56,
      align: 'center' as const,
      render: (_: unknown, row: CheckinGridRow) => dayCell(t, row, day, today),
    })),
  ];
}
