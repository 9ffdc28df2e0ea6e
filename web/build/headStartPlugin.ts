import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** The head start's source: one script of its own, with nothing it shares with the app's chunks. */
const ENTRY = 'src/training/headStart.ts';

/** The head start built alone, as one classic script (an IIFE): no import to wait for. */
async function bundleHeadStart(root: string): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: path.join(root, ENTRY), formats: ['iife'], name: 'peilianHeadStart', fileName: 'head-start' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error(`${ENTRY} built to no script`);
  return chunk.code;
}

/**
 * Builds the training centre's head start (src/training/headStart.ts) into a script of its own,
 * `assets/head-start-<hash>.js`, and loads it from index.html's head, `async`: it runs while the
 * app's entry downloads, and the service worker keeps it with the rest of the build.
 */
export function headStartPlugin(): Plugin {
  let root = process.cwd();
  let fileName = '';
  let code = '';
  return {
    name: 'peilian-head-start',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      code = await bundleHeadStart(root);
      fileName = `assets/head-start-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head-prepend' }],
    },
  };
}
