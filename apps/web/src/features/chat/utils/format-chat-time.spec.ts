import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { formatChatTime } from './format-chat-time';

const now = new Date(2026, 10, 21, 15, 30, 0).getTime();
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatChatTime', () => {
  beforeEach(() => i18n.changeLanguage('fr'));

  it("says 'À l'instant' under a minute and 'Il y a n min' under an hour", () => {
    expect(formatChatTime(ago(30_000), i18n.t, now, 'fr-FR')).toBe("À l'instant");
    expect(formatChatTime(ago(5 * 60_000), i18n.t, now, 'fr-FR')).toBe('Il y a 5 min');
    expect(formatChatTime(ago(59 * 60_000 + 59_000), i18n.t, now, 'fr-FR')).toBe('Il y a 59 min');
  });

  it('gives the hour the same day and the short date before', () => {
    const morning = new Date(2026, 10, 21, 9, 5).toISOString();
    expect(formatChatTime(morning, i18n.t, now, 'fr-FR')).toBe('09:05');
    const earlier = new Date(2026, 10, 3, 18, 0).toISOString();
    expect(formatChatTime(earlier, i18n.t, now, 'fr-FR')).toBe('03/11/2026');
  });

  it('speaks the interface language', async () => {
    await i18n.changeLanguage('en');
    expect(formatChatTime(ago(10_000), i18n.t, now, 'en-KE')).toBe('Just now');
    expect(formatChatTime(ago(3 * 60_000), i18n.t, now, 'en-KE')).toBe('3 min ago');
    await i18n.changeLanguage('sw');
    expect(formatChatTime(ago(10_000), i18n.t, now, 'sw-KE')).toBe('Sasa hivi');
    expect(formatChatTime(ago(3 * 60_000), i18n.t, now, 'sw-KE')).toBe('Dakika 3 zilizopita');
  });
});
