/**
 * What the console reads under /api/superadmin (docs/api.md): keyset pages and the rows of
 * each list, as the API answers them (snake_case fields, ids as strings, money as decimal
 * strings, times as ISO strings). The reads' contracts (console-reads) describe the same
 * shapes for the server; these are what the renderer relies on.
 */
export interface ConsolePage<T> {
  items: T[];
  nextCursor: string | null;
}

export const emptyPage = <T>(): ConsolePage<T> => ({ items: [], nextCursor: null });

export interface UserRow {
  id: string;
  username: string;
  email: string;
  phone: string | null;
  status: string;
  role: string;
  created_at: string;
  last_seen_at: string | null;
}

export interface GroupRow {
  id: string;
  name: string;
  status: string;
  member_count: number;
  max_members: number;
  admin_id: string;
  admin_name: string;
  currency: string;
  contribution_amount: string;
  created_at: string;
}

export interface TransactionRow {
  id: string;
  kind: 'contribution' | 'payout';
  user_name: string;
  group_name: string;
  amount: string;
  currency: string;
  status: string;
  method: string | null;
  created_at: string;
}

export interface CashPaymentRow {
  id: string;
  user_name: string;
  group_name: string;
  amount: string;
  currency: string;
  status: string;
  created_at: string;
}

export interface CryptoPaymentRow {
  id: string;
  user_name: string;
  group_name: string;
  amount: string;
  token_symbol: string | null;
  tx_hash: string | null;
  network: string | null;
  status: string;
  created_at: string;
}

export interface SystemLogRow {
  id: string;
  level: string;
  message: string;
  context: string | null;
  timestamp: string;
}

export interface AuditRow {
  id: string;
  timestamp: string;
  admin_id: string | null;
  admin_name: string;
  action: string;
  details: string;
  category: string;
  ip_address: string | null;
}

export interface PlatformStats {
  totalUsers: number;
  totalGroups: number;
  activeGroups: number;
  totalTransactions: number;
  totalRevenue: string;
  revenueCurrency: string;
  otherRevenue: { currency: string; amount: string }[];
  activeUsers: number;
  systemHealth: number;
  healthChecks: { name: string; ok: boolean; configured: boolean }[];
  errorRate: string;
  deployments: number;
  currentVersion: string;
}

export interface MonthlyFigures {
  months: {
    month: string;
    users: number;
    groups: number;
    contributions: number;
    revenue: string;
  }[];
}

export interface AuditVerification {
  ok: boolean;
  checked: number;
  firstBroken: { id: string; position: number; reason: string } | null;
}

/** The audit trail's categories (001 §3), the audit tab's filter. */
export const AUDIT_CATEGORIES = [
  'user_management',
  'payment_validation',
  'system_config',
  'content_management',
  'group_management',
] as const;
