import type { GroupDetailDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { chatBlockReason, socketRefusalReason } from './chat-access';

const group = {
  id: 'g-1',
  my_relation: 'member',
  chat_enabled: true,
  status: 'active',
} as GroupDetailDto;

describe('chatBlockReason', () => {
  const t = i18n.t;
  it('runs the checks in order', () => {
    expect(chatBlockReason(group, false, true, t)).toBe(
      'Vous devez être connecté pour accéder au chat',
    );
    expect(chatBlockReason({ ...group, my_relation: 'pending' }, true, true, t)).toBe(
      'Vous devez être membre du groupe pour accéder au chat',
    );
    expect(chatBlockReason({ ...group, chat_enabled: false }, true, true, t)).toBe(
      'Chat indisponible pour ce groupe',
    );
    expect(chatBlockReason({ ...group, status: 'suspended' }, true, true, t)).toBe(
      'Chat indisponible : groupe fermé/suspendu',
    );
    expect(chatBlockReason(group, true, false, t)).toBe('Pas de connexion internet');
    expect(chatBlockReason({ ...group, my_relation: 'admin' }, true, true, t)).toBeNull();
  });

  it("names a socket refusal in the interface language from the server's reason", async () => {
    expect(socketRefusalReason(4401, 'Token invalide', t)).toBe(
      'Session expirée, veuillez vous reconnecter',
    );
    await i18n.changeLanguage('en');
    expect(
      socketRefusalReason(4403, 'Vous devez être membre du groupe pour accéder au chat', i18n.t),
    ).toBe('You must be a member of the group to open the chat');
    expect(socketRefusalReason(4404, '', i18n.t)).toBe('Group not found');
  });
});
