import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Deployment, RequestMinute, SystemLog } from './monitoring.entities.js';
import { MailModule } from '../mail/mail.module.js';
import { DeploymentsService } from './deployments.service.js';
import { HealthChecksService } from './health-checks.service.js';
import { RequestCounter } from './request-counter.service.js';
import { systemLogSink, SystemLogSink } from './system-log-sink.js';
import { SystemLogWriter } from './system-log-writer.service.js';
import { SystemLogsService } from './system-logs.service.js';

/**
 * What the operators watch: the warnings and errors logged (system_logs), the responses and
 * 5xx answers per minute (request_minutes), the API's starts (deployments) and the health
 * checks of the database, Redis and SMTP.
 */
@Module({
  imports: [TypeOrmModule.forFeature([SystemLog, RequestMinute, Deployment]), MailModule],
  providers: [
    { provide: SystemLogSink, useValue: systemLogSink },
    SystemLogWriter,
    SystemLogsService,
    RequestCounter,
    DeploymentsService,
    HealthChecksService,
  ],
  exports: [
    SystemLogsService,
    RequestCounter,
    DeploymentsService,
    HealthChecksService,
    SystemLogWriter,
  ],
})
export class MonitoringModule {}
