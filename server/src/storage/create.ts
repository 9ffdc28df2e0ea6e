import type { StorageConfig } from './config.js';
import { filesRoot, LocalFileStorage, type FileStorage } from './files.js';
import { S3FileStorage } from './s3.js';

/** The file storage a configuration names: the bucket (`STORAGE=s3`), else local disk under `DATA_DIR/files`. */
export function createFileStorage(config: { storage: StorageConfig; dataDir: string }): FileStorage {
  return config.storage.kind === 's3' ? new S3FileStorage(config.storage) : new LocalFileStorage(filesRoot(config.dataDir));
}
