/**
 * The name a screen reader (WeChat's 读屏) speaks for a tappable card: its lines in reading order,
 * empty ones left out. WeChat reads a `View` with `aria-role="button"` and this `aria-label` as one
 * button instead of its texts one by one without saying it can be tapped.
 */
export function spokenLabel(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(', ')
}
