import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * Whether the database answers, for the probes that report it (the health route): a query that
 * touches no table, so no domain's data is reached and the probe needs no data source of its own.
 */
@Injectable()
export class DatabaseProbe {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Resolves once the database has answered; rejects with the driver's error otherwise. */
  async ping(): Promise<void> {
    await this.db.query('SELECT 1');
  }
}
