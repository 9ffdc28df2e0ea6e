import Taro from '@tarojs/taro'
import { ROUTES } from '../routes'

/** A scenario child task's practice report to open from the task detail (back returns there). */
export interface TaskReportTarget {
  session: string
  scenario: string
  package: string
  child: string
}

/** Opens the report of a scenario child task's practice session on top of the task detail. */
export function openTaskReport(target: TaskReportTarget): Promise<unknown> {
  const query = Object.entries(target)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')
  return Taro.navigateTo({ url: `/${ROUTES.practiceReport}?${query}` })
}
