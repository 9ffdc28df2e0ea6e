import { useCallback, useEffect, useState } from 'react'
import { Button, Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { previewFileOf } from '@peilian/shared'
import { mediaPreviewZhCN } from '@peilian/shared/i18n/zhCNSections'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { API_BASE } from '../../lib/config'
import { i18n } from '../../services/i18nStore'
import { openInViewer } from './documentViewer'
import './index.css'

i18n.registerZhCN('training', { mediaQuestions: { preview: mediaPreviewZhCN } })

const ORIGIN = /^https?:\/\/[^/]+/.exec(API_BASE)?.[0] ?? API_BASE

/** The query value as sent: decoded once when it came encoded. */
function queryValue(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? '')
  } catch {
    return value ?? ''
  }
}

/**
 * The file preview page (`/previewfile?fileurl=`, docs/identity-web.md "File preview"): an image shown fitted,
 * a PDF or a library document opened in WeChat's document viewer; only the server's own files (its
 * keyed media URLs and public images), anything else refused with a message.
 */
export default function PreviewFile() {
  const t = useTranslate()
  usePageChrome('mediaQuestions.preview.title')
  const target = previewFileOf(queryValue(useRouter().params.fileurl), ORIGIN)
  const [failed, setFailed] = useState(false)
  const documentUrl = target.kind === 'pdf' || target.kind === 'media' ? target.url : ''
  const fileType = target.kind === 'pdf' ? 'pdf' : undefined

  const open = useCallback(() => {
    if (!documentUrl) return
    setFailed(false)
    openInViewer(documentUrl, fileType).catch(() => setFailed(true))
  }, [documentUrl, fileType])
  useEffect(open, [open])

  if (target.kind === 'missing' || target.kind === 'refused') {
    return (
      <View className="preview">
        <Text id="preview-refused" className="preview__message">
          {t(target.kind === 'missing' ? 'mediaQuestions.preview.missing' : 'mediaQuestions.preview.refused')}
        </Text>
      </View>
    )
  }
  if (target.kind === 'image') {
    return (
      <View className="preview preview--image">
        <Text className="preview__caption">{t('mediaQuestions.preview.title')}</Text>
        <Image id="preview-image" className="preview__image" mode="aspectFit" src={target.url} onError={() => setFailed(true)} />
        {failed && <Text className="preview__message">{t('mediaQuestions.preview.loadFailed')}</Text>}
      </View>
    )
  }
  return (
    <View className="preview">
      {failed && (
        <Text id="preview-failed" className="preview__message">
          {t('mediaQuestions.preview.unsupported')}
        </Text>
      )}
      <Button id="preview-open" className="preview__open" onClick={open}>
        {t('mediaQuestions.preview.fullScreen')}
      </Button>
    </View>
  )
}
