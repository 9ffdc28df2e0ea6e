import { WebView } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { WEBVIEW_HOSTS, hostOf } from '../../lib/config'

/** WeChat hands page options over as they were in the URL, still percent-encoded. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}

/**
 * A banner link on one of the mini-program's business domains (docs/training.md). Any other
 * address is refused here too, since WeChat would show an error page for it.
 */
export default function WebViewPage() {
  const url = decoded(useRouter().params.url ?? '')
  if (!WEBVIEW_HOSTS.includes(hostOf(url))) return null
  return <WebView src={url} />
}
