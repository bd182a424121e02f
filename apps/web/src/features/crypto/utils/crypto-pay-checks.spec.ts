import { describe, expect, it } from 'vitest';
import type { GroupDetailDto } from '@tontine/contracts';
import { i18n } from '../../../lib/i18n';
import { cryptoPayBlockReason } from './crypto-pay-checks';

const group = (my_relation: GroupDetailDto['my_relation']) => ({ my_relation }) as GroupDetailDto;

describe('the crypto payment checks', () => {
  const t = i18n.t.bind(i18n);

  it('asks for a sign-in first, then membership, then the crypto service', () => {
    expect(
      cryptoPayBlockReason({ signedIn: false, group: group(null), serviceAnswered: false }, t),
    ).toBe('Vous devez être connecté pour effectuer un paiement');
    expect(
      cryptoPayBlockReason({ signedIn: true, group: group('pending'), serviceAnswered: false }, t),
    ).toBe('Vous devez être membre du groupe pour effectuer un paiement');
    expect(
      cryptoPayBlockReason({ signedIn: true, group: group('member'), serviceAnswered: false }, t),
    ).toBe('Service de cryptomonnaie temporairement indisponible');
  });

  it('lets a member or the admin pay when the service answers', () => {
    for (const relation of ['member', 'admin'] as const) {
      expect(
        cryptoPayBlockReason({ signedIn: true, group: group(relation), serviceAnswered: true }, t),
      ).toBeNull();
    }
  });
});
