import { createTranslator, LANGUAGES, type MessageKey } from '@peilian/shared'
import { ANY, type SourceElement, type TappedControl, type TextPiece } from './touchTargets'
import { applies, cascade, type StyleRule, type Subject, WECHAT_RULES } from './wxssRules'

/**
 * How big a tapped control (touchTargets.ts) comes out, in rpx, from the built WXSS its classes
 * meet and what it holds: a small box model, enough for the pages' controls (no layout engine).
 */

const translators = LANGUAGES.map(createTranslator)

/** A length in rpx (WXSS px are CSS px, 2 rpx each; em of the element's font size); null when not a length. */
const rpx = (value: string | undefined, fontSize = 0): number | null => {
  const unit = value ? /^(-?[\d.]+)(rpx|px|em)?$/.exec(value.trim()) : null
  if (!unit) return null
  return Number(unit[1]) * (unit[2] === 'px' ? 2 : unit[2] === 'em' ? fontSize : 1)
}

/** A `padding` shorthand's sides (top, right, bottom, left) with its longhands over them, in rpx. */
function padding(declarations: Record<string, string>, fontSize: number): [number, number, number, number] {
  const [top, right = top, bottom = top, left = right] = (declarations.padding ?? '0').split(/\s+/).map((side) => rpx(side, fontSize))
  const side = (name: string, shorthand: number | null | undefined) => rpx(declarations[`padding-${name}`], fontSize) ?? shorthand ?? 0
  return [side('top', top), side('right', right), side('bottom', bottom), side('left', left)]
}

/** The app's secondary text (28 rpx) where nothing gives a size: the smallest any control's text is. */
const TEXT_RPX = 28

/** One line of the element's text: its line-height, a multiple of its font size, or 1.4 of it. */
function lineOf(declarations: Record<string, string>, fontSize: number): number {
  const lineHeight = declarations['line-height']?.trim() ?? ''
  return /^[\d.]+$/.test(lineHeight) ? fontSize * Number(lineHeight) : (rpx(lineHeight, fontSize) ?? fontSize * 1.4)
}

/** How wide a string sets, roughly: a Chinese character (or full-width mark) an em, anything else half. */
const widthOf = (text: string, fontSize: number): number =>
  [...text].reduce(
    (sum, letter) => sum + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(letter) ? 1 : 0.5),
    0,
  ) * fontSize

/** The narrowest a piece of text may be, in any language; something computed is taken as one character. */
function pieceWidth(piece: TextPiece, fontSize: number): number {
  if ('computed' in piece) return fontSize
  const texts = 'literal' in piece ? piece.literal : piece.messages.flatMap((key) => translators.map((t) => t(key as MessageKey)))
  return Math.min(...texts.map((text) => widthOf(text, fontSize)))
}

/** Whether a flex item grows into the room its row leaves. */
function grows(declarations: Record<string, string>): boolean {
  const flex = declarations.flex?.trim().split(/\s+/)[0]
  const grow = Number(declarations['flex-grow'] ?? (flex === 'auto' ? 1 : flex === 'none' ? 0 : (flex ?? 0)))
  return grow > 0
}

/** Its size, in rpx: null width is as wide as its row (a block, or a flex item that grows or stretches). */
interface Box {
  height: number
  width: number | null
}

/**
 * How big an element with these declarations is at least, around content of this size: an inline
 * one (WeChat's text) is its content and padding, its min-height and width not applying, unless it
 * is a flex item; else an explicit height or min-height, or its padding around its content. Its
 * width is its row's unless it is inline-level or a flex item that neither grows nor stretches:
 * then its min-width, width, or padding around its content.
 */
function box(own: Record<string, string>, parent: Record<string, string> | null, content: { width: number; height: number }): Box {
  const flexItem = parent !== null && /^(inline-)?flex$/.test(parent.display ?? '')
  let display = own.display ?? 'block'
  if (flexItem) display = display === 'inline' ? 'block' : display.replace(/^inline-/, '')
  const fontSize = rpx(own['font-size']) ?? TEXT_RPX
  const [top, right, bottom, left] = padding(own, fontSize)
  const padded = top + bottom + content.height
  if (display === 'inline') return { height: padded, width: left + right + content.width }
  const height = Math.max(rpx(own.height, fontSize) ?? padded, rpx(own['min-height'], fontSize) ?? 0)
  const shrunk = Math.max(rpx(own['min-width'], fontSize) ?? 0, rpx(own.width, fontSize) ?? left + right + content.width)
  if (own.width?.endsWith('%')) return { height, width: null }
  if (flexItem && !(parent['flex-direction'] ?? 'row').startsWith('column')) return { height, width: grows(own) ? null : shrunk }
  if (flexItem) {
    const align = own['align-self'] && own['align-self'] !== 'auto' ? own['align-self'] : (parent['align-items'] ?? 'stretch')
    return { height, width: align === 'stretch' || align === 'normal' ? null : shrunk }
  }
  return { height, width: display.startsWith('inline') ? shrunk : null }
}

/** `Button` → `button`, `ScrollView` → `scroll-view`: the tag WeChat's styles see. */
const wxmlTag = (name: string) => name.replace(/[A-Z]/g, (letter, at: number) => (at ? '-' : '') + letter.toLowerCase())

/** Class lists with each computed name replaced by every class of the style sheets it may be, or by none. */
function expand(lists: string[][], known: readonly string[]): string[][] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return lists.flatMap((list) =>
    list.reduce<string[][]>(
      (partial, name) => {
        if (!name.includes(ANY)) return partial.map((classes) => [...classes, name])
        const pattern = new RegExp(`^${name.split(ANY).map(escape).join('[\\w-]*')}$`)
        const options = [[], ...known.filter((candidate) => pattern.test(candidate)).map((candidate) => [candidate])]
        return partial.flatMap((classes) => options.map((option) => [...classes, ...option]))
      },
      [[]],
    ),
  )
}

/** Every subset of the rules that may or may not apply (each alone, none and all when there are many). */
const subsets = (rules: StyleRule[]): StyleRule[][] =>
  rules.length > 6
    ? [[], rules, ...rules.map((rule) => [rule])]
    : rules.reduce<StyleRule[][]>((all, rule) => [...all, ...all.map((some) => [...some, rule])], [[]])

const subjectOf = (tag: string, classes: string[], size = ''): Subject => ({ tag: wxmlTag(tag), classes: new Set(classes), attributes: size ? { size } : {} })

/** The declarations an element may end up with: one set per choice of the rules that may apply (or only those that surely do). */
function declarationsOf(subject: Subject, rules: readonly StyleRule[], surely = false): Record<string, string>[] {
  const definite = rules.filter((rule) => applies(rule, subject) === 'yes')
  const maybe = surely ? [] : rules.filter((rule) => applies(rule, subject) === 'maybe')
  return subsets(maybe).map((chosen) => cascade([...definite, ...chosen]))
}

/** The declarations a neighbouring element surely has, one set per class list it may carry; [null] when unknown. */
function surely(element: SourceElement | null, rules: readonly StyleRule[], known: readonly string[]): (Record<string, string> | null)[] {
  if (!element?.classes) return [null]
  return expand(element.classes, known).flatMap((classes) => declarationsOf(subjectOf(element.tag, classes), rules, true))
}

/** The smallest way a control may come out (the furthest under 88 rpx, if any is), with the classes it has that way. */
export interface TargetSize extends Box {
  classes: string[]
}

/**
 * The smallest size a control may have, in rpx, over every class list it may carry, every size of
 * a button, and every choice of the rules that may or may not apply to it (those that also ask of
 * an ancestor or a sibling), around its text and its children's own sizes; null when its className
 * cannot be read.
 */
export function targetSize(control: TappedControl, sheet: readonly StyleRule[]): TargetSize | null {
  if (control.classes === null) return null
  const rules = [...WECHAT_RULES, ...sheet]
  const known = [...new Set(sheet.flatMap((rule) => rule.classes))]
  const parents = surely(control.parent, rules, known)
  // What the children give the content whatever their text: an image's or a box's own size.
  const children = control.content.children.map((ways) => {
    const boxes = ways.flatMap((child) => surely(child, rules, known).map((own) => box(own ?? {}, null, { width: 0, height: 0 })))
    return { height: Math.min(...boxes.map((it) => it.height)), width: Math.min(...boxes.map((it) => it.width ?? 0)) }
  })
  let smallest: TargetSize | null = null
  for (const classes of expand(control.classes, known))
    for (const size of control.sizes)
      for (const own of declarationsOf(subjectOf(control.tag, classes, size), rules)) {
        const fontSize = rpx(own['font-size']) ?? TEXT_RPX
        const text = control.content.text
        const content = {
          width: Math.max(0, ...text.map((piece) => pieceWidth(piece, fontSize)), ...children.map((child) => child.width)),
          height: Math.max(text.length ? lineOf(own, fontSize) : 0, ...children.map((child) => child.height)),
        }
        for (const parent of parents) {
          const { height, width } = box(own, parent, content)
          if (!smallest || Math.min(height, width ?? Infinity) < Math.min(smallest.height, smallest.width ?? Infinity)) smallest = { height, width, classes }
        }
      }
  return smallest
}
