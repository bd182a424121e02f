import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  RATE_CURRENCIES,
  type ExchangeRateDto,
  type SetExchangeRateInput,
} from '@tontine/contracts';
import Big from 'big.js';
import { In, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { ExchangeRate } from './exchange-rate.entity.js';

/** A currency's rate as a quote uses it: units of the currency for one US dollar. */
export interface CurrentRate {
  currency: string;
  unitsPerUsd: string;
  /** When it was set; USD's fixed 1 has the epoch. */
  setAt: Date;
}

/**
 * The super admins' rate table: history kept, the newest row of a currency is
 * current. USD is 1 without a row; any other currency without a row has no rate, never a
 * made-up one.
 */
@Injectable()
export class RatesService {
  constructor(
    @InjectRepository(ExchangeRate) private readonly rates: Repository<ExchangeRate>,
    private readonly transactions: Transactions,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  /** The current rate of `currency`; RATE_UNAVAILABLE when none was ever set. */
  async current(currency: string): Promise<CurrentRate> {
    if (currency === 'USD') return { currency, unitsPerUsd: '1', setAt: new Date(0) };
    const row = await this.rates.findOne({
      where: { currency },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    if (!row) throw new DomainError('RATE_UNAVAILABLE');
    return { currency, unitsPerUsd: row.unitsPerUsd, setAt: row.createdAt };
  }

  /** GET /api/rates: the current rate of each currency that has one. */
  async list(): Promise<ExchangeRateDto[]> {
    const rows = await this.rates.find({
      where: { currency: In([...RATE_CURRENCIES]) },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const newest = new Map<string, ExchangeRate>();
    for (const row of rows) if (!newest.has(row.currency)) newest.set(row.currency, row);
    const names = await this.names([...newest.values()].map((r) => r.setBy));
    return [...newest.values()]
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map((r) => this.dto(r, names.get(r.setBy) ?? null));
  }

  /** POST /api/superadmin/rates: a new current rate, audited in its transaction. */
  async set(admin: User, input: SetExchangeRateInput, ip: string): Promise<ExchangeRateDto> {
    const row = this.rates.create({
      id: newId(),
      currency: input.currency,
      // Stored exactly, answered in its shortest form ("129.50" → "129.5").
      unitsPerUsd: new Big(input.units_per_usd).toString(),
      setBy: admin.id,
      createdAt: new Date(),
    });
    await this.transactions.run(async (tx) => {
      await tx.getRepository(ExchangeRate).insert(row);
      await this.audit.record(
        admin,
        {
          action: 'exchange_rate_set',
          details: `1 USD = ${row.unitsPerUsd} ${row.currency}`,
          category: 'system_config',
          ip,
        },
        tx,
      );
    });
    return this.dto(row, admin.username);
  }

  private dto(row: ExchangeRate, setByName: string | null): ExchangeRateDto {
    return {
      currency: row.currency,
      units_per_usd: row.unitsPerUsd,
      set_at: row.createdAt.toISOString(),
      set_by_name: setByName,
    };
  }

  /** The usernames of the super admins who set the rates, from their owner's service. */
  private async names(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const users = await this.users.findByIds(unique);
    return new Map(users.map((u) => [u.id, u.username]));
  }
}
