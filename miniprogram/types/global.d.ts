/// <reference types="@tarojs/taro" />

// The few globals WeChat's JS engine provides beyond ECMAScript (the package compiles without the
// DOM library so browser-only APIs cannot slip into the mini-program).
declare function setInterval(handler: () => void, ms: number): number
declare function clearInterval(handle: number | undefined): void
declare function setTimeout(handler: () => void, ms: number): number
declare function clearTimeout(handle: number | undefined): void
declare const console: {
  log(...data: unknown[]): void
  warn(...data: unknown[]): void
  error(...data: unknown[]): void
}
