import { canMoveMonth, checkinCalendar, type CheckinStore } from '@peilian/shared';
import { useStore } from 'zustand';
import { useT } from '../app';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The task's month: each day checked in, missed, today or to come, with the month before and after within the task. */
export function CheckinCalendar({ store }: { store: CheckinStore }) {
  const t = useT();
  const state = useStore(store);
  const task = state.task?.task;
  if (!task) return null;
  const weeks = checkinCalendar(state);
  const [year, month] = state.month.split('-').map(Number) as [number, number];
  const monthLabel = t('checkin.month', { year, month });
  return (
    <div className="checkin-calendar" data-testid="checkin-calendar">
      <div className="checkin-month">
        <button
          type="button"
          className="checkin-move"
          aria-label={t('checkin.prevMonth')}
          disabled={!canMoveMonth(task, state.month, -1)}
          onClick={() => store.getState().moveMonth(-1)}
        >
          ‹
        </button>
        <h2 aria-live="polite" data-testid="checkin-month">
          {monthLabel}
        </h2>
        <button
          type="button"
          className="checkin-move"
          aria-label={t('checkin.nextMonth')}
          disabled={!canMoveMonth(task, state.month, 1)}
          onClick={() => store.getState().moveMonth(1)}
        >
          ›
        </button>
      </div>
      <table className="checkin-grid" aria-label={monthLabel}>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                {t(`checkin.weekdays.${day}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((cell, column) =>
                cell.day ? (
                  <td
                    key={cell.day}
                    className={`checkin-day ${cell.state}${cell.isToday ? ' is-today' : ''}`}
                    data-testid={`checkin-day-${cell.day}`}
                    data-state={cell.state}
                  >
                    <span aria-hidden="true">{cell.date}</span>
                    <span className="visually-hidden">{t('checkin.dayLabel', { month, date: cell.date, state: t(`checkin.states.${cell.state}`) })}</span>
                  </td>
                ) : (
                  <td key={`blank-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
