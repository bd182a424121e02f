/**
 * Every user-visible message shared by the API and the clients, keyed by a stable id.
 * French is the documents' verbatim text; the API answers `detail` in French and clients
 * translate by key (`messages.<key>`), falling back to `detail`.
 */
export const messages = {
  firstNameRequired: {
    fr: 'Le prénom est requis',
    en: 'First name is required',
    sw: 'Jina la kwanza linahitajika',
  },
  firstNameTooShort: {
    fr: 'Le prénom doit contenir au moins 2 caractères',
    en: 'First name must be at least 2 characters',
    sw: 'Jina la kwanza lazima liwe na angalau herufi 2',
  },
  lastNameRequired: {
    fr: 'Le nom est requis',
    en: 'Last name is required',
    sw: 'Jina la ukoo linahitajika',
  },
  lastNameTooShort: {
    fr: 'Le nom doit contenir au moins 2 caractères',
    en: 'Last name must be at least 2 characters',
    sw: 'Jina la ukoo lazima liwe na angalau herufi 2',
  },
  emailRequired: {
    fr: "L'email est requis",
    en: 'Email is required',
    sw: 'Barua pepe inahitajika',
  },
  emailInvalid: {
    fr: "Format d'email invalide",
    en: 'Invalid email format',
    sw: 'Muundo wa barua pepe si sahihi',
  },
  emailMissingAt: {
    fr: 'Veuillez entrer une adresse email valide',
    en: 'Please enter a valid email address',
    sw: 'Tafadhali weka anwani halali ya barua pepe',
  },
  phoneRequired: {
    fr: 'Le téléphone est requis',
    en: 'Phone number is required',
    sw: 'Nambari ya simu inahitajika',
  },
  phoneInvalid: {
    fr: 'Format de téléphone invalide',
    en: 'Invalid phone number format',
    sw: 'Muundo wa nambari ya simu si sahihi',
  },
  mpesaPhoneInvalid: {
    fr: 'Numéro M-Pesa invalide : un numéro mobile du Kenya, par exemple 0712 345 678',
    en: 'Invalid M-Pesa number: a Kenyan mobile number, for example 0712 345 678',
    sw: 'Nambari ya M-Pesa si sahihi: nambari ya simu ya Kenya, kwa mfano 0712 345 678',
  },
  passwordRequired: {
    fr: 'Le mot de passe est requis',
    en: 'Password is required',
    sw: 'Nenosiri linahitajika',
  },
  passwordTooShort: {
    fr: 'Le mot de passe doit contenir au moins 8 caractères',
    en: 'Password must be at least 8 characters',
    sw: 'Nenosiri lazima liwe na angalau herufi 8',
  },
  currentPasswordRequired: {
    fr: 'Le mot de passe actuel est requis',
    en: 'The current password is required',
    sw: 'Nenosiri la sasa linahitajika',
  },
  passwordUnchanged: {
    fr: "Le nouveau mot de passe doit être différent de l'actuel",
    en: 'The new password must differ from the current one',
    sw: 'Nenosiri jipya lazima liwe tofauti na la sasa',
  },
  otpRequired: {
    fr: 'Saisissez le code à 6 chiffres ou un code de secours',
    en: 'Enter the 6-digit code or a recovery code',
    sw: 'Weka msimbo wa tarakimu 6 au msimbo wa dharura',
  },
  otpInvalid: {
    fr: 'Ce code n’a pas le bon format',
    en: 'This code is not in the right format',
    sw: 'Msimbo huu hauko katika muundo sahihi',
  },
  passwordTooWeak: {
    fr: 'Le mot de passe doit contenir une minuscule, une majuscule et un chiffre',
    en: 'Password must contain a lowercase letter, an uppercase letter and a digit',
    sw: 'Nenosiri lazima liwe na herufi ndogo, herufi kubwa na tarakimu',
  },
  passwordTooLong: {
    fr: 'Le mot de passe ne doit pas dépasser 128 caractères',
    en: 'Password must be at most 128 characters',
    sw: 'Nenosiri lisizidi herufi 128',
  },
  passwordsDoNotMatch: {
    fr: 'Les mots de passe ne correspondent pas',
    en: 'Passwords do not match',
    sw: 'Manenosiri hayalingani',
  },
  termsRequired: {
    fr: 'Vous devez accepter les conditions générales',
    en: 'You must accept the terms and conditions',
    sw: 'Lazima ukubali sheria na masharti',
  },
  languageInvalid: {
    fr: "Cette langue n'est pas prise en charge",
    en: 'This language is not supported',
    sw: 'Lugha hii haitumiki',
  },
  countryInvalid: {
    fr: "Ce pays n'est pas dans la liste",
    en: 'This country is not in the list',
    sw: 'Nchi hii haipo kwenye orodha',
  },
  currencyInvalid: {
    fr: 'Devise non prise en charge',
    en: 'Unsupported currency',
    sw: 'Sarafu haitumiki',
  },
  photoTooLarge: {
    fr: 'La photo ne doit pas dépasser 5 MB',
    en: 'The photo must not exceed 5 MB',
    sw: 'Picha isizidi MB 5',
  },
  photoNotImage: {
    fr: 'Veuillez sélectionner un fichier image',
    en: 'Please select an image file',
    sw: 'Tafadhali chagua faili ya picha',
  },
  usernameTooShort: {
    fr: "Le nom d'utilisateur doit contenir au moins 2 caractères",
    en: 'Username must be at least 2 characters',
    sw: 'Jina la mtumiaji lazima liwe na angalau herufi 2',
  },
  invalidValue: {
    fr: 'Valeur invalide',
    en: 'Invalid value',
    sw: 'Thamani si sahihi',
  },
  unknownField: {
    fr: 'Champ non reconnu',
    en: 'Unknown field',
    sw: 'Sehemu isiyojulikana',
  },
  roleInvalid: {
    fr: 'Rôle invalide',
    en: 'Invalid role',
    sw: 'Jukumu si sahihi',
  },
  sessionTimeoutInvalid: {
    fr: 'Délai de session invalide',
    en: 'Invalid session timeout',
    sw: 'Muda wa kikao si sahihi',
  },
  resetTokenInvalid: {
    fr: 'Lien de réinitialisation invalide ou expiré',
    en: 'Invalid or expired reset link',
    sw: 'Kiungo cha kuweka upya si sahihi au kimeisha muda',
  },
  groupNameRequired: {
    fr: 'Le nom du groupe est requis',
    en: 'The group name is required',
    sw: 'Jina la kikundi linahitajika',
  },
  groupNameTooShort: {
    fr: 'Le nom doit contenir au moins 3 caractères',
    en: 'The name must be at least 3 characters',
    sw: 'Jina lazima liwe na angalau herufi 3',
  },
  descriptionRequired: {
    fr: 'La description est requise',
    en: 'The description is required',
    sw: 'Maelezo yanahitajika',
  },
  descriptionTooShort: {
    fr: 'La description doit contenir au moins 10 caractères',
    en: 'The description must be at least 10 characters',
    sw: 'Maelezo lazima yawe na angalau herufi 10',
  },
  contributionPositive: {
    fr: 'Le montant de contribution doit être supérieur à 0',
    en: 'The contribution amount must be greater than 0',
    sw: 'Kiasi cha mchango lazima kiwe zaidi ya 0',
  },
  contributionTooLarge: {
    fr: 'Montant trop élevé pour ce nombre de membres : les cagnottes et les totaux du groupe dépasseraient ce que Tontine peut enregistrer exactement',
    en: 'Amount too high for this number of members: the group’s pots and totals would exceed what Tontine can record exactly',
    sw: 'Kiasi ni kikubwa mno kwa idadi hii ya wanachama: mikoba na jumla za kikundi zingezidi kile Tontine inaweza kurekodi kwa usahihi',
  },
  amountNeedsString: {
    fr: 'Ce montant a trop de chiffres pour être lu exactement : envoyez-le sous forme de texte, par exemple "1234567890.50"',
    en: 'This amount has too many digits to be read exactly: send it as a string, for example "1234567890.50"',
    sw: 'Kiasi hiki kina tarakimu nyingi mno kusomwa kwa usahihi: kitume kama maandishi, kwa mfano "1234567890.50"',
  },
  contributionMinimum: {
    fr: "Le montant de contribution doit être d'au moins 1",
    en: 'The contribution amount must be at least 1',
    sw: 'Kiasi cha mchango lazima kiwe angalau 1',
  },
  maxMembersMin: {
    fr: 'Le groupe doit permettre au moins 2 membres',
    en: 'The group must allow at least 2 members',
    sw: 'Kikundi lazima kiruhusu angalau wanachama 2',
  },
  maxMembersMax: {
    fr: 'Le groupe ne peut pas dépasser 50 membres',
    en: 'The group cannot exceed 50 members',
    sw: 'Kikundi hakiwezi kuzidi wanachama 50',
  },
  onboardingRequired: {
    fr: 'Veuillez remplir tous les champs requis',
    en: 'Please fill in all required fields',
    sw: 'Tafadhali jaza sehemu zote zinazohitajika',
  },
  onboardingMaxMembers: {
    fr: 'Le groupe doit compter entre 3 et 100 membres',
    en: 'The group must have between 3 and 100 members',
    sw: 'Kikundi lazima kiwe na wanachama kati ya 3 na 100',
  },
  formHasErrors: {
    fr: 'Veuillez corriger les erreurs dans le formulaire',
    en: 'Please correct the errors in the form',
    sw: 'Tafadhali sahihisha makosa kwenye fomu',
  },
  permanentCodeRequired: {
    fr: 'Veuillez entrer un code permanent',
    en: 'Please enter a permanent code',
    sw: 'Tafadhali weka msimbo wa kudumu',
  },
  permanentCodeLength: {
    fr: 'Le code permanent doit contenir exactement 8 caractères',
    en: 'The permanent code must be exactly 8 characters',
    sw: 'Msimbo wa kudumu lazima uwe na herufi 8 kamili',
  },
  groupIdRequired: {
    fr: 'Veuillez entrer un ID de groupe',
    en: 'Please enter a group ID',
    sw: 'Tafadhali weka kitambulisho cha kikundi',
  },
  invitationCodeRequired: {
    fr: "Veuillez entrer un code d'invitation",
    en: 'Please enter an invitation code',
    sw: 'Tafadhali weka msimbo wa mwaliko',
  },
  lateFineInvalid: {
    fr: 'Indiquez une amende valide (0 pour aucune)',
    en: 'Enter a valid fine (0 for none)',
    sw: 'Weka faini sahihi (0 kama hakuna)',
  },
  finePercentTooHigh: {
    fr: "L'amende ne peut pas dépasser 100 % de la cotisation",
    en: 'The fine cannot exceed 100% of the contribution',
    sw: 'Faini haiwezi kuzidi 100% ya mchango',
  },
  paidMemberFineTooLow: {
    fr: "L'amende d'un membre déjà payé doit être au moins égale à l'amende de retard",
    en: 'The fine for a member already paid must be at least the late fine',
    sw: 'Faini ya mwanachama aliyekwisha kulipwa lazima iwe angalau sawa na faini ya kuchelewa',
  },
  graceDaysInvalid: {
    fr: 'Le délai de grâce va de 0 à 30 jours',
    en: 'The grace period is 0 to 30 days',
    sw: 'Muda wa nyongeza ni siku 0 hadi 30',
  },
  reminderDaysInvalid: {
    fr: 'Le rappel avant l’échéance va de 0 à 7 jours',
    en: 'The reminder before the due date is 0 to 7 days',
    sw: 'Kikumbusho kabla ya tarehe ya mwisho ni siku 0 hadi 7',
  },
  savingAmountInvalid: {
    fr: 'Indiquez le montant de l’épargne de chaque cycle, supérieur à 0 pour une épargne fixe',
    en: 'Give the saving of each cycle, above 0 for a fixed saving',
    sw: 'Weka kiasi cha akiba kwa kila mzunguko, zaidi ya 0 kwa akiba isiyobadilika',
  },
  loanMultipleInvalid: {
    fr: 'Le multiple de l’épargne va de 0 à 10',
    en: 'The multiple of savings is 0 to 10',
    sw: 'Kigawe cha akiba ni 0 hadi 10',
  },
  loanCapInvalid: {
    fr: 'Le plafond d’un prêt est 0 (aucun prêt) ou au moins 100',
    en: 'The loan cap is 0 (no loans) or at least 100',
    sw: 'Kikomo cha mkopo ni 0 (hakuna mikopo) au angalau 100',
  },
  monthlyRateInvalid: {
    fr: 'Le taux d’intérêt va de 0 à 10 % par mois',
    en: 'The interest rate is 0 to 10% a month',
    sw: 'Kiwango cha riba ni 0 hadi 10% kwa mwezi',
  },
  loanTermInvalid: {
    fr: 'La durée d’un prêt va de 1 à 36 mois',
    en: 'A loan runs 1 to 36 months',
    sw: 'Muda wa mkopo ni miezi 1 hadi 36',
  },
  loanAmountInvalid: {
    fr: 'Indiquez un montant valide, supérieur à 0',
    en: 'Give a valid amount, above 0',
    sw: 'Weka kiasi halali, zaidi ya 0',
  },
  loanPurposeRequired: {
    fr: 'Dites à quoi servira le prêt',
    en: 'Say what the loan is for',
    sw: 'Eleza mkopo ni wa nini',
  },
  guarantorsInvalid: {
    fr: 'Le nombre de garants va de 0 à 5',
    en: 'The number of guarantors is 0 to 5',
    sw: 'Idadi ya wadhamini ni 0 hadi 5',
  },
  quietHoursInvalid: {
    fr: 'Indiquez des heures de silence au format HH:MM, avec un début différent de la fin',
    en: 'Give quiet hours as HH:MM, with a start different from the end',
    sw: 'Weka saa za utulivu kwa muundo HH:MM, mwanzo ukiwa tofauti na mwisho',
  },
  dailyLimitInvalid: {
    fr: 'Le nombre de messages par jour va de 1 à 10',
    en: 'The number of messages a day is 1 to 10',
    sw: 'Idadi ya ujumbe kwa siku ni 1 hadi 10',
  },
  timeZoneInvalid: {
    fr: 'Fuseau horaire inconnu',
    en: 'Unknown time zone',
    sw: 'Saa za eneo hazijulikani',
  },
  motivationRequired: {
    fr: 'Veuillez ajouter un message de motivation',
    en: 'Please add a motivation message',
    sw: 'Tafadhali ongeza ujumbe wa motisha',
  },
  groupNotSelected: {
    fr: 'Groupe non sélectionné',
    en: 'No group selected',
    sw: 'Hakuna kikundi kilichochaguliwa',
  },
  dateInvalid: {
    fr: 'Date invalide',
    en: 'Invalid date',
    sw: 'Tarehe si sahihi',
  },
  amountPositive: {
    fr: 'Le montant doit être supérieur à 0',
    en: 'The amount must be greater than 0',
    sw: 'Kiasi lazima kiwe zaidi ya 0',
  },
  invalidAddress: {
    fr: 'Adresse de portefeuille invalide (0x suivi de 40 caractères hexadécimaux)',
    en: 'Invalid wallet address (0x followed by 40 hexadecimal characters)',
    sw: 'Anwani ya pochi si sahihi (0x ikifuatiwa na herufi 40 za heksadesimali)',
  },
  rejectionReasonRequired: {
    fr: 'Veuillez indiquer le motif du rejet',
    en: 'Please give the reason for the rejection',
    sw: 'Tafadhali eleza sababu ya kukataa',
  },
  waiveReasonRequired: {
    fr: "Veuillez indiquer le motif de l'annulation de l'amende",
    en: 'Please give the reason for waiving the fine',
    sw: 'Tafadhali eleza sababu ya kusamehe faini',
  },
} as const satisfies Record<string, { fr: string; en: string; sw: string }>;

export type MessageKey = keyof typeof messages;

export function frenchMessage(key: string): string {
  return key in messages ? messages[key as MessageKey].fr : key;
}
