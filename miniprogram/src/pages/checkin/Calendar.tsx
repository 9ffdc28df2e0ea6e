import { Text, View } from '@tarojs/components'
import { canMoveMonth, checkinCalendar, type CheckinStore } from '@peilian/shared'
import { useStore } from 'zustand'
import { useTranslate } from '../../hooks/useTranslate'

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/** The task's month: each day checked in, missed, today or to come; the month before and after within the task. */
export function Calendar({ store }: { store: CheckinStore }) {
  const t = useTranslate()
  const state = useStore(store)
  const task = state.task?.task
  if (!task) return null
  const [year, month] = state.month.split('-').map(Number) as [number, number]
  const move = (delta: -1 | 1) => canMoveMonth(task, state.month, delta) && store.getState().moveMonth(delta)
  return (
    <View id="checkin-calendar" className="calendar">
      <View className="calendar__head">
        <View id="checkin-prev" className="calendar__move" ariaRole="button" ariaLabel={t('checkin.prevMonth')} onClick={() => move(-1)}>
          <Text>‹</Text>
        </View>
        <Text id="checkin-month" className="calendar__month">
          {t('checkin.month', { year, month })}
        </Text>
        <View id="checkin-next" className="calendar__move" ariaRole="button" ariaLabel={t('checkin.nextMonth')} onClick={() => move(1)}>
          <Text>›</Text>
        </View>
      </View>
      <View className="calendar__week">
        {WEEKDAYS.map((day) => (
          <Text key={day} className="calendar__weekday">
            {t(`checkin.weekdays.${day}`)}
          </Text>
        ))}
      </View>
      {checkinCalendar(state).map((week, index) => (
        <View key={index} className="calendar__week">
          {week.map((cell, column) =>
            cell.day ? (
              <View
                key={cell.day}
                id={`checkin-day-${cell.day}`}
                className={`calendar__day calendar__day--${cell.state}${cell.isToday ? ' calendar__day--now' : ''}`}
                ariaLabel={t('checkin.dayLabel', { month, date: cell.date, state: t(`checkin.states.${cell.state}`) })}
              >
                <Text>{cell.date}</Text>
              </View>
            ) : (
              <View key={`blank-${column}`} className="calendar__day" />
            ),
          )}
        </View>
      ))}
    </View>
  )
}
