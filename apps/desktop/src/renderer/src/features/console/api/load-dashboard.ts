import type { OperatorRole } from '@tontine/contracts';
import { consoleGet } from '../../../api/console-api';
import {
  emptyPage,
  type AuditRow,
  type CashPaymentRow,
  type ConsolePage,
  type CryptoPaymentRow,
  type GroupRow,
  type MonthlyFigures,
  type PlatformStats,
  type SystemLogRow,
  type TransactionRow,
  type UserRow,
} from './console-rows';

/** Everything the console shows at start, each list its first page. */
export interface DashboardData {
  stats: PlatformStats | null;
  monthly: MonthlyFigures;
  users: ConsolePage<UserRow>;
  groups: ConsolePage<GroupRow>;
  transactions: ConsolePage<TransactionRow>;
  systemLogs: ConsolePage<SystemLogRow>;
  cashPayments: ConsolePage<CashPaymentRow>;
  cryptoPayments: ConsolePage<CryptoPaymentRow>;
  audit: ConsolePage<AuditRow>;
}

export function emptyDashboard(): DashboardData {
  return {
    stats: null,
    monthly: { months: [] },
    users: emptyPage(),
    groups: emptyPage(),
    transactions: emptyPage(),
    systemLogs: emptyPage(),
    cashPayments: emptyPage(),
    cryptoPayments: emptyPage(),
    audit: emptyPage(),
  };
}

type Loaders = { [K in keyof DashboardData]: (fresh: boolean) => Promise<DashboardData[K]> };

/**
 * The server shares the figures between operators for a few seconds; `fresh` (the refresh
 * button) asks for them as they are now.
 */
const figuresQuery = (fresh: boolean) => (fresh ? { fresh: 'true' } : undefined);

const SUPER_ADMIN_LOADS: Loaders = {
  stats: (fresh) => consoleGet('/api/superadmin/stats', figuresQuery(fresh)),
  monthly: (fresh) => consoleGet('/api/superadmin/stats/monthly', figuresQuery(fresh)),
  users: () => consoleGet('/api/superadmin/users'),
  groups: () => consoleGet('/api/superadmin/groups'),
  transactions: () => consoleGet('/api/superadmin/transactions'),
  systemLogs: () => consoleGet('/api/superadmin/system-logs'),
  cashPayments: () => consoleGet('/api/superadmin/cash-payments'),
  cryptoPayments: () => consoleGet('/api/superadmin/crypto-payments'),
  audit: () => consoleGet('/api/superadmin/audit'),
};

/** What a support operator may read: the audit trail, nothing else (the server says so too). */
const SUPPORT_LOADS: Partial<Loaders> = { audit: SUPER_ADMIN_LOADS.audit };

export interface DashboardLoad {
  data: DashboardData;
  /** The lists that failed and fell back to empty data. */
  failed: (keyof DashboardData)[];
}

/**
 * Loads every list together (001 §4, §7.3): one failure does not hold the others back, and a
 * failed list falls back to empty data; the caller shows one error toast for them.
 */
export async function loadDashboard(
  role: OperatorRole,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<DashboardLoad> {
  const loads = role === 'super_admin' ? SUPER_ADMIN_LOADS : SUPPORT_LOADS;
  const names = Object.keys(loads) as (keyof DashboardData)[];
  const results = await Promise.allSettled(names.map((name) => loads[name]!(fresh)));
  const data = emptyDashboard();
  const failed: (keyof DashboardData)[] = [];
  results.forEach((result, index) => {
    const name = names[index]!;
    if (result.status === 'fulfilled') {
      (data as unknown as Record<string, unknown>)[name] = result.value;
    } else {
      failed.push(name);
    }
  });
  return { data, failed };
}

/**
 * The figures alone, read again after the operator's own action: the server dropped its shared
 * copy when the action succeeded, so this read shows the action's effect.
 */
export async function loadFigures(): Promise<Pick<DashboardData, 'stats' | 'monthly'>> {
  const [stats, monthly] = await Promise.all([
    SUPER_ADMIN_LOADS.stats(false),
    SUPER_ADMIN_LOADS.monthly(false),
  ]);
  return { stats, monthly };
}
