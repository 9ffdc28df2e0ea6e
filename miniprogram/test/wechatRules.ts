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

/** A rule of a stylesheet that pins an element to the bottom of the screen, and whether it keeps clear of the home indicator. */
export interface BottomPinnedRule {
  selector: string
  safe: boolean
}

/**
 * The rules of a WXSS text that pin something to the bottom of the screen (`position: fixed` or
 * `sticky` with a `bottom`): safe when they keep clear of an iPhone's home indicator with
 * `env(safe-area-inset-bottom)` (or the older `constant(…)`).
 */
export function bottomPinnedRules(wxss: string): BottomPinnedRule[] {
  const rules = wxss.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)
  return [...rules]
    .filter(([, , body]) => /(^|;)\s*position\s*:\s*(fixed|sticky)\b/.test(body!) && /(^|;)\s*bottom\s*:/.test(body!))
    .map(([, selector, body]) => ({ selector: selector!.trim(), safe: /safe-area-inset-bottom/.test(body!) }))
}

/** The smallest text the mini-program shows (tags), in rpx: 24rpx is 12 CSS px on a phone. */
export const MIN_FONT_RPX = 24

export interface FontSizeRule {
  selector: string
  /** The size as written in the built style, e.g. `22rpx`. */
  size: string
  /** That size in rpx (px count double, as the 750-wide design does), or null when it is relative. */
  rpx: number | null
}

/** Every font size of a built WXSS, with its rule's selector. */
export function fontSizeRules(wxss: string): FontSizeRule[] {
  const rules = wxss.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)
  return [...rules].flatMap(([, selector, body]) =>
    [...body!.matchAll(/(?:^|;)\s*font-size\s*:\s*([^;]+)/g)].map(([, value]) => {
      const size = value!.trim()
      const unit = /^([\d.]+)(rpx|px)$/.exec(size)
      return { selector: selector!.trim(), size, rpx: unit ? Number(unit[1]) * (unit[2] === 'px' ? 2 : 1) : null }
    }),
  )
}
