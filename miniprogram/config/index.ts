import { resolve } from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { projectConfig, weappRelease } from './release'
import { subpackageChunks } from './subpackageChunks'
import { zodWithoutJsonSchema } from './zodWithoutJsonSchema'

// https://docs.taro.zone/docs/config
export default defineConfig<'vite'>(() => {
  const release = weappRelease(process.env)
  const config: UserConfigExport<'vite'> = {
    projectName: 'peilian',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // scripts/releaseCheck.mjs builds a release beside the development build.
    outputRoot: process.env.PEILIAN_WEAPP_OUT ?? 'dist',
    // WeChat's aria-role and aria-label on views (config/ariaAttributes.ts).
    plugins: [resolve(__dirname, 'ariaAttributes.ts')],
    framework: 'react',
    // The runner's own chunking puts all of node_modules and every shared module in the main
    // package; this keeps what only a subpackage's pages use in that subpackage. zod's JSON Schema
    // generator, which nothing here calls, is left out.
    compiler: { type: 'vite', vitePlugins: [zodWithoutJsonSchema(), subpackageChunks(), projectConfig(release)] },
    // The server the app calls (src/lib/config.ts), from the build's environment (release.ts).
    defineConstants: { PEILIAN_API_BASE: JSON.stringify(release.apiBase) },
    // Taro escapes every non-ASCII character (`\u57f9`, 6 bytes; 3 in UTF-8): the zh-CN strings
    // would weigh twice as much. WeChat reads its packages as UTF-8.
    terser: { enable: true, config: { output: { ascii_only: false } } },
    // WeChat templates cannot recurse, so base.wxml repeats every component's template once per
    // level (16 by default, ~2.7 KB each, all in the main package); deeper nodes render through
    // Taro's `comp` component. The pages nest 8 levels at most.
    baseLevel: 10,
    mini: {
      // Source maps would be counted by WeChat's upload size check and are not reproducible across
      // machines (absolute paths); enable them locally with TARO_SOURCEMAP=1 when debugging.
      enableSourceMap: process.env.TARO_SOURCEMAP === '1',
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
    },
  }
  return config
})
