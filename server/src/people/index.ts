/**
 * What other domains may use of people: nothing yet — no domain builds on it. Whatever one comes to
 * need is exported here, and only here (docs/architecture.md, "Server domains").
 */
export {};
