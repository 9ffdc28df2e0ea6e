import { copyFile, mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';

/** Stored files are addressed by a key such as `orgless/logo/20260521/abc.png`. */
export interface FileStorage {
  /** Moves a local file (an upload's temporary file) into storage. */
  put(localPath: string, key: string): Promise<{ path: string; size: number }>;
  exists(key: string): Promise<boolean>;
  /** The URL path clients use for a key. */
  publicPath(key: string): string;
  /** The key of a public path this storage handed out, or undefined. */
  keyOf(publicPath: string): string | undefined;
}

const SAFE_KEY = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** Local disk under `<DATA_DIR>/files`, served read-only at `/files/...`. */
export class LocalFileStorage implements FileStorage {
  constructor(
    readonly root: string,
    private readonly prefix = '/files',
  ) {}

  private file(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(localPath: string, key: string): Promise<{ path: string; size: number }> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(localPath, target);
    } catch {
      await copyFile(localPath, target);
    }
    return { path: this.publicPath(key), size: (await stat(target)).size };
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.file(key))).isFile();
    } catch {
      return false;
    }
  }

  publicPath(key: string): string {
    return `${this.prefix}/${key}`;
  }

  keyOf(publicPath: string): string | undefined {
    if (!publicPath.startsWith(`${this.prefix}/`)) return undefined;
    const key = publicPath.slice(this.prefix.length + 1);
    return SAFE_KEY.test(key) ? key : undefined;
  }
}

/** Where local storage keeps files. */
export const filesRoot = (dataDir: string) => path.join(dataDir, 'files');
