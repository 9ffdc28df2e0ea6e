import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  NoSuchUpload,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { rm } from 'node:fs/promises';
import { BUILTIN_PREFIX, BUILTIN_ROOT, LocalFileStorage, SAFE_KEY, SAFE_PREFIX, type DirectUploads, type FileStorage, type SignedUrlOptions } from './files.js';
import { bucketOrigin, type S3Config } from './config.js';

/** Signed reads are valid this long by default: long enough to start a video, short enough not to be passed around. */
export const SIGNED_URL_SECONDS = 300;
/** lib-storage sends a streamed put in parts of this size, two at a time: what a put holds in memory. */
const STREAM_PART_BYTES = 5 * 1024 * 1024;

const notFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

const safeKey = (key: string) => {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
};

/**
 * An S3-compatible bucket (Tencent COS, MinIO, AWS S3) through the AWS SDK v3. Keys are the same as
 * on local disk and clients still ask the server for `/files/...` paths: the server checks access,
 * then redirects to a short-lived presigned GET. Built-in keys stay the server's own assets.
 */
export class S3FileStorage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;
  readonly direct: DirectUploads;
  private readonly builtin: LocalFileStorage;

  constructor(config: S3Config, prefix = '/files', builtinRoot = BUILTIN_ROOT) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where the service asks for them: COS and older MinIO refuse the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    // Built-in files never go to the bucket; this local store is only ever read.
    this.builtin = new LocalFileStorage(builtinRoot, prefix, builtinRoot);
    this.direct = new S3DirectUploads(this.client, this.bucket, bucketOrigin(config));
  }

  async put(localPath: string, key: string): Promise<{ path: string; size: number }> {
    const stored = await this.putStream(key, createReadStream(localPath), { size: (await stat(localPath)).size });
    await rm(localPath, { force: true });
    return stored;
  }

  async putStream(key: string, body: Readable, options: { contentType?: string; size?: number } = {}): Promise<{ path: string; size: number }> {
    if (key.startsWith(BUILTIN_PREFIX)) throw new Error(`built-in keys are read-only: ${key}`);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: safeKey(key), Body: body, ContentType: options.contentType, ContentLength: options.size },
      partSize: STREAM_PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
    const size = await this.size(key);
    if (size === undefined) throw new Error(`object missing after its upload: ${key}`);
    return { path: this.publicPath(key), size };
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined;
  }

  async size(key: string): Promise<number | undefined> {
    if (key.startsWith(BUILTIN_PREFIX)) return this.builtin.size(key);
    if (!SAFE_KEY.test(key)) return undefined;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    if (key.startsWith(BUILTIN_PREFIX)) return this.builtin.read(key, range);
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: safeKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    );
    if (!(answer.Body instanceof Readable)) throw new Error(`no body for ${key}`);
    return answer.Body;
  }

  async signedUrl(key: string, { filename, contentType, expiresIn = SIGNED_URL_SECONDS }: SignedUrlOptions): Promise<string | undefined> {
    if (key.startsWith(BUILTIN_PREFIX) || !SAFE_KEY.test(key)) return undefined;
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(filename)}`,
      ResponseContentType: contentType,
    });
    return getSignedUrl(this.client, command, { expiresIn });
  }

  async copyToLocal(key: string, localPath: string): Promise<void> {
    if (key.startsWith(BUILTIN_PREFIX)) return this.builtin.copyToLocal(key, localPath);
    await pipeline(await this.read(key), createWriteStream(localPath));
  }

  async remove(key: string): Promise<void> {
    if (key.startsWith(BUILTIN_PREFIX)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: safeKey(key) }));
  }

  async list(prefix: string): Promise<{ key: string; size: number }[]> {
    if (!SAFE_PREFIX.test(prefix)) throw new Error(`unsafe storage prefix: ${prefix}`);
    if (prefix.startsWith(BUILTIN_PREFIX)) return this.builtin.list(prefix);
    const found: { key: string; size: number }[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key && SAFE_KEY.test(item.Key)) found.push({ key: item.Key, size: item.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => a.key.localeCompare(b.key));
  }

  // Public paths are the same as on disk (`/files/<key>`): records keep them when a store moves here.
  publicPath(key: string): string {
    return this.builtin.publicPath(key);
  }

  keyOf(publicPath: string): string | undefined {
    return this.builtin.keyOf(publicPath);
  }
}

/** Multipart uploads the browser sends straight to the bucket with presigned UploadPart requests. */
class S3DirectUploads implements DirectUploads {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    readonly origin: string,
  ) {}

  async start(key: string, contentType: string): Promise<string> {
    const started = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: safeKey(key), ContentType: contentType }));
    if (!started.UploadId) throw new Error('the bucket gave no upload id');
    return started.UploadId;
  }

  async partUrl(key: string, uploadId: string, partNumber: number, expiresIn: number): Promise<string> {
    const command = new UploadPartCommand({ Bucket: this.bucket, Key: safeKey(key), UploadId: uploadId, PartNumber: partNumber });
    return getSignedUrl(this.client, command, { expiresIn });
  }

  async listParts(key: string, uploadId: string): Promise<{ partNumber: number; size: number; etag: string }[]> {
    const parts: { partNumber: number; size: number; etag: string }[] = [];
    let marker: string | undefined;
    do {
      const page = await this.client.send(new ListPartsCommand({ Bucket: this.bucket, Key: safeKey(key), UploadId: uploadId, PartNumberMarker: marker }));
      for (const part of page.Parts ?? []) {
        if (part.PartNumber && part.ETag) parts.push({ partNumber: part.PartNumber, size: part.Size ?? 0, etag: part.ETag });
      }
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker);
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async complete(key: string, uploadId: string, parts: { partNumber: number; etag: string }[]): Promise<void> {
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: safeKey(key),
        UploadId: uploadId,
        MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })) },
      }),
    );
  }

  async abort(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: safeKey(key), UploadId: uploadId }));
    } catch (error) {
      if (!(error instanceof NoSuchUpload) && !notFound(error)) throw error;
    }
  }
}
