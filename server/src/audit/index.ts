/**
 * What other domains may use of audit: nothing yet — no domain builds on it (sign-in writes its
 * attempts itself, `identity/loginLog.ts`; every write's operation row is the platform's,
 * `http/operations.ts`). Whatever one comes to need is exported here, and only here
 * (docs/architecture.md, "Server domains").
 */
export {};
