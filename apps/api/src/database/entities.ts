import { AuditEntry } from '../audit/audit-entry.entity.js';
import { ChatFlag, ChatMessage, ChatModerator, ChatRead } from '../chat/chat.entities.js';
import { Contribution } from '../contributions/contribution.entity.js';
import { CryptoKeyIndex, CryptoMasterSeed, CryptoWallet } from '../crypto/crypto.entities.js';
import { CryptoDeposit, CryptoScanCursor } from '../crypto/crypto-deposit.entities.js';
import { Payout } from '../payouts/payout.entity.js';
import { PaymentReminder } from '../contributions/payment-reminder.entity.js';
import { RotationSlot } from '../rotation/rotation-slot.entity.js';
import { Group } from '../groups/group.entity.js';
import { Fine } from '../fines/fine.entity.js';
import { Saving } from '../savings/saving.entity.js';
import { Loan, LoanGuarantor, LoanInstalment, LoanRepayment } from '../savings/loan.entities.js';
import { ShareOut, ShareOutLineRow } from '../savings/share-out.entities.js';
import { SavingsRules } from '../savings/savings-rules.entity.js';
import { TurnSwap } from '../rotation/turn-swap.entity.js';
import { ReminderMessage } from '../reminders/reminder-message.entity.js';
import { ReminderPreferencesRow } from '../reminders/reminder-preferences.entity.js';
import { GroupRuleVersion } from '../groups/group-rule-version.entity.js';
import { InvitationCode, JoinRequest } from '../join-requests/join-request.entity.js';
import { Membership } from '../memberships/membership.entity.js';
import { Notification } from '../notifications/notification.entity.js';
import { PasswordResetToken } from '../auth/password-reset-token.entity.js';
import { RecoveryCode, Session } from '../auth/session.entity.js';
import {
  MaintenanceState,
  MaintenanceSubscriber,
} from '../maintenance/maintenance-state.entity.js';
import { UserSettingsRow } from '../users/user-settings.entity.js';
import { User } from '../users/user.entity.js';
import { UserPresence } from '../auth/user-presence.entity.js';
import { Deployment, RequestMinute, SystemLog } from '../monitoring/monitoring.entities.js';
import { PlatformDocumentVersion } from '../documents/platform-document.entity.js';
import { Backup } from '../system/backup.entity.js';
import {
  SearchIndexState,
  UserSearchGram,
  UserSearchText,
} from '../superadmin/user-search.entities.js';
import { ExchangeRate } from '../rates/exchange-rate.entity.js';
import {
  CryptoPayment,
  CryptoPaymentQuote,
  CryptoSend,
} from '../crypto/crypto-payment.entities.js';
import { PaymentProof } from '../payment-proofs/payment-proof.entity.js';
import { AdEvent } from '../ads/ad-event.entity.js';
import { AdView } from '../ads/ad-view.entity.js';
import { UserRewards } from '../ads/user-rewards.entity.js';
import { AdImage } from '../ads/ad-image.entity.js';
import { UserFlowProgress } from '../guided-flows/user-flow-progress.entity.js';
import { MpesaPayment } from '../mpesa/mpesa-payment.entity.js';
import { MpesaPayout } from '../mpesa/mpesa-payout.entity.js';
import { MpesaAccountReference, MpesaPaybillPayment } from '../mpesa/mpesa-paybill.entities.js';
import { MpesaBalanceAccountRow, MpesaBalanceQuery } from '../mpesa/mpesa-balance.entities.js';
import { JobPeriod } from './job-period.entity.js';
import { MpesaStatementImport, MpesaStatementMismatch } from '../mpesa/mpesa-statement.entities.js';

export const entities = [
  User,
  UserSettingsRow,
  PasswordResetToken,
  Session,
  RecoveryCode,
  MaintenanceState,
  MaintenanceSubscriber,
  AuditEntry,
  Group,
  GroupRuleVersion,
  Membership,
  JoinRequest,
  InvitationCode,
  Notification,
  RotationSlot,
  TurnSwap,
  Contribution,
  Payout,
  Fine,
  SavingsRules,
  Saving,
  Loan,
  LoanGuarantor,
  LoanInstalment,
  LoanRepayment,
  ShareOut,
  ShareOutLineRow,
  CryptoMasterSeed,
  CryptoKeyIndex,
  CryptoWallet,
  PaymentReminder,
  ReminderMessage,
  ReminderPreferencesRow,
  ChatMessage,
  ChatFlag,
  ChatRead,
  ChatModerator,
  UserPresence,
  SystemLog,
  RequestMinute,
  Deployment,
  PlatformDocumentVersion,
  Backup,
  CryptoDeposit,
  CryptoScanCursor,
  ExchangeRate,
  CryptoPaymentQuote,
  CryptoPayment,
  CryptoSend,
  MpesaPayment,
  MpesaAccountReference,
  MpesaPaybillPayment,
  MpesaPayout,
  MpesaBalanceQuery,
  JobPeriod,
  MpesaBalanceAccountRow,
  MpesaStatementImport,
  MpesaStatementMismatch,
  PaymentProof,
  AdEvent,
  AdView,
  UserRewards,
  AdImage,
  UserFlowProgress,
  UserSearchGram,
  UserSearchText,
  SearchIndexState,
];
