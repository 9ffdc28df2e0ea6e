/**
 * What other domains may use of notifications: nothing — no domain builds on it (docs/architecture.md,
 * "Server domains"). The unsubscribe page's command (identity) reaches its addresses through the data layer.
 */
export {};
