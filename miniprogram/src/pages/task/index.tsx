import { Text, View } from '@tarojs/components'
import { useDidShow, usePullDownRefresh, useRouter } from '@tarojs/taro'
import { CHILD_TASK_TYPES, centreRunStateLabel, periodText, type LearnerChildTask, type TaskDetailResponse } from '@peilian/shared'
import { Notice } from '../../components/Notice'
import { ProgressBar } from '../../components/ProgressBar'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { stopPullDownRefresh } from '../../lib/appLifecycle'
import { toast } from '../../lib/feedback'
import { openExam, openFaqDrill, openMediaTask, openPracticeRoom } from '../../lib/navigation'
import { openTaskReport } from '../../lib/reportNavigation'
import { messageOf } from '../../services/messages'
import { useTimeZone } from '../../stores/session'
import { lockText } from './lockText'
import { ChildTaskRow } from './ChildTaskRow'
import { useTaskDetail } from './useTaskDetail'
import { Watermark } from '../../components/Watermark'
import '../../components/training.css'
import './index.css'

/** The package's card: its state, window, prerequisite, pass mark and how many child tasks are passed. */
function PackageHeader({ pkg }: { pkg: TaskDetailResponse['package'] }) {
  const t = useTranslate()
  const zone = useTimeZone()
  return (
    <View id="package" className="card">
      <View className="card__row">
        <Text className="card__title">{pkg.title}</Text>
        <Text className={`tag${pkg.completed === 1 ? ' tag--done' : ''}`}>
          {pkg.completed === 1 ? t('tasks.centre.completed') : t(centreRunStateLabel(pkg.runstate))}
        </Text>
      </View>
      {pkg.description && <Text className="card__meta">{pkg.description}</Text>}
      <Text className="card__meta">{periodText(t, pkg.starttime, pkg.endtime, zone)}</Text>
      {pkg.locked === 1 && <Text className="card__lock">{t('learnerTraining.centre.frontPackage', { title: pkg.frontpackagetitle })}</Text>}
      <Text className="card__meta">
        {[t('learnerTraining.task.passScore', { score: pkg.passscore }), pkg.score === null ? '' : t('learnerTraining.task.score', { score: pkg.score })]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text className="card__meta">{t('tasks.centre.progress', { passed: pkg.passed, total: pkg.total })}</Text>
      <ProgressBar value={pkg.passed} total={pkg.total} />
    </View>
  )
}

/**
 * The task detail (spec §2.9 /user/dashboard/task?id=): the package and its child tasks, with their
 * locks; the last detail loaded shows offline with the centre's notice.
 */
export default function TaskDetail() {
  const t = useTranslate()
  const zone = useTimeZone()
  const packageId = useRouter().params.id ?? ''
  const [{ detail, offline, error }, load] = useTaskDetail(packageId)
  usePageChrome('learnerTraining.task.title')

  // Back from a file or video, the child's progress has changed.
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(stopPullDownRefresh))

  function open(child: LearnerChildTask): void {
    const lock = lockText(t, child, zone, detail?.package.frontpackagetitle)
    if (lock) toast(lock)
    else if (child.type === CHILD_TASK_TYPES.file) void openMediaTask('file', child.id)
    else if (child.type === CHILD_TASK_TYPES.video) void openMediaTask('video', child.id)
    else if (child.type === CHILD_TASK_TYPES.exam) void openExam(child.id)
    else if (child.type === CHILD_TASK_TYPES.scenario) void openPracticeRoom({ scenario: child.refid, package: packageId, child: child.id, title: child.title })
    else if (child.type === CHILD_TASK_TYPES.faq) void openFaqDrill(child.id)
    else toast(t('learnerTraining.task.notHere'))
  }

  function openReport(child: LearnerChildTask): void {
    void openTaskReport({ session: child.reportid, scenario: child.refid, package: packageId, child: child.id })
  }

  const pkg = detail?.package
  return (
    <View className="task">
      {offline && <Notice id="offline-notice" tone="info" text={t('learnerTraining.centre.offline')} />}
      <Notice id="load-error" text={error ? messageOf(t, error, 'learnerTraining.media.loadFailed') : null} />
      {pkg && <PackageHeader pkg={pkg} />}
      {detail && <Text className="section-title">{t('learnerTraining.task.children')}</Text>}
      {detail?.children.map((child) => (
        <ChildTaskRow key={child.id} child={child} frontPackageTitle={pkg?.frontpackagetitle ?? ''} onOpen={open} onReport={openReport} />
      ))}
      {detail && detail.children.length === 0 && <Text className="empty">{t('learnerTraining.task.empty')}</Text>}
      {!detail && !error && <Text className="empty">{t('app.loading')}</Text>}
      <Watermark />
    </View>
  )
}
