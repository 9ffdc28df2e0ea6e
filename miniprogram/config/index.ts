import { defineConfig, type UserConfigExport } from '@tarojs/cli'

// https://docs.taro.zone/docs/config
export default defineConfig<'vite'>(() => {
  const config: UserConfigExport<'vite'> = {
    projectName: 'peilian',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: 'dist',
    plugins: [],
    framework: 'react',
    compiler: 'vite',
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
