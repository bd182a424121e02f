import { Foundation1763700000000 } from './1763700000000-foundation.js';
import { Groups1763800000000 } from './1763800000000-groups.js';
import { Rotation1763900000000 } from './1763900000000-rotation.js';
import { Reminders1764000000000 } from './1764000000000-reminders.js';
import { DashboardIndexes1764100000000 } from './1764100000000-dashboard-indexes.js';
import { Chat1764200000000 } from './1764200000000-chat.js';
import { GroupDueDate1764300000000 } from './1764300000000-group-due-date.js';
import { ContributionTotals1764400000000 } from './1764400000000-contribution-totals.js';
import { UniqueReversals1764500000000 } from './1764500000000-unique-reversals.js';
import { SessionsAndTwoFactor1764600000000 } from './1764600000000-sessions-and-two-factor.js';
import { OperatorsAndAuditChain1764700000000 } from './1764700000000-operators-and-audit-chain.js';
import { ConsoleReads1764800000000 } from './1764800000000-console-reads.js';
import { UserSearch1764800000001 } from './1764800000001-user-search.js';
import { PlatformDocuments1764900000000 } from './1764900000000-platform-documents.js';
import { CryptoWallets1765000000000 } from './1765000000000-crypto-wallets.js';
import { CryptoPayments1766000000000 } from './1766000000000-crypto-payments.js';
import { CryptoDeposits1766100000000 } from './1766100000000-crypto-deposits.js';
import { PaymentProofs1768200000000 } from './1768200000000-payment-proofs.js';
import { Ads1768000000000 } from './1768000000000-ads.js';
import { GuidedFlows1768100000000 } from './1768100000000-guided-flows.js';
import { OneLanguage1768310000000 } from './1768310000000-one-language.js';
import { MpesaPayments1768400000000 } from './1768400000000-mpesa-payments.js';
import { MpesaPaybill1768400000001 } from './1768400000001-mpesa-paybill.js';
import { MpesaPayouts1768400000002 } from './1768400000002-mpesa-payouts.js';
import { MpesaBalanceAndStatements1768400000003 } from './1768400000003-mpesa-balance-and-statements.js';
import { JobPeriods1768500000000 } from './1768500000000-job-periods.js';
import { GroupRules1768600000000 } from './1768600000000-group-rules.js';
import { Fines1768700000000 } from './1768700000000-fines.js';
import { FinesByMpesa1769000000000 } from './1769000000000-fines-by-mpesa.js';
import { FinesByCrypto1769100000000 } from './1769100000000-fines-by-crypto.js';
import { SavingsFund1769200000000 } from './1769200000000-savings-fund.js';
import { Savings1769300000000 } from './1769300000000-savings.js';
import { Loans1769400000000 } from './1769400000000-loans.js';
import { ShareOuts1769500000000 } from './1769500000000-share-outs.js';
import { LoanPenalties1769600000000 } from './1769600000000-loan-penalties.js';
import { SavingsByMpesa1769700000000 } from './1769700000000-savings-by-mpesa.js';
import { LoansByMpesaB2c1769800000000 } from './1769800000000-loans-by-mpesa-b2c.js';
import { SavingsByCrypto1769900000000 } from './1769900000000-savings-by-crypto.js';
import { ReminderDelivery1768900000000 } from './1768900000000-reminder-delivery.js';
import { TurnSwaps1768800000000 } from './1768800000000-turn-swaps.js';

/** Every migration, in order. The API runs them at start. */
export const migrations = [
  Foundation1763700000000,
  Groups1763800000000,
  Rotation1763900000000,
  Reminders1764000000000,
  DashboardIndexes1764100000000,
  Chat1764200000000,
  GroupDueDate1764300000000,
  ContributionTotals1764400000000,
  UniqueReversals1764500000000,
  SessionsAndTwoFactor1764600000000,
  OperatorsAndAuditChain1764700000000,
  ConsoleReads1764800000000,
  UserSearch1764800000001,
  PlatformDocuments1764900000000,
  CryptoWallets1765000000000,
  CryptoPayments1766000000000,
  CryptoDeposits1766100000000,
  Ads1768000000000,
  GuidedFlows1768100000000,
  PaymentProofs1768200000000,
  OneLanguage1768310000000,
  MpesaPayments1768400000000,
  MpesaPaybill1768400000001,
  MpesaPayouts1768400000002,
  MpesaBalanceAndStatements1768400000003,
  JobPeriods1768500000000,
  GroupRules1768600000000,
  Fines1768700000000,
  TurnSwaps1768800000000,
  ReminderDelivery1768900000000,
  FinesByMpesa1769000000000,
  FinesByCrypto1769100000000,
  SavingsFund1769200000000,
  Savings1769300000000,
  Loans1769400000000,
  ShareOuts1769500000000,
  LoanPenalties1769600000000,
  SavingsByMpesa1769700000000,
  LoansByMpesaB2c1769800000000,
  SavingsByCrypto1769900000000,
];
export { roundTrip } from './run-all.js';
