import { Image, Text, View } from '@tarojs/components'
import { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { centreGroups, isNetworkFailure, type CenterBanner, type Translate } from '@peilian/shared'
import { Notice } from '../../components/Notice'
import { PrivacyPopup } from '../../components/PrivacyPopup'
import { SignInEntry } from '../../components/SignInEntry'
import { brandStyle, useLook } from '../../hooks/useLook'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { stopPullDownRefresh } from '../../lib/appLifecycle'
import { copyText } from '../../lib/clipboard'
import { assetUrl, WEBVIEW_HOSTS } from '../../lib/config'
import { toast } from '../../lib/feedback'
import { openPracticeList, openTask, openWebView } from '../../lib/navigation'
import { bannerAction } from '../../services/bannerAction'
import { messageOf } from '../../services/messages'
import { useSession } from '../../stores/session'
import { BannerCarousel } from './BannerCarousel'
import { PackageCard } from './PackageCard'
import { useCentre } from './useCentre'
import { useNoticesLive } from '../../hooks/useNoticesLive'
import { Watermark } from '../../components/Watermark'
import '../../components/training.css'
import './index.css'

/** Follows a banner's link: a task package, a page of an allowed host, or else the address copied for the browser. */
async function followBanner(t: Translate, banner: CenterBanner): Promise<void> {
  const action = bannerAction(banner, WEBVIEW_HOSTS)
  if (action.kind === 'task') await openTask(action.packageId)
  else if (action.kind === 'webview') await openWebView(action.url)
  else if (action.kind === 'copy')
    toast(t((await copyText(action.url)) ? 'learnerTraining.centre.linkCopied' : 'learnerTraining.centre.linkCopyFailed', { url: action.url }))
}

/** The Training Centre tab (spec §2.9 /user/dashboard/center): banners and the learner's task packages by run state. */
export default function TrainingCentre() {
  const t = useTranslate()
  const userId = useSession((state) => state.user?.id)
  const [{ centre, offline, error, loading }, load] = useCentre()
  usePageChrome('nav.trainingCentre')
  useNoticesLive(Boolean(userId))
  // Back from a task, its progress may have changed: every show reloads.
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(stopPullDownRefresh))
  const look = useLook()
  // Its own row at the top, so the full logo fits a phone; the small one stands in when there is none.
  const logo = assetUrl(look.trainlogo || look.smalllogo)

  if (!userId) {
    return (
      <View className="centre">
        <Text className="centre__title">{t('learner.centreTitle')}</Text>
        <SignInEntry />
      </View>
    )
  }

  const groups = centre ? centreGroups(centre.groups) : []
  const failure = error ? (isNetworkFailure(error) ? t('learnerTraining.centre.loadFailed') : messageOf(t, error, 'learnerTraining.centre.loadFailed')) : null
  return (
    <View id="centre" className="centre" style={brandStyle(look)}>
      {centre && <BannerCarousel banners={centre.banners} onTap={(banner) => void followBanner(t, banner)} />}
      <View className="centre__body">
        {logo && <Image id="centre-logo" className="centre__logo" src={logo} mode="heightFix" ariaLabel={t('app.name')} />}
        <View className="centre__head">
          <Text className="centre__title">{t('learner.centreTitle')}</Text>
          <Text id="practice-entry" className="centre__link" onClick={() => void openPracticeList()}>
            {t('practiceLearner.entry')}
          </Text>
        </View>
        {offline && <Notice id="offline-notice" tone="info" text={t('learnerTraining.centre.offline')} />}
        <Notice id="load-error" text={failure} />
        {groups.map((group) => (
          <View key={group.key} id={`group-${group.key}`} className="centre__group">
            <Text className="section-title">{t(group.label)}</Text>
            {group.packages.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} />
            ))}
          </View>
        ))}
        {centre && groups.length === 0 && <Text className="empty">{t('learner.centreEmpty')}</Text>}
        {!centre && !failure && loading && <Text className="empty">{t('app.loading')}</Text>}
      </View>
      <Watermark />
      <PrivacyPopup />
    </View>
  )
}
