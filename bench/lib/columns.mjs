// The savings_groups columns every seed fills, in the order its rows list the values.
export const GROUP_COLUMNS = [
  'id',
  'name',
  'description',
  'category',
  'admin_id',
  'currency',
  'contribution_amount',
  'max_members',
  'member_count',
  'is_public',
  'status',
  'payout_frequency',
  'start_date',
  'current_cycle',
  'theme',
  'region',
  'language',
  'chat_enabled',
  'payment_enabled',
  'permanent_invitation_code',
  'payout_order_method',
  'beneficiary_contributes',
  'created_at',
  'updated_at',
];

/**
 * A seeded group, in GROUP_COLUMNS order: paid out monthly in join order, Swahili-speaking in
 * Nairobi, chat and payments on. `g` numbers it: its name and, after `codePrefix` (one letter
 * per seed), its permanent code.
 */
export function benchGroupRow({
  id,
  g,
  codePrefix,
  description,
  category = 'savings',
  adminId,
  currency = 'KES',
  contribution,
  maxMembers,
  memberCount,
  isPublic = true,
  status = 'active',
  startDate = '2027-01-01',
  cycle = 1,
  created,
}) {
  return [
    id,
    `Chama ${g}`,
    description,
    category,
    adminId,
    currency,
    contribution,
    maxMembers,
    memberCount,
    isPublic,
    status,
    'monthly',
    startDate,
    cycle,
    'Business',
    'Nairobi',
    'sw',
    true,
    true,
    `${codePrefix}${g.toString(36).toUpperCase().padStart(7, '0')}`,
    'join_order',
    true,
    created,
    created,
  ];
}

// The users columns every seed fills, in the order `benchUserRow` lists the values.
export const USER_COLUMNS = [
  'id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'username',
  'role',
  'status',
  'country',
  'language',
  'preferred_language',
  'preferred_currency',
  'onboarding_completed',
  'can_create_groups',
  'receive_newsletter',
  'terms_accepted_at',
  'created_at',
  'updated_at',
];

/**
 * A seeded account: active, Kenyan and Swahili-speaking, onboarded, terms accepted when it
 * was created. `name` makes the last name and the username ('Bench <name>').
 */
export function benchUserRow({ id, email, passwordHash, name, role = 'member', created }) {
  return [
    id,
    email,
    passwordHash,
    'Bench',
    name,
    `Bench ${name}`,
    role,
    'active',
    'KE',
    'sw',
    'sw',
    'KES',
    true,
    true,
    false,
    created,
    created,
    created,
  ];
}
