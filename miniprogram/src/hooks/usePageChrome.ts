import { useEffect, useRef } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import type { MessageKey } from '@peilian/shared'
import { applyChrome } from '../lib/chrome'
import { useTranslate } from './useTranslate'

/**
 * Keeps the navigation bar title and tab bar labels in the language on screen. Only the page on
 * screen writes them: a hidden tab page re-renders on a language change too, and would otherwise
 * put its own title on the visible page. `title`, when given, is shown instead of the key's text.
 */
export function usePageChrome(titleKey: MessageKey, title = ''): void {
  const t = useTranslate()
  const shown = useRef(false)
  useDidShow(() => {
    shown.current = true
    applyChrome(t, titleKey, title)
  })
  useDidHide(() => {
    shown.current = false
  })
  useEffect(() => {
    if (shown.current) applyChrome(t, titleKey, title)
  }, [t, titleKey, title])
}
