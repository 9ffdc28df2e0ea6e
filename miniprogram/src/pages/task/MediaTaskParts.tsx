import { useState } from 'react'
import { useLoad } from '@tarojs/taro'
import type { MediaTaskResponse } from '@peilian/shared'
import { LearnedPanel } from '../../components/LearnedPanel'
import type { MediaProgressView } from '../../hooks/useMediaProgress'
import { loadMediaTask } from '../../services/media'
import { mediaReporter } from '../../services/training'

/** The child task's media list, loaded when the page opens; `then` follows with the loaded answer. */
export function useMediaTask(childId: string, then?: (answer: MediaTaskResponse) => Promise<void>) {
  const [task, setTask] = useState<MediaTaskResponse | null>(null)
  const [error, setError] = useState<unknown>(null)
  useLoad(() => {
    void (async () => {
      try {
        const answer = await loadMediaTask(childId)
        setTask(answer)
        await then?.(answer)
      } catch (failure) {
        setError(failure)
      }
    })()
  })
  return { task, error }
}

interface CurrentMediaProps {
  childId: string
  progress: MediaProgressView
}

/** The open media's learned time, with what waits on the device to be sent, and the learner's "finished" button. */
export function CurrentMedia({ childId, progress }: CurrentMediaProps) {
  const current = progress.media
  if (!current) return null
  return (
    <LearnedPanel
      media={current}
      learned={progress.learned}
      offline={progress.offline}
      pending={mediaReporter.pendingSeconds(childId, current.id)}
      onFinish={() => void progress.finish()}
    />
  )
}
