/**
 * What other domains may use of appeals: nothing — no domain builds on it (docs/architecture.md,
 * "Server domains").
 */
export {};
