/**
 * The dealer allow-list (docs/assistant.md, "Dealer organisations"): an organisation is a dealer when
 * its settings (jsonb `settings`, set by the provider like its licence) carry `dealer: true`. Only
 * dealers' learners reach the smart knowledge, the smart customer-service dialog and the knowledge search.
 */
export function isDealer(settings: Record<string, unknown> | null | undefined): boolean {
  return settings?.dealer === true;
}
