import { Text, View } from '@tarojs/components'
import './form.css'

/** The red notice above a form (spec §5: each check "shown as a red notice"); nothing when empty. */
export function Notice({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <View id='notice' className='notice notice--error'>
      <Text>{text}</Text>
    </View>
  )
}
