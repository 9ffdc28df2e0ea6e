// Launcher for `run.ts` that works from any working directory: it loads tsx from the server package
// (where it is installed) instead of resolving `--import tsx` against the caller's directory.
import { register } from 'tsx/esm/api';

register();
await import('./run.ts');
