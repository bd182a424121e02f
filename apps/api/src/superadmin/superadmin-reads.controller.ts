import { Controller, Get, Query } from '@nestjs/common';
import {
  consoleGroupsQuerySchema,
  consolePaymentsQuerySchema,
  consoleStatsQuerySchema,
  consoleSystemLogsQuerySchema,
  consoleTransactionsQuerySchema,
  consoleUsersQuerySchema,
  type ConsoleGroupsQuery,
  type ConsolePageQuery,
  type ConsolePaymentsQuery,
  type ConsoleStatsQuery,
  type ConsoleSystemLogsQuery,
  type ConsoleUsersQuery,
} from '@tontine/contracts';
import { SuperAdminOnly } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { SystemLogsService } from '../monitoring/system-logs.service.js';
import { ConsoleListsViews } from './console-lists-views.service.js';
import { PlatformStatsViews } from './platform-stats-views.service.js';

/** What the console reads: its figures and lists, super admins only. */
@SuperAdminOnly()
@Controller('superadmin')
export class SuperadminReadsController {
  constructor(
    private readonly lists: ConsoleListsViews,
    private readonly stats: PlatformStatsViews,
    private readonly systemLogs: SystemLogsService,
  ) {}

  @Get('stats')
  platformStats(@Query(new ZodPipe(consoleStatsQuerySchema)) query: ConsoleStatsQuery) {
    return this.stats.stats(query.fresh);
  }

  @Get('stats/monthly')
  monthly(@Query(new ZodPipe(consoleStatsQuerySchema)) query: ConsoleStatsQuery) {
    return this.stats.monthly(query.fresh);
  }

  @Get('users')
  users(@Query(new ZodPipe(consoleUsersQuerySchema)) query: ConsoleUsersQuery) {
    return this.lists.users(query);
  }

  @Get('groups')
  groups(@Query(new ZodPipe(consoleGroupsQuerySchema)) query: ConsoleGroupsQuery) {
    return this.lists.groups(query);
  }

  @Get('transactions')
  transactions(@Query(new ZodPipe(consoleTransactionsQuerySchema)) query: ConsolePageQuery) {
    return this.lists.transactions(query);
  }

  @Get('system-logs')
  logs(@Query(new ZodPipe(consoleSystemLogsQuerySchema)) query: ConsoleSystemLogsQuery) {
    return this.systemLogs.list(query);
  }

  @Get('cash-payments')
  cash(@Query(new ZodPipe(consolePaymentsQuerySchema)) query: ConsolePaymentsQuery) {
    return this.lists.cashPayments(query);
  }

  @Get('crypto-payments')
  crypto(@Query(new ZodPipe(consolePaymentsQuerySchema)) query: ConsolePaymentsQuery) {
    return this.lists.cryptoPayments(query);
  }
}
