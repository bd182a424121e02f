import { Controller, Get, Inject } from '@nestjs/common';
import { APP_VERSION, type HealthResponse, healthResponseSchema } from '@tontine/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { shape } from '../common/endpoint/endpoint-texts.js';
import { DatabaseProbe } from '../database/database-probe.service.js';

@Controller('health')
export class HealthController {
  constructor(
    private readonly database: DatabaseProbe,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Also proves the database answers: a failed query is a 500, not a false "ok". */
  @Endpoint({
    summary: 'Health',
    access: 'public',
    response: healthResponseSchema,
    openDuringMaintenance: true,
    description: 'Also proves that the database answers: if it does not, the answer is an error.',
    success: {
      description: `${shape('HealthResponse')}: \`{ status, database, version, time }\`.`,
    },
  })
  @Get()
  async health(): Promise<HealthResponse> {
    await this.database.ping();
    return {
      status: 'ok',
      database: this.config.database.driver,
      version: APP_VERSION,
      time: new Date().toISOString(),
    };
  }
}
