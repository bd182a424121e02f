import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One language per person: the settings' language and the registration's preferred language
 * drifted apart (a French interface showed Swahili ads). Accounts whose two differ take the
 * one their interface shows, the last they chose. A registration language the interface does
 * not offer (Arabic, Hindi, …) stays as the person's wish; its interface language is French.
 */
export class OneLanguage1768310000000 implements MigrationInterface {
  name = 'OneLanguage1768310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE users SET preferred_language = language
       WHERE preferred_language IN ('fr', 'en', 'sw') AND preferred_language <> language`,
    );
  }

  // What each account held before cannot be told apart afterwards; the columns are unchanged.
  async down(): Promise<void> {}
}
