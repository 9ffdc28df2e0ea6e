import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { SEED_ASSETS_DIR } from '../paths.js';

/** Stored files are addressed by a key such as `orgless/logo/20260521/abc.png`. */
export interface FileStorage {
  /** Moves a local file (an upload's temporary file) into storage. */
  put(localPath: string, key: string): Promise<{ path: string; size: number }>;
  /** Streams a body into storage without holding it whole (a few MB at a time at most). */
  putStream(key: string, body: Readable, options?: { contentType?: string }): Promise<{ path: string; size: number }>;
  exists(key: string): Promise<boolean>;
  /** The size of a stored file, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** Reads a stored file, or the inclusive byte range `start..end` of it. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /**
   * A short-lived URL that answers the file itself (with Range) without passing through the server,
   * or undefined when clients must read it from the server (local disk, built-in files). Handed out
   * only after the caller's access to the file was checked.
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | undefined>;
  /** Uploads straight from clients to storage (object storage only), else undefined. */
  readonly direct?: DirectUploads;
  /** Copies a stored file to a local path (a converter works on local files). */
  copyToLocal(key: string, localPath: string): Promise<void>;
  /** Removes a stored file; a missing one is not an error. Built-in files are never removed. */
  remove(key: string): Promise<void>;
  /** The files directly and indirectly under a key prefix (`<org>/filecover/`), with sizes. */
  list(prefix: string): Promise<{ key: string; size: number }[]>;
  /** The URL path clients use for a key. */
  publicPath(key: string): string;
  /** The key of a public path this storage handed out, or undefined. */
  keyOf(publicPath: string): string | undefined;
}

export interface SignedUrlOptions {
  /** The name the browser saves the file under (Content-Disposition inline). */
  filename: string;
  contentType: string;
  /** Seconds the URL is valid (default five minutes). */
  expiresIn?: number;
}

/** A multipart upload clients send part by part straight to storage with presigned requests. */
export interface DirectUploads {
  /** The origin clients send parts to and read signed URLs from (for the page's Content-Security-Policy). */
  readonly origin: string;
  /** Starts a multipart upload of `key`: its upload id. */
  start(key: string, contentType: string): Promise<string>;
  /** A presigned PUT of one part (1-based), valid `expiresIn` seconds. */
  partUrl(key: string, uploadId: string, partNumber: number, expiresIn: number): Promise<string>;
  /** The parts that arrived, by number. */
  listParts(key: string, uploadId: string): Promise<{ partNumber: number; size: number; etag: string }[]>;
  /** Joins the parts (in order) into the object. */
  complete(key: string, uploadId: string, parts: { partNumber: number; etag: string }[]): Promise<void>;
  /** Drops a multipart upload and its parts; a missing one is not an error. */
  abort(key: string, uploadId: string): Promise<void>;
}

export const SAFE_KEY = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.[a-z0-9]+$/;
export const SAFE_PREFIX = /^(?:[A-Za-z0-9_-]+\/)+$/;

/**
 * Keys under `builtin/` name read-only files shipped with the server (the image chooser's built-in
 * covers, the demo content), so every data directory and test copy has them without copying.
 */
export const BUILTIN_PREFIX = 'builtin/';
export const BUILTIN_ROOT = `${SEED_ASSETS_DIR}${path.sep}`;

/** Local disk under `<DATA_DIR>/files`, served read-only at `/files/...`; built-in keys from the server's assets. */
export class LocalFileStorage implements FileStorage {
  constructor(
    readonly root: string,
    private readonly prefix = '/files',
    private readonly builtinRoot = BUILTIN_ROOT,
  ) {}

  /** Local files are always read through the server. */
  readonly direct = undefined;

  private file(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    if (key.startsWith(BUILTIN_PREFIX)) return path.join(this.builtinRoot, ...key.slice(BUILTIN_PREFIX.length).split('/'));
    return path.join(this.root, ...key.split('/'));
  }

  async put(localPath: string, key: string): Promise<{ path: string; size: number }> {
    if (key.startsWith(BUILTIN_PREFIX)) throw new Error(`built-in keys are read-only: ${key}`);
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(localPath, target);
    } catch {
      await copyFile(localPath, target);
      await rm(localPath, { force: true });
    }
    return { path: this.publicPath(key), size: (await stat(target)).size };
  }

  async putStream(key: string, body: Readable): Promise<{ path: string; size: number }> {
    if (key.startsWith(BUILTIN_PREFIX)) throw new Error(`built-in keys are read-only: ${key}`);
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed, so a reader never sees half a file.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await pipeline(body, createWriteStream(temporary));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { path: this.publicPath(key), size: (await stat(target)).size };
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined;
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const info = await stat(this.file(key));
      return info.isFile() ? info.size : undefined;
    } catch {
      return undefined;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    return createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
  }

  async signedUrl(): Promise<string | undefined> {
    return undefined;
  }

  async copyToLocal(key: string, localPath: string): Promise<void> {
    await copyFile(this.file(key), localPath);
  }

  async remove(key: string): Promise<void> {
    if (key.startsWith(BUILTIN_PREFIX)) return;
    await rm(this.file(key), { force: true });
  }

  async list(prefix: string): Promise<{ key: string; size: number }[]> {
    if (!SAFE_PREFIX.test(prefix)) throw new Error(`unsafe storage prefix: ${prefix}`);
    const builtin = prefix.startsWith(BUILTIN_PREFIX);
    const base = builtin ? path.join(this.builtinRoot, prefix.slice(BUILTIN_PREFIX.length)) : path.join(this.root, prefix);
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    const found: { key: string; size: number }[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const relative = path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      const key = `${prefix}${relative}`;
      if (!SAFE_KEY.test(key)) continue;
      found.push({ key, size: (await stat(path.join(entry.parentPath, entry.name))).size });
    }
    return found.sort((a, b) => a.key.localeCompare(b.key));
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
