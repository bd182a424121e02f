import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusModule } from '../bus/bus.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DataChanges } from './data-changes.service.js';
import { dataSourceOptions } from './data-source-options.js';

/** The database, and the tables' change versions every read cache checks (global: both are). */
@Global()
@Module({
  imports: [
    BusModule,
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config.database),
    }),
  ],
  providers: [DataChanges],
  exports: [DataChanges],
})
export class DatabaseModule {}
