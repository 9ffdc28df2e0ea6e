/**
 * Rules WeChat enforces at run time that a simulator does not: the harness (`weappHarness.ts`) and
 * the unit tests apply them so a test fails where WeChat would refuse.
 */

/** The widest label `wx.showModal` takes, in Chinese characters. */
export const MODAL_LABEL_MAX = 4

/** A label's width as WeChat counts it: a character of the CJK or full-width ranges 1, any other ½. */
export function modalLabelWidth(label: string): number {
  let width = 0
  for (const char of label) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(char) ? 1 : 0.5
  return width
}
