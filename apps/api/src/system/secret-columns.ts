/**
 * What the console's exports never carry, named table by table. A column is left out because
 * it is on this list, not because of how it is named: a pattern on names let
 * `crypto_master_seeds.sealed_mnemonic` through. `secret-columns.spec.ts` fails for any column
 * of the schema whose name looks secret and that is neither here nor among the columns it has
 * reviewed, and checks that an export of each kind carries none of these.
 */
export const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  users: ['password_hash', 'totp_secret', 'totp_pending_secret', 'totp_last_step'],
  recovery_codes: ['code_hash'],
  password_reset_tokens: ['token_hash'],
  crypto_master_seeds: ['sealed_mnemonic'],
};

/** Tables that hold credentials and nothing else: never exported at all, whatever the kind. */
export const SECRET_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'recovery_codes',
  'password_reset_tokens',
  'crypto_master_seeds',
]);

export function isSecretColumn(table: string, column: string): boolean {
  return SECRET_COLUMNS[table]?.includes(column) ?? false;
}
