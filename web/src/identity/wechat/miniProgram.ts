interface MiniProgramBridge {
  miniProgram?: { navigateBack?: (options?: object) => void; postMessage?: (options: { data: unknown }) => void };
}

/**
 * Returns to the mini-program when the page runs inside its web-view (the WeChat JS-SDK puts
 * `wx.miniProgram` on the window); elsewhere it goes back in history.
 */
export function backToMiniProgram(): void {
  const bridge = (window as unknown as { wx?: MiniProgramBridge }).wx;
  if (bridge?.miniProgram?.navigateBack) bridge.miniProgram.navigateBack();
  else window.history.back();
}
