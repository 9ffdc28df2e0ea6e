import { useCallback, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import type { MyVoiceprintResponse } from '@peilian/shared'
import { voiceprintApi } from '../../services/voiceprint'

export type MyVoiceprint = Omit<MyVoiceprintResponse, 'successed'>

/**
 * The learner's own voiceprint (`voiceprint.mine`), asked each time the personal centre shows (so a
 * registration just made is there) and after an unbinding; null while loading or unreachable.
 */
export function useMyVoiceprint() {
  const [mine, setMine] = useState<MyVoiceprint | null>(null)
  const reload = useCallback(async () => {
    try {
      setMine(await voiceprintApi.mine())
    } catch (error) {
      console.warn('[voiceprint] could not load the voiceprint', error)
    }
  }, [])
  useDidShow(() => void reload())
  const unbind = useCallback(async () => {
    await voiceprintApi.unbind()
    await reload()
  }, [reload])
  return { mine, unbind }
}
