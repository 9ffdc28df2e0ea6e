/**
 * zod parses without compiling code on the web. A client parses each answer once, so zod's compiled
 * (JIT) object parsers cost more to build than they save; and zod decides whether it may compile
 * when a schema is built, by trying `new Function` once — which the Content-Security-Policy refuses
 * and reports as a violation. zod reads its settings from `globalThis.__zod_globalConfig`, so
 * setting them here, first in the entry and before any chunk with schemas loads, spares both without
 * bringing zod into the first download (docs/security.md, "Security headers").
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
