import type { Translate } from '@peilian/shared'
import { useI18n } from '../services/i18nStore'

/** The translate function of the language on screen; a new one whenever its strings change. */
export function useTranslate(): Translate {
  return useI18n((state) => state.t)
}
