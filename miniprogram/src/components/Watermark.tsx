import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { shownWatermark, watermarkLayout } from '@peilian/shared'
import { learnerApi } from '../services/app'
import { createWatermarkSource } from '../services/watermark'
import { useSession } from '../stores/session'
import './Watermark.css'

const layout = watermarkLayout()
const source = createWatermarkSource(() => learnerApi.session.waterConfig())
/** Inline styles are real CSS pixels (Taro rewrites px in style sheets only), as the spec sizes them. */
const markStyles = layout.marks.map(
  ({ x, y }) => `left:${x}px;top:${y}px;font-size:${layout.fontPx}px;color:${layout.fill};transform:translate(-50%,-50%) rotate(${layout.angleDeg}deg)`,
)

/**
 * The organisation's watermark over a page when it is on (`waterprint` 1): the text on the shared
 * 10×10 grid, fixed over the whole page and never in the way of a tap (`pointer-events: none`). The
 * `<video>` renders in the page's own layer (same-layer rendering), so a plain view covers it; in
 * the player's native full screen only the player shows.
 */
export function Watermark() {
  const token = useSession((state) => state.user?.token ?? '')
  const name = useSession((state) => state.user?.name ?? '')
  const [text, setText] = useState<string | null>(null)

  useEffect(() => {
    if (!token) return
    let live = true
    void source.config(token).then((config) => {
      if (live) setText(shownWatermark(config, name, new Date()))
    })
    return () => {
      live = false
    }
  }, [token, name])

  if (!text) return null
  return (
    <View id='watermark' className='watermark' style={`width:${layout.width}px;height:${layout.height}px`}>
      {markStyles.map((style, index) => (
        <Text key={index} className='watermark__mark' style={style}>
          {text}
        </Text>
      ))}
    </View>
  )
}
