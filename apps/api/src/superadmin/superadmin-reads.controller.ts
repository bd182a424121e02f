import { CurrentUser } from '../auth/access.decorators.js';
import type { User } from '../users/user.entity.js';
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
  consolePageSchema,
  consoleUserRowSchema,
  consoleGroupRowSchema,
  consoleTransactionRowSchema,
  consoleSystemLogRowSchema,
  consoleCashPaymentRowSchema,
  consoleCryptoPaymentRowSchema,
  platformStatsDtoSchema,
  platformMonthlyDtoSchema,
} from '@tontine/contracts';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { SystemLogsService } from '../monitoring/system-logs.service.js';
import { ConsoleListsViews } from './console-lists-views.service.js';
import { PlatformStatsViews } from './platform-stats-views.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { CONSOLE_PAGE, CONSOLE_PAGE_PARAMETERS, shape } from '../common/endpoint/endpoint-texts.js';

/** What the console reads: its figures and lists, super admins only. */
@Controller('superadmin')
export class SuperadminReadsController {
  constructor(
    private readonly lists: ConsoleListsViews,
    private readonly stats: PlatformStatsViews,
    private readonly systemLogs: SystemLogsService,
  ) {}

  @Endpoint({
    summary: "The console's figures",
    access: 'super-admin',
    description:
      'Users, groups (all and active), transactions (approved contributions and payouts), ' +
      'revenue: approved contributions in KES as an exact decimal, other currencies listed apart ' +
      'and never added; accounts seen in 24 h; health (the share of the configured database, ' +
      'Redis and SMTP checks that pass); the share of 5xx answers in the last hour over every ' +
      'instance; API starts recorded; the running version. Shared for ' +
      'PLATFORM_STATS_CACHE_SECONDS, and dropped when an operator acts on a user or a payment.',
    parameters: {
      fresh: "`true`: computed now (the console's refresh button), and shared from then on.",
    },
    response: platformStatsDtoSchema,
    success: { description: `${shape('PlatformStatsDto')}.` },
  })
  @Get('stats')
  platformStats(@Query(new ZodPipe(consoleStatsQuerySchema)) query: ConsoleStatsQuery) {
    return this.stats.stats(query.fresh);
  }

  @Endpoint({
    summary: 'The overview charts: the last 12 months',
    access: 'super-admin',
    description:
      'Per calendar month (UTC), oldest first: accounts and groups created, contributions ' +
      'approved (by the month they were recorded) and their total in KES.',
    parameters: {
      fresh: "`true`: computed now (the console's refresh button), and shared from then on.",
    },
    response: platformMonthlyDtoSchema,
    success: { description: `${shape('PlatformMonthlyDto')}.` },
  })
  @Get('stats/monthly')
  monthly(@Query(new ZodPipe(consoleStatsQuerySchema)) query: ConsoleStatsQuery) {
    return this.stats.monthly(query.fresh);
  }

  @Endpoint({
    summary: 'The users tab',
    access: 'super-admin',
    description: CONSOLE_PAGE('ConsoleUserRow'),
    parameters: {
      ...CONSOLE_PAGE_PARAMETERS,
      status: '`active` or `suspended`.',
      role: '`member`, `admin`, `super_admin` or `support`.',
      q: 'Part of the username or e-mail, whatever its case.',
    },
    response: consolePageSchema(consoleUserRowSchema),
    success: { description: CONSOLE_PAGE('ConsoleUserRow') },
  })
  @Get('users')
  users(
    @CurrentUser() caller: User,
    @Query(new ZodPipe(consoleUsersQuerySchema)) query: ConsoleUsersQuery,
  ) {
    return this.lists.users(caller.id, query);
  }

  @Endpoint({
    summary: 'The groups tab',
    access: 'super-admin',
    description: 'Groups not deleted, with their admin.',
    parameters: {
      ...CONSOLE_PAGE_PARAMETERS,
      status: "The group's status.",
      q: 'Part of the name.',
    },
    response: consolePageSchema(consoleGroupRowSchema),
    success: { description: CONSOLE_PAGE('ConsoleGroupRow') },
  })
  @Get('groups')
  groups(
    @CurrentUser() caller: User,
    @Query(new ZodPipe(consoleGroupsQuerySchema)) query: ConsoleGroupsQuery,
  ) {
    return this.lists.groups(caller.id, query);
  }

  @Endpoint({
    summary: 'Every contribution and payout',
    access: 'super-admin',
    description: 'Contributions of every method and status, and payouts (status `paid`).',
    parameters: CONSOLE_PAGE_PARAMETERS,
    response: consolePageSchema(consoleTransactionRowSchema),
    success: { description: CONSOLE_PAGE('ConsoleTransactionRow') },
  })
  @Get('transactions')
  transactions(
    @CurrentUser() caller: User,
    @Query(new ZodPipe(consoleTransactionsQuerySchema)) query: ConsolePageQuery,
  ) {
    return this.lists.transactions(caller.id, query);
  }

  @Endpoint({
    summary: 'The warnings and errors the server logged',
    access: 'super-admin',
    description: 'The newest 10,000 kept, stored within a second or so of being logged.',
    parameters: { ...CONSOLE_PAGE_PARAMETERS, level: '`error` or `warn`.' },
    response: consolePageSchema(consoleSystemLogRowSchema),
    success: { description: CONSOLE_PAGE('ConsoleSystemLogRow') },
  })
  @Get('system-logs')
  logs(@Query(new ZodPipe(consoleSystemLogsQuerySchema)) query: ConsoleSystemLogsQuery) {
    return this.systemLogs.list(query);
  }

  @Endpoint({
    summary: 'Cash payments',
    access: 'super-admin',
    parameters: { ...CONSOLE_PAGE_PARAMETERS, status: '`pending`, `approved` or `rejected`.' },
    response: consolePageSchema(consoleCashPaymentRowSchema),
    success: { description: CONSOLE_PAGE('ConsoleCashPaymentRow') },
  })
  @Get('cash-payments')
  cash(
    @CurrentUser() caller: User,
    @Query(new ZodPipe(consolePaymentsQuerySchema)) query: ConsolePaymentsQuery,
  ) {
    return this.lists.cashPayments(caller.id, query);
  }

  @Endpoint({
    summary: 'Crypto payments',
    access: 'super-admin',
    parameters: { ...CONSOLE_PAGE_PARAMETERS, status: '`pending`, `approved` or `rejected`.' },
    response: consolePageSchema(consoleCryptoPaymentRowSchema),
    success: { description: CONSOLE_PAGE('ConsoleCryptoPaymentRow') },
  })
  @Get('crypto-payments')
  crypto(
    @CurrentUser() caller: User,
    @Query(new ZodPipe(consolePaymentsQuerySchema)) query: ConsolePaymentsQuery,
  ) {
    return this.lists.cryptoPayments(caller.id, query);
  }
}
