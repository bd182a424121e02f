import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusModule } from '../bus/bus.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DataChanges } from './data-changes.service.js';
import { DatabaseProbe } from './database-probe.service.js';
import { dataSourceOptions } from './data-source-options.js';
import { Transactions } from './transactions.service.js';

/**
 * The database, the transactions the domains run, the tables' change versions every read
 * cache checks, and the probe that says whether the database answers (global: all are).
 */
@Global()
@Module({
  imports: [
    BusModule,
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config.database),
    }),
  ],
  providers: [DataChanges, DatabaseProbe, Transactions],
  exports: [DataChanges, DatabaseProbe, Transactions],
})
export class DatabaseModule {}
