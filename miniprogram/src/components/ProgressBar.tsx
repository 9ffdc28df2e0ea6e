import { View } from '@tarojs/components'
import './training.css'

/** A thin progress bar; `value` of `total` (nothing done when total is 0). */
export function ProgressBar({ value, total }: { value: number; total: number }) {
  const percent = total > 0 ? Math.min(100, Math.max(0, Math.round((value / total) * 100))) : 0
  return (
    <View className="progress">
      <View className="progress__fill" style={{ width: `${percent}%` }} />
    </View>
  )
}
