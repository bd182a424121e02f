import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FileStore } from './file-store.js';
import { FolderFileStore } from './folder-file-store.js';

/**
 * The one FileStore of the instance, chosen by its configuration. The S3 client is loaded only
 * when a bucket is configured: it is megabytes of code an instance on folders never runs.
 */
@Module({
  providers: [
    {
      provide: FileStore,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<FileStore> => {
        if (config.storage.kind === 'folders') return new FolderFileStore(config);
        const { S3FileStore } = await import('./s3-file-store.js');
        return new S3FileStore(config.storage);
      },
    },
  ],
  exports: [FileStore],
})
export class StorageModule {}
