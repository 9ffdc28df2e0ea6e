import { useCallback, useEffect, useRef, useState } from 'react'
import { startCountdown } from '@peilian/shared'

/** Seconds left on a countdown and a function that (re)starts it; stops when the component goes. */
export function useCountdown(): [left: number, start: (seconds: number) => void] {
  const [left, setLeft] = useState(0)
  const stop = useRef<() => void>(() => undefined)
  const start = useCallback((seconds: number) => {
    stop.current()
    stop.current = startCountdown(seconds, setLeft)
  }, [])
  useEffect(() => () => stop.current(), [])
  return [left, start]
}
