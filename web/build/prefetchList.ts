import type { IndexHtmlTransformContext, Plugin, Rolldown } from 'vite';
import { LEARNER_CENTRE_LIST_ID } from '../src/lib/prefetch.ts';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The endpoint table's training area, which the centre loads beside the shell. */
const TRAINING_AREA = '/shared/src/endpoints/training.ts';

const chunkOf = (bundle: Bundle, fileName: string): Rolldown.OutputChunk | undefined => {
  const output = bundle[fileName];
  return output?.type === 'chunk' ? output : undefined;
};

/** A chunk's file and every file it imports statically, with their stylesheets: what loading it fetches. */
function staticClosure(bundle: Bundle, start: Rolldown.OutputChunk): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = chunkOf(bundle, imported);
      if (next) visit(next);
    }
  };
  visit(start);
  return files;
}

/**
 * The files a dynamic import of `moduleSuffix` fetches beyond what the entry has already loaded, as
 * site paths, or null when no chunk holds that module.
 */
export function filesBeyondEntry(bundle: Bundle, moduleSuffix: string): string[] | null {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const holds = (chunk: Rolldown.OutputChunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(moduleSuffix));
  const target = chunks.find(holds);
  if (!target) return null;
  const loaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((entry) => [...staticClosure(bundle, entry)]));
  return [...staticClosure(bundle, target)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
}

/**
 * Writes into index.html the list of files the centre needs beyond the entry — the learner shell's
 * chunk (`src/learner/shell.ts`) and the endpoint table's training area, with what they import — so
 * the sign-in page can let the browser fetch them at idle (`<link rel=prefetch>`) without running
 * them (the code is in the HTTP cache when 登录 is pressed, and the sign-in page's own main thread
 * never evaluates the centre), and a first visit to the centre fetches them side by side.
 */
export function learnerShellListPlugin(): Plugin {
  return {
    name: 'peilian-learner-shell-list',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const shell = filesBeyondEntry(bundle, '/src/learner/shell.ts');
        if (!shell) throw new Error('the learner shell (src/learner/shell.ts) is not a chunk of the build');
        // The training area of the endpoint table too: the centre's answer is read with its schemas.
        const files = [...new Set([...shell, ...(filesBeyondEntry(bundle, TRAINING_AREA) ?? [])])];
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: LEARNER_CENTRE_LIST_ID },
            children: JSON.stringify(files),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}
