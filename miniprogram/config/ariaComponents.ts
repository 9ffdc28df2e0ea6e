/**
 * WeChat's accessibility attributes added to Taro's `view` (see ariaAttributes.ts): '' = no
 * default, the attribute is bound only to the value a page sets. The build's templates and the
 * runtime's attribute table must list the same ones, or Taro's short attribute names (p0, p1, …)
 * would point at different attributes in the two.
 */
export const ARIA_COMPONENTS = { View: { 'aria-role': '', 'aria-label': '' } }
