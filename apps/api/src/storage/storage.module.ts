import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FileStore } from './file-store.js';
import { FolderFileStore } from './folder-file-store.js';
import { S3FileStore } from './s3-file-store.js';

/** The one FileStore of the instance, chosen by its configuration. */
@Module({
  providers: [
    {
      provide: FileStore,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStore =>
        config.storage.kind === 's3'
          ? new S3FileStore(config.storage)
          : new FolderFileStore(config),
    },
  ],
  exports: [FileStore],
})
export class StorageModule {}
