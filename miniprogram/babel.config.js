// babel-preset-taro options: https://docs.taro.zone/docs/next/babel-config
export default {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'vite' }]],
}
