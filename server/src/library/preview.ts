import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MediaKind, PreviewStatus } from '@peilian/shared';
import { randomSecret } from '../auth/token.js';
import { findMediaInOrg, finishPreview, type MediaKey } from '../data/media.js';
import type { AppDeps } from '../http/context.js';
import { convertToPdf, findConverter } from './converter.js';

/** Documents a browser cannot show, converted to PDF when a converter is installed. */
export const CONVERTIBLE_FORMATS: readonly string[] = ['pptx', 'ppt', 'doc', 'wps', 'docx', 'xls', 'xlsx'];
/** Videos a browser plays as they are; the others would need transcoding, which is not done here. */
export const PLAYABLE_VIDEO_FORMATS: readonly string[] = ['mp4', 'mov'];

/** How a new media is previewed: PDFs and playable videos natively, Office documents by conversion. */
export function initialPreviewStatus(kind: MediaKind, format: string, converterInstalled: boolean): PreviewStatus {
  if (kind === 'video') return PLAYABLE_VIDEO_FORMATS.includes(format) ? 'native' : 'unavailable';
  if (!CONVERTIBLE_FORMATS.includes(format)) return 'native';
  return converterInstalled ? 'pending' : 'unavailable';
}

/** The storage key of a media's PDF rendition, beside the original. */
export const previewKeyOf = (storageKey: string) => storageKey.replace(/\.[a-z0-9]+$/, `-preview.pdf`);

/**
 * One conversion at a time per process (LibreOffice is heavy and the machine small), each media
 * once. A pending preview whose process stopped is queued again when someone looks at it.
 */
class PreviewQueue {
  private readonly queued = new Set<string>();
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly deps: AppDeps) {}

  enqueue(queued: MediaKey): void {
    if (this.queued.has(queued.id)) return;
    this.queued.add(queued.id);
    this.tail = this.tail.then(() => this.convert(queued)).finally(() => this.queued.delete(queued.id));
  }

  /** Resolves when everything queued so far is done (tests and shutdown). */
  idle(): Promise<void> {
    return this.tail;
  }

  private async convert(queued: MediaKey): Promise<void> {
    const { db, storage, logger, config } = this.deps;
    const mediaId = queued.id;
    const media = await findMediaInOrg(db, queued.orgId, mediaId).catch(() => undefined);
    if (!media || media.previewStatus !== 'pending') return;
    const converter = await findConverter();
    if (!converter) {
      await finishPreview(db, queued, { previewKey: '', previewStatus: 'unavailable' });
      return;
    }
    const workDir = path.join(config.dataDir, 'tmp', 'convert', randomSecret(9));
    try {
      await mkdir(workDir, { recursive: true });
      const source = path.join(workDir, `source.${media.format}`);
      await storage.copyToLocal(media.storageKey, source);
      const pdf = await convertToPdf(converter, source, workDir);
      const previewKey = previewKeyOf(media.storageKey);
      await storage.put(pdf, previewKey);
      if (!(await finishPreview(db, queued, { previewKey, previewStatus: 'ready' }))) await storage.remove(previewKey);
      logger.info({ mediaId }, 'document preview ready');
    } catch (error) {
      logger.warn({ err: error, mediaId }, 'document preview failed');
      await finishPreview(db, queued, { previewKey: '', previewStatus: 'failed' }).catch(() => undefined);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
}

const queues = new WeakMap<AppDeps, PreviewQueue>();

/** The preview queue of this server process. */
export function previewQueue(deps: AppDeps): PreviewQueue {
  let queue = queues.get(deps);
  if (!queue) {
    queue = new PreviewQueue(deps);
    queues.set(deps, queue);
  }
  return queue;
}
