import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { contentSecurityDirectives } from '../http/securityHeaders.js';

const S3 = { STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('the storage configuration', () => {
  it('is local disk by default and in the private edition', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ ...S3, EDITION: 'private' }).storage).toEqual({ kind: 'local' });
  });

  it('takes an S3-compatible bucket, and refuses STORAGE=s3 without its bucket and keys', () => {
    expect(loadConfig({ ...S3, S3_ENDPOINT: 'https://cos.ap-guangzhou.myqcloud.com/', S3_REGION: 'ap-guangzhou' }).storage).toEqual({
      kind: 's3',
      endpoint: 'https://cos.ap-guangzhou.myqcloud.com',
      region: 'ap-guangzhou',
      bucket: 'media',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'media' })).toThrow(ConfigError);
  });

  it('lets the web app reach the bucket (images, media, frames, calls) only when files live there', () => {
    const cos = loadConfig({ ...S3, S3_ENDPOINT: 'https://cos.ap-guangzhou.myqcloud.com' });
    const minio = loadConfig({ ...S3, S3_ENDPOINT: 'http://minio.local:9000', S3_FORCE_PATH_STYLE: 'true' });
    const aws = loadConfig({ ...S3, S3_REGION: 'eu-west-1' });
    expect(cos.securityHeaders.storageSources).toEqual(['https://media.cos.ap-guangzhou.myqcloud.com']);
    expect(minio.securityHeaders.storageSources).toEqual(['http://minio.local:9000']);
    expect(aws.securityHeaders.storageSources).toEqual(['https://media.s3.eu-west-1.amazonaws.com']);
    const directives = contentSecurityDirectives({ ...cos.securityHeaders, trustProxy: false });
    for (const name of ['imgSrc', 'mediaSrc', 'frameSrc'] as const) expect(directives[name]).toContain('https://media.cos.ap-guangzhou.myqcloud.com');
    const connect = directives.connectSrc[0] as (req: { headers: Record<string, string> }) => string;
    expect(connect({ headers: { host: 'app.example.com' } })).toContain('https://media.cos.ap-guangzhou.myqcloud.com');
    expect(loadConfig({}).securityHeaders.storageSources).toEqual([]);
  });
});
