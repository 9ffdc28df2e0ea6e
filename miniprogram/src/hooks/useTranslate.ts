import { useMemo } from 'react'
import { createTranslator, type Translate } from '@peilian/shared'
import { useSession } from '../stores/session'

/** The translate function for the session's language; a new one only when the language changes. */
export function useTranslate(): Translate {
  const language = useSession((state) => state.language)
  return useMemo(() => createTranslator(language), [language])
}
