import type { UiLanguage } from './languages.js';

type Labels = Record<UiLanguage, string>;

/** Headers that several tables share. */
const ID: Labels = { fr: 'Identifiant', en: 'ID', sw: 'Kitambulisho' };
const STATUS: Labels = { fr: 'Statut', en: 'Status', sw: 'Hali' };
const CURRENCY: Labels = { fr: 'Devise', en: 'Currency', sw: 'Sarafu' };
const ROLE: Labels = { fr: 'Rôle', en: 'Role', sw: 'Jukumu' };
const GROUP: Labels = { fr: 'Groupe', en: 'Group', sw: 'Kikundi' };
const MEMBER: Labels = { fr: 'Membre', en: 'Member', sw: 'Mwanachama' };
const CYCLE: Labels = { fr: 'Cycle', en: 'Cycle', sw: 'Mzunguko' };
const AMOUNT: Labels = { fr: 'Montant', en: 'Amount', sw: 'Kiasi' };
const RECORDED_ON: Labels = { fr: 'Enregistré le', en: 'Recorded on', sw: 'Ilirekodiwa tarehe' };

/**
 * What the console's exports (users, groups, payments, audit, all) carry: per table, the
 * columns an operator needs, in this order, each with its header in French, English and
 * Swahili. Internal columns (hashes, settings, photos, retry keys, the rotation's seed…) are
 * not exported; the database export, a technical copy, keeps every column but the secrets.
 */
export const EXPORT_COLUMNS = {
  users: {
    id: ID,
    username: { fr: 'Nom d’utilisateur', en: 'Username', sw: 'Jina la mtumiaji' },
    first_name: { fr: 'Prénom', en: 'First name', sw: 'Jina la kwanza' },
    last_name: { fr: 'Nom', en: 'Last name', sw: 'Jina la mwisho' },
    email: { fr: 'E-mail', en: 'Email', sw: 'Barua pepe' },
    phone_number: { fr: 'Téléphone', en: 'Phone', sw: 'Simu' },
    role: ROLE,
    status: STATUS,
    country: { fr: 'Pays', en: 'Country', sw: 'Nchi' },
    language: { fr: 'Langue', en: 'Language', sw: 'Lugha' },
    created_at: { fr: 'Inscrit le', en: 'Registered on', sw: 'Alisajiliwa tarehe' },
  },
  savings_groups: {
    id: ID,
    name: { fr: 'Nom', en: 'Name', sw: 'Jina' },
    description: { fr: 'Description', en: 'Description', sw: 'Maelezo' },
    status: STATUS,
    currency: CURRENCY,
    contribution_amount: { fr: 'Contribution', en: 'Contribution', sw: 'Mchango' },
    member_count: { fr: 'Membres', en: 'Members', sw: 'Wanachama' },
    max_members: { fr: 'Membres max.', en: 'Max. members', sw: 'Wanachama wa juu' },
    payout_frequency: {
      fr: 'Fréquence des versements',
      en: 'Payout frequency',
      sw: 'Marudio ya malipo',
    },
    admin_id: { fr: 'Administrateur', en: 'Admin', sw: 'Msimamizi' },
    start_date: { fr: 'Début', en: 'Start', sw: 'Mwanzo' },
    created_at: { fr: 'Créé le', en: 'Created on', sw: 'Iliundwa tarehe' },
  },
  memberships: {
    group_id: GROUP,
    user_id: MEMBER,
    role: ROLE,
    status: STATUS,
    joined_at: { fr: 'Entré le', en: 'Joined on', sw: 'Alijiunga tarehe' },
    left_at: { fr: 'Sorti le', en: 'Left on', sw: 'Aliondoka tarehe' },
  },
  contributions: {
    id: ID,
    group_id: GROUP,
    user_id: MEMBER,
    cycle_number: CYCLE,
    amount: AMOUNT,
    currency: CURRENCY,
    method: { fr: 'Moyen de paiement', en: 'Payment method', sw: 'Njia ya malipo' },
    status: STATUS,
    token_symbol: { fr: 'Jeton', en: 'Token', sw: 'Tokeni' },
    tx_hash: { fr: 'Transaction', en: 'Transaction', sw: 'Muamala' },
    rejection_reason: { fr: 'Motif du rejet', en: 'Rejection reason', sw: 'Sababu ya kukataliwa' },
    decided_at: { fr: 'Décidé le', en: 'Decided on', sw: 'Iliamuliwa tarehe' },
    created_at: RECORDED_ON,
  },
  payouts: {
    id: ID,
    group_id: GROUP,
    cycle_number: CYCLE,
    beneficiary_id: { fr: 'Bénéficiaire', en: 'Beneficiary', sw: 'Mnufaika' },
    amount: AMOUNT,
    currency: CURRENCY,
    status: STATUS,
    created_at: RECORDED_ON,
  },
  audit_entries: {
    id: ID,
    seq: { fr: 'Position', en: 'Position', sw: 'Nafasi' },
    created_at: { fr: 'Date', en: 'Date', sw: 'Tarehe' },
    admin_id: {
      fr: 'Identifiant de l’administrateur',
      en: 'Admin ID',
      sw: 'Kitambulisho cha msimamizi',
    },
    admin_name: { fr: 'Administrateur', en: 'Administrator', sw: 'Msimamizi' },
    action: { fr: 'Action', en: 'Action', sw: 'Kitendo' },
    category: { fr: 'Catégorie', en: 'Category', sw: 'Aina' },
    details: { fr: 'Détails', en: 'Details', sw: 'Maelezo' },
    ip_address: { fr: 'Adresse IP', en: 'IP address', sw: 'Anwani ya IP' },
  },
} as const satisfies Record<string, Record<string, Labels>>;

export type ExportTable = keyof typeof EXPORT_COLUMNS;

export function isExportTable(table: string): table is ExportTable {
  return Object.hasOwn(EXPORT_COLUMNS, table);
}
