import { mergeInternalComponents } from '@tarojs/shared'
import { ARIA_COMPONENTS } from './ariaComponents'

// Runs in the mini-program, after the weapp platform's own table is merged (ariaAttributes.ts).
mergeInternalComponents(ARIA_COMPONENTS)
