import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timeColumn } from '../database/column-types.js';
import { rateColumn } from './rate-column.js';

/** One rate set by a super admin; the newest row of a currency is its current rate. */
@Entity('exchange_rates')
export class ExchangeRate {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 3 }) currency!: string;
  @Column({ ...rateColumn, name: 'units_per_usd' }) unitsPerUsd!: string;
  @Column({ type: 'varchar', length: 36, name: 'set_by' }) setBy!: string;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
