import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { createWatermarkSource, shownWatermark, watermarkCellSvg, watermarkLayout } from '@peilian/shared'
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

/**
 * The cell as the view's repeated background. Inline styles are real CSS pixels (Taro rewrites px in
 * style sheets only), as the spec sizes them. The URL has no `;charset=` (Taro splits a style string
 * at every `;`; percent-encoded UTF-8 is SVG's default) and is single-quoted (the encoded SVG holds none).
 */
const tileStyle = (text: string) =>
  `background-image:url('data:image/svg+xml,${encodeURIComponent(watermarkCellSvg(layout, text))}');background-size:${layout.cellPx}px ${layout.cellPx}px`

/**
 * The organisation's watermark over a page when it is on (`waterprint` 1): one view whose background
 * repeats the shared 200 px cell (the PWA's SVG image), so the 10×10 grid and beyond costs one node
 * instead of a hundred text nodes, fixed over the whole page and never in the way of a tap
 * (`pointer-events: none`). The `<video>` renders in the page's own layer (same-layer rendering), so
 * a plain view covers it; in the player's native full screen only the player shows. Offline, the last
 * setting this device was given applies, else the name and date.
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
  return <View id="watermark" className="watermark" style={tileStyle(text)} />
}
