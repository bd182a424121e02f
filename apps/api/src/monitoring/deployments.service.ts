import { hostname } from 'node:os';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { APP_VERSION } from '@tontine/contracts';
import { Repository } from 'typeorm';
import { newId } from '../database/ids.js';
import { Deployment } from './monitoring.entities.js';
import { RequestCounter } from './request-counter.service.js';

/** The versions the API started with: a row per start, written once the migrations ran. */
@Injectable()
export class DeploymentsService {
  constructor(
    @InjectRepository(Deployment) private readonly deployments: Repository<Deployment>,
    private readonly counter: RequestCounter,
  ) {}

  async recordStart(version: string = APP_VERSION, at = new Date()): Promise<Deployment> {
    const row = Object.assign(new Deployment(), {
      id: newId(),
      version: version.slice(0, 40),
      host: hostname().slice(0, 255),
      instanceId: this.counter.instanceId,
      startedAt: at,
    });
    await this.deployments.insert(row);
    return row;
  }

  count(): Promise<number> {
    return this.deployments.count();
  }
}
