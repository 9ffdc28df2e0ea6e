import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { createWatermarkSource, shownWatermark, watermarkLayout } from '@peilian/shared'
import { taroStorage } from '../lib/storage'
import { learnerApi } from '../services/app'
import { useSession } from '../stores/session'
import './Watermark.css'

const layout = watermarkLayout()
const source = createWatermarkSource({
  fetch: () => learnerApi.session.waterConfig(),
  storage: taroStorage,
  warn: (message, error) => console.warn(message, error),
})
/** Inline styles are real CSS pixels (Taro rewrites px in style sheets only), as the spec sizes them. */
const markStyles = layout.marks.map(
  ({ x, y }) => `left:${x}px;top:${y}px;font-size:${layout.fontPx}px;color:${layout.fill};transform:translate(-50%,-50%) rotate(${layout.angleDeg}deg)`,
)

/**
 * The organisation's watermark over a page when it is on (`waterprint` 1): the text on the shared
 * 10×10 grid, fixed over the whole page and never in the way of a tap (`pointer-events: none`). The
 * `<video>` renders in the page's own layer (same-layer rendering), so a plain view covers it; in
 * the player's native full screen only the player shows. Offline, the last setting this device was
 * given applies, else the name and date.
 */
export function Watermark() {
  const token = useSession((state) => state.user?.token ?? '')
  const orgid = useSession((state) => state.user?.orgid ?? '')
  const name = useSession((state) => state.user?.name ?? '')
  const [text, setText] = useState<string | null>(null)

  useEffect(() => {
    if (!token) return
    let live = true
    void source.config({ token, orgid }).then((config) => {
      if (live) setText(shownWatermark(config, name, new Date()))
    })
    return () => {
      live = false
    }
  }, [token, orgid, name])

  if (!text) return null
  return (
    <View id="watermark" className="watermark" style={`width:${layout.width}px;height:${layout.height}px`}>
      {markStyles.map((style, index) => (
        <Text key={index} className="watermark__mark" style={style}>
          {text}
        </Text>
      ))}
    </View>
  )
}
