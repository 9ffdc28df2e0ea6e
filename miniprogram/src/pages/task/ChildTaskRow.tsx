import { Text, View } from '@tarojs/components'
import { CHILD_TASK_TYPES, STUDENT_TASK_STATUS, childTypeLabel, studyTime, type LearnerChildTask } from '@peilian/shared'
import { ProgressBar } from '../../components/ProgressBar'
import { useTranslate } from '../../hooks/useTranslate'
import { spokenLabel } from '../../lib/a11y'
import { statusText } from '../../services/trainingText'
import { useTimeZone } from '../../stores/session'
import { lockText } from './lockText'
import '../../components/training.css'

interface ChildTaskRowProps {
  child: LearnerChildTask
  frontPackageTitle: string
  onOpen(child: LearnerChildTask): void
  /** Opens the latest practice report of a scenario task the learner has practised. */
  onReport(child: LearnerChildTask): void
}

/**
 * A child task of the detail: type, title, required or optional, status, progress, and its lock;
 * below a scenario task the learner has practised, the way to its latest practice report.
 */
export function ChildTaskRow({ child, frontPackageTitle, onOpen, onReport }: ChildTaskRowProps) {
  const t = useTranslate()
  const zone = useTimeZone()
  const lock = lockText(t, child, zone, frontPackageTitle)
  const media = child.type === CHILD_TASK_TYPES.file || child.type === CHILD_TASK_TYPES.video
  const statusTone = child.status === STUDENT_TASK_STATUS.passed ? 'tag--done' : child.status === STUDENT_TASK_STATUS.inProgress ? 'tag--active' : ''
  const kind = [t(childTypeLabel(child.type)), t(child.required === 1 ? 'learnerTraining.task.required' : 'learnerTraining.task.optional')].join(' · ')
  return (
    <>
      <View
        id={`child-${child.id}`}
        className={`card${lock ? ' card--locked' : ''}`}
        ariaRole="button"
        ariaLabel={spokenLabel(child.title, statusText(t, child.status), kind, lock)}
        onClick={() => onOpen(child)}
      >
        <View className="card__row">
          <Text className="card__title">{child.title}</Text>
          <Text className={`tag ${statusTone}`}>{statusText(t, child.status)}</Text>
        </View>
        <Text className="card__meta">{kind}</Text>
        {lock && (
          <Text id={`lock-${child.id}`} className="card__lock">
            {lock}
          </Text>
        )}
        {media && <Text className="card__meta">{t('learnerTraining.task.childProgress', { done: child.done, total: child.total })}</Text>}
        {child.durationseconds > 0 && <Text className="card__meta">{t('learnerTraining.task.learned', { time: studyTime(child.durationseconds) })}</Text>}
        {child.score !== null && <Text className="card__meta">{t('learnerTraining.task.score', { score: child.score })}</Text>}
        {media && <ProgressBar value={child.done} total={child.total} />}
      </View>
      {child.reportid && (
        <View id={`report-${child.id}`} className="card__action" ariaRole="button" onClick={() => onReport(child)}>
          <Text>{t('learnerTraining.task.lastReport')}</Text>
        </View>
      )}
    </>
  )
}
