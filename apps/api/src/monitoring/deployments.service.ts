import { hostname } from 'node:os';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_VERSION } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import { newId } from '../database/ids.js';
import { Deployment } from './monitoring.entities.js';
import { RequestCounter } from './request-counter.service.js';

/** The versions the API started with: a row per start, written once the migrations ran. */
@Injectable()
export class DeploymentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
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
    await this.db.getRepository(Deployment).insert(row);
    return row;
  }

  count(): Promise<number> {
    return this.db.getRepository(Deployment).count();
  }
}
