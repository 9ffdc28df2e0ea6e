import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** The repository root, so defaults work whichever directory the server is started from. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default(path.join(REPO_ROOT, 'data'))),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  EDITION: z.preprocess(emptyToUndefined, z.enum(['hosted', 'private']).default('hosted')),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().min(1).default(path.join(REPO_ROOT, 'web', 'dist'))),
});

type Env = z.infer<typeof envSchema>;

/** The server's whole configuration, read from the environment once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  edition: Env['EDITION'];
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
}

/** Thrown for an unusable environment; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Validates environment variables and resolves paths. Called once by `main.ts` (and by tests with
 * their own values); nothing else in the server reads `process.env`.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    edition: e.EDITION,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST),
  };
}
