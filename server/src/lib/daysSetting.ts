/** A keeping period the organisation sets (`settings[key]`, whole days within `range`), or the range's default. */
export function daysSetting(
  settings: Readonly<Record<string, unknown>> | null | undefined,
  key: string,
  range: { min: number; max: number; default: number },
): number {
  const days = settings?.[key];
  return typeof days === 'number' && Number.isInteger(days) && days >= range.min && days <= range.max ? days : range.default;
}
