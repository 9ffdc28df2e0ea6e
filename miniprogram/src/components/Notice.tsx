import { Text, View } from '@tarojs/components'
import './form.css'

interface NoticeProps {
  text: string | null
  /** error: red (spec §5 "shown as a red notice"); info: a neutral note such as "offline". */
  tone?: 'error' | 'info'
  id?: string
}

/** A notice above a form or a list; nothing when empty. */
export function Notice({ text, tone = 'error', id = 'notice' }: NoticeProps) {
  if (!text) return null
  return (
    <View id={id} className={`notice notice--${tone}`}>
      <Text>{text}</Text>
    </View>
  )
}
