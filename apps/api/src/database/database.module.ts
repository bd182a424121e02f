import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusModule } from '../bus/bus.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DataChanges } from './data-changes.service.js';
import { DatabaseProbe } from './database-probe.service.js';
import { DatabaseUpkeep } from './database-upkeep.service.js';
import { dataSourceOptions } from './data-source-options.js';
import { ReadReplica } from './replica/read-replica.service.js';
import { WritePositions } from './replica/write-positions.service.js';
import { JobPeriod } from './job-period.entity.js';
import { JobPeriods } from './job-periods.service.js';
import { Transactions } from './transactions.service.js';

const SERVICES = [
  DataChanges,
  DatabaseProbe,
  DatabaseUpkeep,
  JobPeriods,
  ReadReplica,
  Transactions,
  WritePositions,
];

/**
 * The database, the transactions the domains run, the tables' change versions every read
 * cache checks, the probe that says whether the database answers, the upkeep over every
 * table (optimising, the SQLite backup, named locks), and the read replica with the callers'
 * write positions that keep it from answering before it holds their writes (global: all are).
 */
@Global()
@Module({
  imports: [
    BusModule,
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config.database),
    }),
    TypeOrmModule.forFeature([JobPeriod]),
  ],
  providers: SERVICES,
  exports: SERVICES,
})
export class DatabaseModule {}
