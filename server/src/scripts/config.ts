import { ConfigError, loadConfig, type Config } from '../config.js';

/** A script's configuration from `env`; a bad setting is printed and ends the script (no stack). */
export function scriptConfig(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
