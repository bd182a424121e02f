import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DataChanges } from './data-changes.service.js';
import { dataSourceOptions } from './data-source-options.js';

/** The database, and the tables' change versions every read cache checks (global: both are). */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config.database),
    }),
  ],
  providers: [DataChanges],
  exports: [DataChanges],
})
export class DatabaseModule {}
