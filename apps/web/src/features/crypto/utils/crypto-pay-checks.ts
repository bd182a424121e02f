import type { GroupDetailDto } from '@tontine/contracts';
import type { TFunction } from 'i18next';

/**
 * The checks for a crypto payment, in order: signed in, a member of the group, the crypto
 * service answering. The first that fails is the reason shown, else null. The server decides
 * all of them again (and the due, the group's state) when the quote is asked for.
 */
export function cryptoPayBlockReason(
  {
    signedIn,
    group,
    serviceAnswered,
  }: { signedIn: boolean; group: GroupDetailDto; serviceAnswered: boolean },
  t: TFunction,
): string | null {
  if (!signedIn) return t('crypto.pay.reasonLogin');
  if (group.my_relation !== 'member' && group.my_relation !== 'admin') {
    return t('crypto.pay.reasonMember');
  }
  if (!serviceAnswered) return t('crypto.pay.reasonService');
  return null;
}
