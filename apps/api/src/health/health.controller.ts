import { Controller, Get, Inject } from '@nestjs/common';
import { APP_VERSION, type HealthResponse, healthResponseSchema } from '@tontine/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { shape } from '../common/endpoint/endpoint-texts.js';
import { DatabaseProbe } from '../database/database-probe.service.js';
import { DomainError } from '../common/domain-error.js';
import { Drain } from '../common/drain.service.js';

@Controller('health')
export class HealthController {
  constructor(
    private readonly database: DatabaseProbe,
    private readonly drain: Drain,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Also proves the database answers: a failed query is a 500, not a false "ok". A draining
   * instance answers 503, so that a load balancer's check takes it out.
   */
  @Endpoint({
    summary: 'Health',
    access: 'public',
    response: healthResponseSchema,
    openDuringMaintenance: true,
    description:
      'Also proves that the database answers: if it does not, the answer is an error. An ' +
      'instance that is stopping (SIGTERM) answers 503 until it has finished its requests.',
    errors: ['INSTANCE_DRAINING'],
    success: {
      description: `${shape('HealthResponse')}: \`{ status, database, version, time }\`.`,
    },
  })
  @Get()
  async health(): Promise<HealthResponse> {
    if (this.drain.draining) throw new DomainError('INSTANCE_DRAINING');
    await this.database.ping();
    return {
      status: 'ok',
      database: this.config.database.driver,
      version: APP_VERSION,
      time: new Date().toISOString(),
    };
  }
}
