import { Image, Text, View } from '@tarojs/components'
import { periodText, type CenterPackage } from '@peilian/shared'
import { ProgressBar } from '../../components/ProgressBar'
import { useTranslate } from '../../hooks/useTranslate'
import { spokenLabel } from '../../lib/a11y'
import { assetUrl } from '../../lib/config'
import { openTask } from '../../lib/navigation'
import { useTimeZone } from '../../stores/session'
import '../../components/training.css'

/** A task package in the training centre: cover, title, window, progress, completion or its front package. */
export function PackageCard({ pkg }: { pkg: CenterPackage }) {
  const t = useTranslate()
  const zone = useTimeZone()
  const cover = assetUrl(pkg.cover)
  return (
    <View
      id={`package-${pkg.id}`}
      className={`card package${pkg.locked ? ' card--locked' : ''}`}
      ariaRole="button"
      ariaLabel={spokenLabel(
        pkg.title,
        pkg.completed === 1 && t('tasks.centre.completed'),
        t('tasks.centre.progress', { passed: pkg.passed, total: pkg.total }),
        pkg.locked === 1 && t('learnerTraining.centre.frontPackage', { title: pkg.frontpackagetitle }),
      )}
      onClick={() => void openTask(pkg.id)}
    >
      {cover && <Image className="package__cover" src={cover} mode="aspectFill" />}
      <View className="card__row">
        <Text className="card__title">{pkg.title}</Text>
        {pkg.completed === 1 && <Text className="tag tag--done">{t('tasks.centre.completed')}</Text>}
      </View>
      <Text className="card__meta">{periodText(t, pkg.starttime, pkg.endtime, zone)}</Text>
      {pkg.locked === 1 && <Text className="card__lock">{t('learnerTraining.centre.frontPackage', { title: pkg.frontpackagetitle })}</Text>}
      <Text className="card__meta">{t('tasks.centre.progress', { passed: pkg.passed, total: pkg.total })}</Text>
      <ProgressBar value={pkg.passed} total={pkg.total} />
    </View>
  )
}
