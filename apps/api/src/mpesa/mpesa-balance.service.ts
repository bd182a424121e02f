import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MpesaBalanceQueryDto, MpesaFloatBalance } from '@tontine/contracts';
import { In, type Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import type { User } from '../users/user.entity.js';
import { parseAccountBalance } from './account-balance.js';
import { resultParameters, type ResultCallback } from './daraja-callbacks.js';
import { DarajaClient } from './daraja-client.service.js';
import { parseDarajaTimestamp } from './daraja-time.js';
import { MpesaBalanceAccountRow, MpesaBalanceQuery } from './mpesa-balance.entities.js';
import { MPESA_SUCCESS } from './mpesa-result-codes.js';
import { platformShortcodes, type PlatformShortcode } from './platform-shortcodes.js';

/**
 * The platform's M-Pesa float: an operator asks Safaricom's Account Balance API for each of the
 * platform's shortcodes; Daraja posts each balance to the account-balance callback, which
 * stores the accounts, exactly, against the query its URL names. A result that names no pending
 * query of ours, or another conversation than the one Daraja acknowledged, changes nothing.
 */
@Injectable()
export class MpesaBalanceService {
  private readonly logger = new Logger('MpesaBalance');

  constructor(
    @InjectRepository(MpesaBalanceQuery)
    private readonly queries: Repository<MpesaBalanceQuery>,
    @InjectRepository(MpesaBalanceAccountRow)
    private readonly accounts: Repository<MpesaBalanceAccountRow>,
    private readonly daraja: DarajaClient,
    private readonly audit: AuditService,
    private readonly transactions: Transactions,
  ) {}

  shortcodes(): PlatformShortcode[] {
    return platformShortcodes(this.daraja.settings);
  }

  /**
   * Asks the balance of every shortcode of the platform. A query Daraja refuses is kept as
   * failed; when all are refused, the refusal is the answer. Audited.
   */
  async ask(operator: User, ip: string): Promise<MpesaFloatBalance> {
    const shortcodes = this.shortcodes().map((s) => s.shortcode);
    let refusal: unknown;
    let asked = 0;
    for (const shortcode of shortcodes) {
      const query: MpesaBalanceQuery = {
        id: newId(),
        shortcode,
        status: 'pending',
        originatorConversationId: null,
        resultCode: null,
        resultDescription: null,
        requestedBy: operator.id,
        requestedAt: new Date(),
        answeredAt: null,
        balanceAt: null,
      };
      // Written before Daraja is asked, so that its result always finds the query.
      await this.queries.insert(query);
      try {
        const originator = await this.daraja.accountBalance(shortcode, query.id);
        await this.queries.update(
          { id: query.id, status: 'pending' },
          { originatorConversationId: originator },
        );
        asked += 1;
      } catch (err) {
        refusal ??= err;
        await this.queries.update(
          { id: query.id, status: 'pending' },
          {
            status: 'failed',
            answeredAt: new Date(),
            resultDescription: err instanceof DomainError ? err.code : 'INTERNAL',
          },
        );
      }
    }
    await this.audit.record(operator, {
      action: 'mpesa_balance_requested',
      details: `Solde M-Pesa demandé à Safaricom pour ${shortcodes.join(', ')}`,
      category: 'payment_validation',
      ip,
    });
    if (asked === 0) throw refusal;
    return this.snapshot();
  }

  /** Daraja's Account Balance result for the platform's query `queryId`. */
  async onResult(queryId: string, result: ResultCallback): Promise<void> {
    const query = await this.pendingQuery(queryId, result.OriginatorConversationID);
    if (!query) return;
    const p = resultParameters(result);
    const accounts =
      result.ResultCode === MPESA_SUCCESS
        ? parseAccountBalance(p.get('AccountBalance') ?? '')
        : null;
    if (!accounts) {
      if (result.ResultCode === MPESA_SUCCESS)
        this.logger.warn({ query: query.id }, 'an AccountBalance Safaricom sent could not be read');
      await this.fail(query, result, 'AccountBalance illisible');
      return;
    }
    await this.transactions.run(async (tx) => {
      const moved = await tx.getRepository(MpesaBalanceQuery).update(
        { id: query.id, status: 'pending' },
        {
          status: 'answered',
          originatorConversationId: result.OriginatorConversationID,
          resultCode: String(result.ResultCode),
          resultDescription: (result.ResultDesc ?? '').slice(0, 255) || null,
          answeredAt: new Date(),
          balanceAt: parseDarajaTimestamp(p.get('BOCompletedTime')),
        },
      );
      // A result replayed while the first was being written: the first one counts.
      if (!moved.affected) return;
      await tx.getRepository(MpesaBalanceAccountRow).insert(
        accounts.map((account, position) => ({
          id: newId(),
          queryId: query.id,
          position,
          ...account,
        })),
      );
    });
  }

  /** The query waited too long in Safaricom's queue: it failed, the operator may ask again. */
  async onTimeout(queryId: string, result: ResultCallback): Promise<void> {
    const query = await this.pendingQuery(queryId, result.OriginatorConversationID);
    if (query) await this.fail(query, result, 'timeout');
  }

  /** Each shortcode's last answered balance and last query. */
  async snapshot(): Promise<MpesaFloatBalance> {
    const shortcodes = this.shortcodes();
    const found = await Promise.all(
      shortcodes.map(async ({ shortcode }) => {
        const [latest, last] = await Promise.all([
          this.queries.findOne({
            where: { shortcode, status: 'answered' },
            order: { requestedAt: 'DESC', id: 'DESC' },
          }),
          this.queries.findOne({
            where: { shortcode },
            order: { requestedAt: 'DESC', id: 'DESC' },
          }),
        ]);
        return [latest, last] as const;
      }),
    );
    const queries = found.flat().filter((q): q is MpesaBalanceQuery => q !== null);
    const accounts = queries.length
      ? await this.accounts.find({
          where: { queryId: In(queries.map((q) => q.id)) },
          order: { position: 'ASC' },
        })
      : [];
    const names = await this.usernames(queries.map((q) => q.requestedBy));
    const dto = (query: MpesaBalanceQuery | null): MpesaBalanceQueryDto | null =>
      query && {
        id: query.id,
        state: query.status,
        requested_by: names.get(query.requestedBy) ?? '',
        requested_at: query.requestedAt.toISOString(),
        answered_at: query.answeredAt?.toISOString() ?? null,
        balance_at: query.balanceAt?.toISOString() ?? null,
        result_code: query.resultCode,
        result_description: query.resultDescription,
        accounts: accounts
          .filter((a) => a.queryId === query.id)
          .map((a) => ({
            name: a.name,
            currency: a.currency,
            available: a.available,
            uncleared: a.uncleared,
            reserved: a.reserved,
            unreserved: a.unreserved,
          })),
      };
    return {
      shortcodes: shortcodes.map((s, i) => ({
        shortcode: s.shortcode,
        purposes: s.purposes,
        latest: dto(found[i]![0]),
        last_query: dto(found[i]![1]),
      })),
    };
  }

  /**
   * The pending query a result's URL names, when the result is the answer to it: the
   * conversation Daraja acknowledged, or any while the acknowledgement is still being written
   * (the result can overtake it; the result then stores the conversation it names).
   */
  private async pendingQuery(
    queryId: string,
    originator: string,
  ): Promise<MpesaBalanceQuery | null> {
    const query = await this.queries.findOneBy({ id: queryId, status: 'pending' });
    if (!query) return null;
    const acknowledged = query.originatorConversationId;
    return acknowledged === null || acknowledged === originator ? query : null;
  }

  /** The query failed with Daraja's `result`; `fallback` describes a result without a text. */
  private async fail(
    query: MpesaBalanceQuery,
    result: ResultCallback,
    fallback: string,
  ): Promise<void> {
    await this.queries.update(
      { id: query.id, status: 'pending' },
      {
        status: 'failed',
        originatorConversationId: result.OriginatorConversationID,
        resultCode: String(result.ResultCode).slice(0, 16),
        resultDescription: (result.ResultDesc ?? fallback).slice(0, 255),
        answeredAt: new Date(),
      },
    );
  }

  private async usernames(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows: Array<{ id: string; username: string }> = await this.queries.manager.query(
      `SELECT id, username FROM users WHERE id IN (${unique.map(() => '?').join(', ')})`,
      unique,
    );
    return new Map(rows.map((r) => [String(r.id), String(r.username)]));
  }
}
