import { z } from 'zod';

/**
 * The confirmations the API answers with, once, in the three languages. The API sends the
 * French text as `message` (the documents' language) and its key as `message_key`, so that a
 * client shows the reader's language; `{{param}}` marks a value put in.
 */
export const successMessages = {
  groupCreated: {
    fr: 'Groupe créé avec succès !',
    en: 'Group created!',
    sw: 'Kikundi kimeundwa!',
  },
  groupDeleted: { fr: 'Groupe supprimé', en: 'Group deleted', sw: 'Kikundi kimefutwa' },
  joinRequestSent: {
    fr: "Demande d'adhésion envoyée avec succès !",
    en: 'Join request sent!',
    sw: 'Ombi la kujiunga limetumwa!',
  },
  memberExcluded: { fr: 'Membre exclu', en: 'Member removed', sw: 'Mwanachama ameondolewa' },
  groupJoined: {
    fr: 'Vous avez rejoint le groupe {{group_name}}',
    en: 'You joined the group {{group_name}}',
    sw: 'Umejiunga na kikundi {{group_name}}',
  },
  paymentRecorded: {
    fr: "Paiement enregistré ! L'admin va valider votre contribution.",
    en: 'Payment recorded! The admin will validate your contribution.',
    sw: 'Malipo yamerekodiwa! Msimamizi atathibitisha mchango wako.',
  },
  settingsSaved: {
    fr: 'Paramètres sauvegardés avec succès !',
    en: 'Settings saved!',
    sw: 'Mipangilio imehifadhiwa!',
  },
  maintenanceSubscribed: {
    fr: 'Vous serez prévenu par e-mail dès la réouverture.',
    en: 'You will be told by e-mail as soon as it reopens.',
    sw: 'Utaarifiwa kwa barua pepe mara tu itakapofunguliwa tena.',
  },
  resetLinkSent: {
    fr: 'Si un compte existe pour cette adresse, un lien de réinitialisation vient de lui être envoyé.',
    en: 'If an account exists for this address, a reset link has just been sent to it.',
    sw: 'Ikiwa akaunti ipo kwa anwani hii, kiungo cha kuweka upya kimetumwa kwake.',
  },
  passwordReset: {
    fr: 'Mot de passe modifié. Vous pouvez vous connecter.',
    en: 'Password changed. You can sign in.',
    sw: 'Nenosiri limebadilishwa. Unaweza kuingia.',
  },
  passwordChanged: {
    fr: 'Mot de passe modifié. Vos autres sessions ont été fermées.',
    en: 'Password changed. Your other sessions were ended.',
    sw: 'Nenosiri limebadilishwa. Vipindi vyako vingine vimefungwa.',
  },
  signedOut: { fr: 'Vous êtes déconnecté.', en: 'You are signed out.', sw: 'Umetoka.' },
  signedOutEverywhere: {
    fr: 'Toutes vos sessions ont été fermées.',
    en: 'All your sessions were ended.',
    sw: 'Vipindi vyako vyote vimefungwa.',
  },
  twoFactorEnabled: {
    fr: 'Double authentification activée.',
    en: 'Two-factor sign-in turned on.',
    sw: 'Uthibitishaji wa hatua mbili umewashwa.',
  },
  twoFactorDisabled: {
    fr: 'Double authentification désactivée.',
    en: 'Two-factor sign-in turned off.',
    sw: 'Uthibitishaji wa hatua mbili umezimwa.',
  },
  unsubscribedEmail: {
    fr: 'Vous ne recevrez plus de rappels de paiement par e-mail.',
    en: 'You will no longer receive payment reminders by e-mail.',
    sw: 'Hutapokea tena vikumbusho vya malipo kwa barua pepe.',
  },
  unsubscribedSms: {
    fr: 'Vous ne recevrez plus de rappels de paiement par SMS.',
    en: 'You will no longer receive payment reminders by SMS.',
    sw: 'Hutapokea tena vikumbusho vya malipo kwa SMS.',
  },
  reminderPreferencesSaved: {
    fr: 'Préférences de rappel enregistrées.',
    en: 'Reminder preferences saved.',
    sw: 'Mapendeleo ya vikumbusho yamehifadhiwa.',
  },
} as const satisfies Record<string, { fr: string; en: string; sw: string }>;

export type SuccessMessageKey = keyof typeof successMessages;

/** A confirmation as the API answers it: the French text and the key the clients translate. */
export const successMessageSchema = z.strictObject({
  message: z.string(),
  message_key: z.enum(Object.keys(successMessages) as [SuccessMessageKey, ...SuccessMessageKey[]]),
});
export type SuccessMessage = z.output<typeof successMessageSchema>;

export function successMessage(
  key: SuccessMessageKey,
  params: Record<string, string> = {},
): SuccessMessage {
  const message = successMessages[key].fr.replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => params[name] ?? '',
  );
  return { message, message_key: key };
}
