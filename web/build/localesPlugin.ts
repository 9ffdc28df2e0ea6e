import type * as SharedModule from '@peilian/shared';
import { runnerImport, type Plugin } from 'vite';

type Shared = typeof SharedModule;

/** Where the runtime-loaded language files live, relative to the site root. */
export const LOCALES_DIR = 'locales';

export interface LocaleFile {
  fileName: string;
  source: string;
}

/**
 * The language files the app fetches at runtime: one per language and namespace, the sections of
 * shared's resources that namespace holds. zh-CN `common` is bundled, but its file is written too
 * (the same strings, for anything that asks by URL).
 */
export function localeFiles({
  LANGUAGES,
  NAMESPACES,
  RESOURCES,
  splitByNamespace,
}: Pick<Shared, 'LANGUAGES' | 'NAMESPACES' | 'RESOURCES' | 'splitByNamespace'>): LocaleFile[] {
  return LANGUAGES.flatMap((language) => {
    const parts = splitByNamespace(RESOURCES[language]);
    return NAMESPACES.map((namespace) => ({ fileName: `${LOCALES_DIR}/${language}/${namespace}.json`, source: JSON.stringify(parts[namespace]) }));
  });
}

/**
 * Loads shared's TypeScript source through Vite's module runner: the config file itself is run by
 * plain Node, which cannot import the workspace package's `.ts` files.
 */
async function loadLocaleFiles(): Promise<LocaleFile[]> {
  const { module } = await runnerImport<Shared>('@peilian/shared', { configFile: false, logLevel: 'warn' });
  return localeFiles(module);
}

/**
 * Emits `locales/<language>/<namespace>.json` from shared's typed resources at build time (and
 * serves them in dev), so the strings exist once, in shared, and only zh-CN `common` ships inside
 * the JavaScript.
 */
export function localesPlugin(): Plugin {
  let files: Promise<LocaleFile[]> | undefined;
  const load = () => (files ??= loadLocaleFiles());
  return {
    name: 'peilian-locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        load()
          .then((all) => {
            const file = all.find((candidate) => req.url?.split('?')[0] === `/${candidate.fileName}`);
            if (!file) return next();
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(file.source);
          })
          .catch(next);
      });
    },
    async generateBundle() {
      for (const file of await load()) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
  };
}
