import { Controller, Get, Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_VERSION, type HealthResponse } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import { OpenDuringMaintenance, Public } from '../auth/access.decorators.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Also proves the database answers: a failed query is a 500, not a false "ok". */
  @Public()
  @OpenDuringMaintenance()
  @Get()
  async health(): Promise<HealthResponse> {
    await this.db.query('SELECT 1');
    return {
      status: 'ok',
      database: this.config.database.driver,
      version: APP_VERSION,
      time: new Date().toISOString(),
    };
  }
}
