import { resolve } from 'node:path'
import { ARIA_COMPONENTS } from './ariaComponents'

/**
 * A Taro plugin that lets views carry WeChat's accessibility attributes. Taro's weapp templates bind
 * only the attributes its component table lists, and `aria-role` / `aria-label` are not among
 * them: set in the pages, they would never reach WeChat's screen reader. This adds both to `view`
 * (the tappable cards and rows) in base.wxml and, through a runtime file, in the table the app
 * uses to name the attributes it sends.
 */
interface WeappPlatform {
  runtimePath: string | string[]
  template: { mergeComponents(ctx: unknown, patch: typeof ARIA_COMPONENTS): void }
}

interface PluginContext {
  registerMethod(method: { name: string; fn(platform: WeappPlatform): void }): void
}

export default (ctx: PluginContext): void => {
  ctx.registerMethod({
    name: 'onSetupClose',
    fn(platform) {
      platform.template.mergeComponents(ctx, ARIA_COMPONENTS)
      platform.runtimePath = [...[platform.runtimePath].flat(), resolve(__dirname, 'ariaRuntime.ts')]
    },
  })
}
