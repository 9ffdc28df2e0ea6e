/**
 * The rules of the built WXSS as the touch-target check reads them (touchTargets.ts): for each
 * selector, what it asks of the element it styles — tag, classes, attributes — and whether it also
 * asks something the pages' source cannot tell (an ancestor, a sibling, a position), in which case
 * the rule may or may not apply.
 */

/** One selector of a rule, with the rule's declarations. */
export interface StyleRule {
  selector: string
  /** The WXML tag the element must be (`button`), or null for any. */
  tag: string | null
  /** The classes the element itself must carry. */
  classes: string[]
  /** Attributes the element must have: name → value ('' for the attribute's presence only). */
  attributes: Record<string, string>
  /** Also asks of an ancestor, a sibling, an id or a position: the rule may or may not apply. */
  conditional: boolean
  /** CSS specificity as one number: ids, then classes, attributes and pseudo-classes, then tags. */
  specificity: number
  /** Position in the style sheets: later wins at equal specificity. */
  order: number
  declarations: Record<string, string>
}

/** Pseudo-classes of a passing state (a finger down, a focus): the control's size at rest is what counts. */
const STATES = new Set(['active', 'hover', 'focus', 'focus-within', 'focus-visible', 'visited'])
/** Pseudo-elements written with one colon, as the build writes `::after`. */
const PSEUDO_ELEMENTS = new Set(['after', 'before', 'first-line', 'first-letter', 'placeholder', 'selection'])

/** One compound of a selector (`button.a[size=mini]`); null when it styles no element at rest (a pseudo-element, a state). */
function compound(text: string): Omit<StyleRule, 'selector' | 'order' | 'declarations'> | null {
  const parsed = { tag: null as string | null, classes: [] as string[], attributes: {} as Record<string, string>, conditional: false, specificity: 0 }
  const part = /\.([\w-]+)|#([\w-]+)|\[\s*([\w-]+)\s*(?:=\s*["']?([^"'\]]*)["']?\s*)?\]|(::?)([\w-]+)(\([^)]*\))?|([a-zA-Z][\w-]*)|(\*)/y
  let at = 0
  while (at < text.length) {
    part.lastIndex = at
    const match = part.exec(text)
    if (!match) return { ...parsed, conditional: true }
    at = part.lastIndex
    const [, className, id, attribute, value, colons, pseudo, , tag] = match
    if (className) {
      parsed.classes.push(className)
      parsed.specificity += 1_000
    } else if (id) {
      parsed.conditional = true
      parsed.specificity += 1_000_000
    } else if (attribute) {
      parsed.attributes[attribute] = value ?? ''
      parsed.specificity += 1_000
    } else if (pseudo) {
      if (colons === '::' || PSEUDO_ELEMENTS.has(pseudo) || STATES.has(pseudo)) return null
      parsed.conditional = true
      parsed.specificity += 1_000
    } else if (tag) {
      parsed.tag = tag.toLowerCase()
      parsed.specificity += 1
    }
  }
  return parsed
}

/** What a whole selector asks of the element it styles (its last compound); null when it sizes nothing. */
function selectorRule(selector: string): Omit<StyleRule, 'selector' | 'order' | 'declarations'> | null {
  const compounds = selector
    .trim()
    .split(/\s*[>+~]\s*|\s+/)
    .filter(Boolean)
  const parsed = compounds.map(compound)
  const subject = parsed.at(-1)
  if (!subject || parsed.some((part) => part === null)) return null
  const specificity = parsed.reduce((sum, part) => sum + part!.specificity, 0)
  return { ...subject, conditional: subject.conditional || compounds.length > 1, specificity }
}

/** Every selector of some WXSS as a rule, in order. */
export function styleRules(wxss: string, firstOrder = 0): StyleRule[] {
  const found: StyleRule[] = []
  // Comments and statement at-rules go first: `app.wxss` is `@import "common.wxss";` lines, which
  // would otherwise run into the first selector of whichever file the directory lists next.
  const rules = wxss.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@(?:import|charset)[^;{}]*;/g, '')
  for (const [, selectors, body] of rules.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = Object.fromEntries(
      body!
        .split(';')
        .map((part) => part.split(':'))
        .filter((pair) => pair.length >= 2)
        .map(([name, ...value]) => [name!.trim(), value.join(':').trim()]),
    )
    for (const selector of selectors!.split(',')) {
      const rule = selectorRule(selector)
      if (rule) found.push({ ...rule, selector: selector.trim(), order: firstOrder + found.length, declarations })
    }
  }
  return found
}

/**
 * WeChat's own styles of its components, before the app's (base library 2.x without `style: v2`):
 * a button is 18 px text on a 2.56 line (92 rpx), a mini one 13 px on 2.3 (60 rpx) — its
 * `button[size=mini]` outranks a single class; text and label are inline; a checkbox's or radio's
 * box is 22 px and a switch 52×32 px, too small to tap alone; an image is 320×240 px until a class sizes it.
 */
export const WECHAT_RULES = styleRules(
  `button{display:block;padding:0 28rpx;font-size:36rpx;line-height:2.55555556}
   button[size=mini]{display:inline-block;padding:0 1.34em;font-size:26rpx;line-height:2.3}
   text,label{display:inline}
   checkbox,radio{display:inline-block;min-width:44rpx;min-height:44rpx}
   switch{display:inline-block;min-width:104rpx;min-height:64rpx}
   image{display:inline-block;width:640rpx;height:480rpx}`,
  -1_000,
)

/** The element a rule is matched against. */
export interface Subject {
  tag: string
  classes: ReadonlySet<string>
  attributes: Readonly<Record<string, string>>
}

/** Whether `rule` styles `subject`: 'maybe' when that depends on what the source does not tell. */
export function applies(rule: StyleRule, subject: Subject): 'yes' | 'maybe' | 'no' {
  if (rule.tag !== null && rule.tag !== subject.tag) return 'no'
  if (!rule.classes.every((name) => subject.classes.has(name))) return 'no'
  for (const [name, value] of Object.entries(rule.attributes)) {
    const actual = subject.attributes[name]
    if (actual === undefined) return 'no'
    if (value !== '' && actual !== value) return 'no'
  }
  return rule.conditional ? 'maybe' : 'yes'
}

/** The declarations the rules give, by the cascade: specificity, then order; `!important` over both. */
export function cascade(rules: readonly StyleRule[]): Record<string, string> {
  const normal: Record<string, string> = {}
  const important: Record<string, string> = {}
  for (const rule of [...rules].sort((a, b) => a.specificity - b.specificity || a.order - b.order))
    for (const [name, value] of Object.entries(rule.declarations)) {
      const bare = value.replace(/\s*!important$/, '')
      if (bare === value) normal[name] = value
      else important[name] = bare
    }
  return { ...normal, ...important }
}
