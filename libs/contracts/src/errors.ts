import {
  PROOF_BYTES_PER_MEMBER_MAX,
  PROOF_BYTES_WINDOW_DAYS,
  PROOFS_PER_CONTRIBUTION_MAX,
} from './payment-proofs.js';

/**
 * Domain error codes: the HTTP status the API answers with and the message shown to the
 * user. The API sends `{ detail, code }` (detail in French, the documents' language);
 * clients translate by code and fall back to detail.
 */
type Localized = { fr: string; en: string; sw: string };
const PROOF_MEMBER_MB = PROOF_BYTES_PER_MEMBER_MAX / 1024 / 1024;
type ErrorDef = { status: number; message: Localized };

export const errorCatalog = {
  VALIDATION_FAILED: {
    status: 400,
    message: { fr: 'Requête invalide', en: 'Invalid request', sw: 'Ombi si sahihi' },
  },
  MALFORMED_BODY: {
    status: 400,
    message: {
      fr: 'Le corps de la requête est illisible',
      en: 'The request body could not be read',
      sw: 'Mwili wa ombi hausomeki',
    },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: {
      fr: 'Le corps de la requête doit être du JSON (Content-Type: application/json)',
      en: 'The request body must be JSON (Content-Type: application/json)',
      sw: 'Mwili wa ombi lazima uwe JSON (Content-Type: application/json)',
    },
  },
  NUMBER_NOT_EXACT: {
    status: 400,
    message: {
      fr: 'Ce nombre a trop de chiffres pour être lu exactement : envoyez-le sous forme de texte décimal, par exemple "1234567890.50"',
      en: 'This number has too many digits to be read exactly: send it as a decimal string, for example "1234567890.50"',
      sw: 'Namba hii ina tarakimu nyingi mno kusomwa kwa usahihi: itume kama maandishi ya desimali, kwa mfano "1234567890.50"',
    },
  },
  VALUE_OUT_OF_RANGE: {
    status: 400,
    message: {
      fr: 'Une valeur est trop grande pour être enregistrée',
      en: 'A value is too large to be recorded',
      sw: 'Thamani moja ni kubwa mno kuhifadhiwa',
    },
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: {
      fr: 'Service momentanément indisponible. Réessayez dans quelques instants.',
      en: 'Service briefly unavailable. Try again in a moment.',
      sw: 'Huduma haipatikani kwa muda. Jaribu tena baada ya muda mfupi.',
    },
  },
  EMAIL_TAKEN: {
    status: 409,
    message: {
      fr: 'Un compte existe déjà avec cet email',
      en: 'An account already exists with this email',
      sw: 'Akaunti yenye barua pepe hii tayari ipo',
    },
  },
  INVALID_CREDENTIALS: {
    status: 401,
    message: {
      fr: 'Email ou mot de passe incorrect',
      en: 'Incorrect email or password',
      sw: 'Barua pepe au nenosiri si sahihi',
    },
  },
  TOO_MANY_LOGIN_ATTEMPTS: {
    status: 429,
    message: {
      fr: 'Trop de tentatives de connexion. Réessayez dans quelques minutes, ou réinitialisez votre mot de passe avec « Mot de passe oublié » : cela débloque le compte aussitôt.',
      en: 'Too many sign-in attempts. Try again in a few minutes, or reset your password with “Forgot password”: that unblocks the account at once.',
      sw: 'Majaribio mengi mno ya kuingia. Jaribu tena baada ya dakika chache, au weka upya nenosiri lako kwa « Umesahau nenosiri »: hiyo hufungua akaunti mara moja.',
    },
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    message: {
      fr: 'Trop de demandes. Réessayez dans quelques minutes.',
      en: 'Too many requests. Try again in a few minutes.',
      sw: 'Maombi mengi mno. Jaribu tena baada ya dakika chache.',
    },
  },
  UNAUTHENTICATED: {
    status: 401,
    message: {
      fr: 'Authentification requise',
      en: 'Authentication required',
      sw: 'Uthibitishaji unahitajika',
    },
  },
  SESSION_EXPIRED: {
    status: 401,
    message: {
      fr: 'Session expirée, veuillez vous reconnecter',
      en: 'Session expired, please sign in again',
      sw: 'Kikao kimeisha, tafadhali ingia tena',
    },
  },
  SESSION_REVOKED: {
    status: 401,
    message: {
      fr: 'Votre session a été fermée. Reconnectez-vous.',
      en: 'Your session was ended. Please sign in again.',
      sw: 'Kipindi chako kimefungwa. Tafadhali ingia tena.',
    },
  },
  TWO_FACTOR_REQUIRED: {
    status: 401,
    message: {
      fr: "Saisissez le code de votre application d'authentification",
      en: 'Enter the code from your authenticator app',
      sw: 'Weka msimbo kutoka programu yako ya uthibitishaji',
    },
  },
  TWO_FACTOR_INVALID: {
    status: 401,
    message: {
      fr: 'Code de vérification incorrect ou déjà utilisé',
      en: 'Incorrect or already used verification code',
      sw: 'Msimbo wa uthibitishaji si sahihi au tayari umetumika',
    },
  },
  /**
   * A wrong or used code sent by a signed-in account (turning two-factor sign-in on or off, new
   * recovery codes): a refused input, not a refused session, so not a 401.
   */
  TWO_FACTOR_CODE_INCORRECT: {
    status: 400,
    message: {
      fr: 'Code de vérification incorrect ou déjà utilisé',
      en: 'Incorrect or already used verification code',
      sw: 'Msimbo wa uthibitishaji si sahihi au tayari umetumika',
    },
  },
  TWO_FACTOR_SETUP_REQUIRED: {
    status: 403,
    message: {
      fr: 'Activez la double authentification pour continuer : elle est obligatoire pour les super-admins',
      en: 'Turn on two-factor sign-in to continue: super admins must use it',
      sw: 'Washa uthibitishaji wa hatua mbili ili kuendelea: ni lazima kwa wasimamizi wakuu',
    },
  },
  TWO_FACTOR_REQUIRED_FOR_ROLE: {
    status: 403,
    message: {
      fr: 'La double authentification est obligatoire pour les super-admins : elle ne peut pas être désactivée',
      en: 'Two-factor sign-in is required for super admins: it cannot be turned off',
      sw: 'Uthibitishaji wa hatua mbili ni lazima kwa wasimamizi wakuu: hauwezi kuzimwa',
    },
  },
  TWO_FACTOR_ALREADY_ENABLED: {
    status: 409,
    message: {
      fr: 'La double authentification est déjà activée',
      en: 'Two-factor sign-in is already on',
      sw: 'Uthibitishaji wa hatua mbili tayari umewashwa',
    },
  },
  TWO_FACTOR_NOT_ENABLED: {
    status: 409,
    message: {
      fr: "La double authentification n'est pas activée",
      en: 'Two-factor sign-in is not on',
      sw: 'Uthibitishaji wa hatua mbili haujawashwa',
    },
  },
  TWO_FACTOR_SETUP_NOT_STARTED: {
    status: 409,
    message: {
      fr: "Commencez par scanner le code QR, puis saisissez le code de l'application",
      en: 'Start by scanning the QR code, then enter the code from the app',
      sw: 'Anza kwa kuchanganua msimbo wa QR, kisha weka msimbo kutoka programu',
    },
  },
  CURRENT_PASSWORD_INVALID: {
    status: 400,
    message: {
      fr: 'Le mot de passe actuel est incorrect',
      en: 'The current password is incorrect',
      sw: 'Nenosiri la sasa si sahihi',
    },
  },
  USER_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Utilisateur introuvable',
      en: 'User not found',
      sw: 'Mtumiaji hapatikani',
    },
  },
  CANNOT_ACT_ON_SELF: {
    status: 403,
    message: {
      fr: 'Vous ne pouvez pas effectuer cette action sur votre propre compte',
      en: 'You cannot do this to your own account',
      sw: 'Huwezi kufanya hivi kwa akaunti yako mwenyewe',
    },
  },
  CANNOT_ACT_ON_SUPER_ADMIN: {
    status: 403,
    message: {
      fr: 'Un super-admin ne peut être ni suspendu ni supprimé',
      en: 'A super admin can be neither suspended nor deleted',
      sw: 'Msimamizi mkuu hawezi kusimamishwa wala kufutwa',
    },
  },
  ACCOUNT_SUSPENDED: {
    status: 403,
    message: {
      fr: 'Ce compte est suspendu',
      en: 'This account is suspended',
      sw: 'Akaunti hii imesimamishwa',
    },
  },
  SUPERADMIN_REQUIRED: {
    status: 403,
    message: {
      fr: 'Accès super-admin requis pour cette action',
      en: 'Super-admin access required for this action',
      sw: 'Ruhusa ya msimamizi mkuu inahitajika kwa kitendo hiki',
    },
  },
  OPERATOR_REQUIRED: {
    status: 403,
    message: {
      fr: 'Accès réservé aux opérateurs de la plateforme',
      en: "Access restricted to the platform's operators",
      sw: 'Ufikiaji ni kwa waendeshaji wa jukwaa pekee',
    },
  },
  SUPPORT_ACCESS_DENIED: {
    status: 403,
    message: {
      fr: "Un compte support n'a accès qu'au journal d'audit et à son propre compte",
      en: 'A support account may only use the audit trail and its own account',
      sw: 'Akaunti ya usaidizi inaweza kutumia kumbukumbu za ukaguzi na akaunti yake pekee',
    },
  },
  CANNOT_CHANGE_OWN_ROLE: {
    status: 403,
    message: {
      fr: 'Vous ne pouvez pas modifier votre propre rôle ni votre propre statut',
      en: 'You cannot change your own role or status',
      sw: 'Huwezi kubadilisha jukumu lako wala hali yako mwenyewe',
    },
  },
  USER_DELETED: {
    status: 409,
    message: {
      fr: 'Ce compte a été supprimé',
      en: 'This account has been deleted',
      sw: 'Akaunti hii imefutwa',
    },
  },
  USER_RUNS_GROUPS: {
    status: 409,
    message: {
      fr: "Cet utilisateur administre encore au moins un groupe : supprimez ou fermez d'abord ses groupes",
      en: 'This user still runs at least one group: delete or close their groups first',
      sw: 'Mtumiaji huyu bado anasimamia angalau kikundi kimoja: futa au funga vikundi vyake kwanza',
    },
  },
  DEMO_DISABLED: {
    status: 403,
    message: {
      fr: 'Le mode démo est désactivé',
      en: 'Demo mode is turned off',
      sw: 'Hali ya majaribio imezimwa',
    },
  },
  INSTANCE_DRAINING: {
    status: 503,
    message: {
      fr: "Ce serveur s'arrête : la requête passe par un autre",
      en: 'This server is stopping: the request goes to another one',
      sw: 'Seva hii inazimwa: ombi linapita kwenye nyingine',
    },
  },
  MAINTENANCE: {
    status: 503,
    message: {
      fr: 'Application en cours de mise à jour...',
      en: 'The application is being updated...',
      sw: 'Programu inasasishwa...',
    },
  },
  PHOTO_TOO_LARGE: {
    status: 413,
    message: {
      fr: 'La photo ne doit pas dépasser 5 MB',
      en: 'The photo must not exceed 5 MB',
      sw: 'Picha isizidi MB 5',
    },
  },
  PHOTO_NOT_IMAGE: {
    status: 415,
    message: {
      fr: 'Veuillez sélectionner un fichier image',
      en: 'Please select an image file',
      sw: 'Tafadhali chagua faili ya picha',
    },
  },
  PHOTO_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Aucune photo de profil',
      en: 'No profile photo',
      sw: 'Hakuna picha ya wasifu',
    },
  },
  RESET_TOKEN_INVALID: {
    status: 400,
    message: {
      fr: 'Lien de réinitialisation invalide ou expiré',
      en: 'Invalid or expired reset link',
      sw: 'Kiungo cha kuweka upya si sahihi au kimeisha muda',
    },
  },
  GROUP_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Groupe non trouvé',
      en: 'Group not found',
      sw: 'Kikundi hakikupatikana',
    },
  },
  INVALID_PERMANENT_CODE: {
    status: 404,
    message: {
      fr: "Code d'invitation invalide ou groupe introuvable (vérifiez le code, 8 caractères)",
      en: 'Invalid invitation code or group not found (check the code, 8 characters)',
      sw: 'Msimbo wa mwaliko si sahihi au kikundi hakipatikani (hakiki msimbo, herufi 8)',
    },
  },
  INVALID_INVITATION_CODE: {
    status: 404,
    message: {
      fr: "Code d'invitation invalide",
      en: 'Invalid invitation code',
      sw: 'Msimbo wa mwaliko si sahihi',
    },
  },
  INVITATION_EXPIRED: {
    status: 403,
    message: {
      fr: "Ce code d'invitation a expiré ou n'est plus valide",
      en: 'This invitation code has expired or is no longer valid',
      sw: 'Msimbo huu wa mwaliko umeisha muda au si halali tena',
    },
  },
  ALREADY_MEMBER: {
    status: 400,
    message: {
      fr: 'Vous êtes déjà membre de ce groupe',
      en: 'You are already a member of this group',
      sw: 'Tayari wewe ni mwanachama wa kikundi hiki',
    },
  },
  GROUP_RULES_CHANGED: {
    status: 409,
    message: {
      fr: 'Les règles du groupe ont changé : relisez-les avant de rejoindre',
      en: "The group's rules have changed: read them again before joining",
      sw: 'Sheria za kikundi zimebadilika: zisome tena kabla ya kujiunga',
    },
  },
  SAVINGS_DISABLED: {
    status: 409,
    message: {
      fr: "Ce groupe ne tient pas de caisse d'épargne",
      en: 'This group keeps no savings fund',
      sw: 'Kikundi hiki hakina mfuko wa akiba',
    },
  },
  SAVING_ALREADY_PAID: {
    status: 409,
    message: {
      fr: "L'épargne de ce cycle est déjà versée ou attend la validation",
      en: "This cycle's saving is already paid or waiting for validation",
      sw: 'Akiba ya mzunguko huu imeshalipwa au inasubiri kuthibitishwa',
    },
  },
  SAVING_AMOUNT_FIXED: {
    status: 400,
    message: {
      fr: "L'épargne de ce groupe est d'un montant fixe par cycle",
      en: "This group's saving is a fixed amount each cycle",
      sw: 'Akiba ya kikundi hiki ni kiasi kisichobadilika kila mzunguko',
    },
  },
  SAVING_TOO_SMALL: {
    status: 400,
    message: {
      fr: "Le montant est inférieur à l'épargne minimale du groupe",
      en: "The amount is below the group's smallest saving",
      sw: 'Kiasi ni chini ya akiba ndogo zaidi ya kikundi',
    },
  },
  SAVING_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Épargne introuvable',
      en: 'Saving not found',
      sw: 'Akiba haikupatikana',
    },
  },
  SAVING_NOT_PENDING: {
    status: 409,
    message: {
      fr: "Cette épargne n'attend plus de validation",
      en: 'This saving is no longer waiting for validation',
      sw: 'Akiba hii haisubiri tena kuthibitishwa',
    },
  },
  LOANS_DISABLED: {
    status: 409,
    message: {
      fr: "Ce groupe n'accorde pas de prêts",
      en: 'This group grants no loans',
      sw: 'Kikundi hiki hakitoi mikopo',
    },
  },
  LOAN_TOO_SMALL: {
    status: 400,
    message: {
      fr: "Un prêt est d'au moins 100",
      en: 'A loan is at least 100',
      sw: 'Mkopo ni angalau 100',
    },
  },
  LOAN_OVER_LIMIT: {
    status: 400,
    message: {
      fr: 'Ce montant dépasse ce que vous pouvez emprunter',
      en: 'This amount is more than you may borrow',
      sw: 'Kiasi hiki kinazidi unachoweza kukopa',
    },
  },
  LOAN_TERM_TOO_LONG: {
    status: 400,
    message: {
      fr: 'Cette durée dépasse la plus longue que le groupe accorde',
      en: 'This term is longer than the group allows',
      sw: 'Muda huu ni mrefu kuliko kikundi kinavyoruhusu',
    },
  },
  LOAN_GUARANTORS_REQUIRED: {
    status: 400,
    message: {
      fr: 'Choisissez le nombre de garants que le groupe demande',
      en: 'Choose the number of guarantors the group asks for',
      sw: 'Chagua idadi ya wadhamini kikundi kinachohitaji',
    },
  },
  LOAN_GUARANTOR_INVALID: {
    status: 400,
    message: {
      fr: 'Un garant doit être un autre membre du groupe, nommé une seule fois',
      en: 'A guarantor must be another member of the group, named once',
      sw: 'Mdhamini lazima awe mwanachama mwingine wa kikundi, aliyetajwa mara moja',
    },
  },
  LOAN_TERMS_CHANGED: {
    status: 409,
    message: {
      fr: "Les conditions du prêt ont changé : relisez l'échéancier avant de confirmer",
      en: "The loan's terms have changed: read the schedule again before confirming",
      sw: 'Masharti ya mkopo yamebadilika: soma ratiba tena kabla ya kuthibitisha',
    },
  },
  LOAN_APPLICATION_OPEN: {
    status: 409,
    message: {
      fr: 'Vous avez déjà une demande de prêt en cours dans ce groupe',
      en: 'You already have a loan application under way in this group',
      sw: 'Tayari una ombi la mkopo linaloendelea katika kikundi hiki',
    },
  },
  LOAN_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Prêt introuvable',
      en: 'Loan not found',
      sw: 'Mkopo haukupatikana',
    },
  },
  LOAN_NOT_GUARANTOR: {
    status: 403,
    message: {
      fr: "Vous n'êtes pas garant de ce prêt",
      en: 'You are not a guarantor of this loan',
      sw: 'Wewe si mdhamini wa mkopo huu',
    },
  },
  LOAN_GUARANTEE_DECIDED: {
    status: 409,
    message: {
      fr: "Cette garantie n'attend plus de réponse",
      en: 'This guarantee is no longer waiting for an answer',
      sw: 'Dhamana hii haisubiri jibu tena',
    },
  },
  LOAN_NOT_AWAITING_APPROVAL: {
    status: 409,
    message: {
      fr: "Ce prêt n'attend pas d'approbation",
      en: 'This loan is not waiting for approval',
      sw: 'Mkopo huu hausubiri kuidhinishwa',
    },
  },
  LOAN_SELF_APPROVAL: {
    status: 403,
    message: {
      fr: 'Vous ne pouvez pas décider de votre propre prêt',
      en: 'You cannot decide on your own loan',
      sw: 'Huwezi kuamua kuhusu mkopo wako mwenyewe',
    },
  },
  LOAN_TREASURER_FIRST: {
    status: 409,
    message: {
      fr: "Un trésorier doit d'abord approuver ce prêt",
      en: 'A treasurer must approve this loan first',
      sw: 'Mweka hazina lazima aidhinishe mkopo huu kwanza',
    },
  },
  LOAN_NOT_APPROVED: {
    status: 409,
    message: {
      fr: "Ce prêt n'attend pas de décaissement",
      en: 'This loan is not waiting for its disbursement',
      sw: 'Mkopo huu hausubiri kutolewa',
    },
  },
  LOAN_DISBURSING: {
    status: 409,
    message: {
      fr: "Ce prêt est en cours d'envoi par M-Pesa : attendez le résultat de Safaricom",
      en: "This loan is being sent by M-Pesa: wait for Safaricom's result",
      sw: 'Mkopo huu unatumwa kwa M-Pesa: subiri matokeo ya Safaricom',
    },
  },
  LOAN_FUND_SHORT: {
    status: 409,
    message: {
      fr: 'La caisse ne détient pas ce montant en ce moment',
      en: 'The fund does not hold this amount right now',
      sw: 'Mfuko hauna kiasi hiki kwa sasa',
    },
  },
  LOAN_NOT_ACTIVE: {
    status: 409,
    message: {
      fr: "Ce prêt n'est pas en cours de remboursement",
      en: 'This loan is not being repaid',
      sw: 'Mkopo huu haulipwi kwa sasa',
    },
  },
  LOAN_REPAYMENT_TOO_LARGE: {
    status: 400,
    message: {
      fr: 'Ce montant dépasse ce qui reste à rembourser',
      en: 'This amount is more than is left to repay',
      sw: 'Kiasi hiki kinazidi kilichobaki kulipwa',
    },
  },
  LOAN_NOT_CANCELLABLE: {
    status: 409,
    message: {
      fr: 'Ce prêt ne peut plus être annulé',
      en: 'This loan can no longer be cancelled',
      sw: 'Mkopo huu hauwezi kufutwa tena',
    },
  },
  MEMBER_HAS_LOAN: {
    status: 409,
    message: {
      fr: 'Ce membre doit encore un prêt au groupe : il doit être remboursé ou repris par un garant',
      en: 'This member still owes the group a loan: it must be repaid or taken over by a guarantor',
      sw: 'Mwanachama huyu bado anadaiwa mkopo na kikundi: lazima ulipwe au uchukuliwe na mdhamini',
    },
  },
  SHARE_OUT_LOANS_OUTSTANDING: {
    status: 409,
    message: {
      fr: 'La caisse ne peut être partagée tant que des prêts restent à rembourser ou à verser',
      en: 'The fund cannot be shared out while loans are still to be repaid or disbursed',
      sw: 'Mfuko hauwezi kugawanywa wakati mikopo bado inadaiwa au haijatolewa',
    },
  },
  SHARE_OUT_NOTHING: {
    status: 409,
    message: {
      fr: 'La caisse ne détient rien à partager',
      en: 'The fund holds nothing to share out',
      sw: 'Mfuko hauna chochote cha kugawanya',
    },
  },
  SHARE_OUT_CHANGED: {
    status: 409,
    message: {
      fr: 'La caisse a changé depuis l’aperçu : relisez le partage avant de le confirmer',
      en: 'The fund has changed since the preview: read the share-out again before confirming',
      sw: 'Mfuko umebadilika tangu muhtasari: soma mgawanyo tena kabla ya kuthibitisha',
    },
  },
  FINE_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Amende introuvable',
      en: 'Fine not found',
      sw: 'Faini haikupatikana',
    },
  },
  FINE_SETTLED: {
    status: 409,
    message: {
      fr: 'Cette amende est déjà réglée ou annulée',
      en: 'This fine is already paid or waived',
      sw: 'Faini hii imeshalipwa au kusamehewa',
    },
  },
  FINE_PAYMENT_PENDING: {
    status: 409,
    message: {
      fr: 'Un paiement de cette amende attend déjà la validation',
      en: 'A payment of this fine is already waiting for validation',
      sw: 'Malipo ya faini hii tayari yanasubiri kuthibitishwa',
    },
  },
  FINE_NOT_PENDING: {
    status: 409,
    message: {
      fr: "Aucun paiement de cette amende n'attend de validation",
      en: 'No payment of this fine is waiting for validation',
      sw: 'Hakuna malipo ya faini hii yanayosubiri kuthibitishwa',
    },
  },
  GROUP_FULL: {
    status: 400,
    message: {
      fr: 'Ce groupe a atteint sa capacité maximale',
      en: 'This group has reached its maximum capacity',
      sw: 'Kikundi hiki kimefikia idadi yake ya juu',
    },
  },
  GROUP_INACTIVE: {
    status: 400,
    message: {
      fr: "Ce groupe n'est pas actif",
      en: 'This group is no longer active',
      sw: 'Kikundi hiki hakiko hai tena',
    },
  },
  GROUP_CREATE_FORBIDDEN: {
    status: 403,
    message: {
      fr: "Vous n'êtes pas autorisé à créer un groupe",
      en: 'You are not allowed to create a group',
      sw: 'Huruhusiwi kuunda kikundi',
    },
  },
  GROUP_ADMIN_REQUIRED: {
    status: 403,
    message: {
      fr: "Seul l'administrateur du groupe peut effectuer cette action",
      en: 'Only the group admin can do this',
      sw: 'Msimamizi wa kikundi pekee ndiye anaweza kufanya hivi',
    },
  },
  NOT_GROUP_MEMBER: {
    status: 403,
    message: {
      fr: "Vous n'êtes pas membre de ce groupe",
      en: 'You are not a member of this group',
      sw: 'Wewe si mwanachama wa kikundi hiki',
    },
  },
  JOIN_REQUEST_PENDING: {
    status: 409,
    message: {
      fr: 'Vous avez déjà une demande en attente pour ce groupe',
      en: 'You already have a pending request for this group',
      sw: 'Tayari una ombi linalosubiri kwa kikundi hiki',
    },
  },
  JOIN_REQUEST_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Demande introuvable',
      en: 'Request not found',
      sw: 'Ombi halikupatikana',
    },
  },
  JOIN_REQUEST_DECIDED: {
    status: 409,
    message: {
      fr: 'Cette demande a déjà été traitée',
      en: 'This request has already been decided',
      sw: 'Ombi hili tayari limeshughulikiwa',
    },
  },
  /** A refusal holds until an admin accepts a new request. */
  JOIN_REQUEST_REFUSED: {
    status: 403,
    message: {
      fr: 'Votre demande pour rejoindre ce groupe a été refusée : envoyez une nouvelle demande à son administrateur.',
      en: 'Your request to join this group was declined: send a new request to its admin.',
      sw: 'Ombi lako la kujiunga na kikundi hiki limekataliwa: tuma ombi jipya kwa msimamizi wake.',
    },
  },
  EXCLUDED_FROM_GROUP: {
    status: 403,
    message: {
      fr: 'Vous avez été exclu de ce groupe : envoyez une nouvelle demande à son administrateur pour y revenir.',
      en: 'You have been removed from this group: send a new request to its admin to come back.',
      sw: 'Umeondolewa kwenye kikundi hiki: tuma ombi jipya kwa msimamizi wake ili urudi.',
    },
  },
  CANNOT_EXCLUDE_SELF: {
    status: 400,
    message: {
      fr: 'Vous ne pouvez pas vous exclure vous-même',
      en: 'You cannot exclude yourself',
      sw: 'Huwezi kujiondoa mwenyewe',
    },
  },
  CANNOT_EXCLUDE_ADMIN: {
    status: 403,
    message: {
      fr: 'Un administrateur ne peut pas être exclu',
      en: 'An admin cannot be excluded',
      sw: 'Msimamizi hawezi kuondolewa',
    },
  },
  MEMBER_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Ce membre ne fait pas partie du groupe',
      en: 'This member is not in the group',
      sw: 'Mwanachama huyu hayumo kwenye kikundi',
    },
  },
  FORBIDDEN: {
    status: 403,
    message: {
      fr: 'Accès refusé',
      en: 'Access denied',
      sw: 'Ufikiaji umekataliwa',
    },
  },
  TOO_MANY_JOIN_ATTEMPTS: {
    status: 429,
    message: {
      fr: "Trop de tentatives d'adhésion. Réessayez dans quelques minutes.",
      en: 'Too many join attempts. Try again in a few minutes.',
      sw: 'Majaribio mengi mno ya kujiunga. Jaribu tena baada ya dakika chache.',
    },
  },
  PAYMENT_MEMBERS_ONLY: {
    status: 403,
    message: {
      fr: 'Seuls les membres du groupe peuvent effectuer des paiements',
      en: 'Only group members can make payments',
      sw: 'Wanachama wa kikundi pekee wanaweza kulipa',
    },
  },
  NO_CONTRIBUTION_AMOUNT: {
    status: 400,
    message: {
      fr: 'Aucun montant de contribution défini pour ce groupe',
      en: 'No contribution amount is set for this group',
      sw: 'Hakuna kiasi cha mchango kilichowekwa kwa kikundi hiki',
    },
  },
  GROUP_CLOSED_FOR_PAYMENTS: {
    status: 400,
    message: {
      fr: "Ce groupe est fermé et n'accepte plus de paiements",
      en: 'This group is closed and no longer accepts payments',
      sw: 'Kikundi hiki kimefungwa na hakipokei malipo tena',
    },
  },
  CURRENCY_MISMATCH: {
    status: 400,
    message: {
      fr: 'La devise ne correspond pas à celle du groupe',
      en: "The currency does not match the group's",
      sw: 'Sarafu hailingani na ya kikundi',
    },
  },
  CYCLE_INVALID: {
    status: 400,
    message: {
      fr: "Ce cycle n'existe pas pour ce groupe",
      en: 'This cycle does not exist for this group',
      sw: 'Mzunguko huu haupo kwa kikundi hiki',
    },
  },
  AMOUNT_EXCEEDS_DUE: {
    status: 400,
    message: {
      fr: 'Ce montant dépasse ce que vous devez pour ce cycle',
      en: 'This amount is more than you owe for this cycle',
      sw: 'Kiasi hiki kinazidi unachodaiwa kwa mzunguko huu',
    },
  },
  NOTHING_DUE: {
    status: 400,
    message: {
      fr: 'Vous ne devez rien pour ce cycle',
      en: 'You owe nothing for this cycle',
      sw: 'Hudaiwi chochote kwa mzunguko huu',
    },
  },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    message: {
      fr: "Cette clé d'idempotence a déjà servi pour un autre paiement",
      en: 'This idempotency key was already used for another payment',
      sw: 'Ufunguo huu tayari umetumika kwa malipo mengine',
    },
  },
  CONTRIBUTION_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Contribution introuvable',
      en: 'Contribution not found',
      sw: 'Mchango haukupatikana',
    },
  },
  CONTRIBUTION_DECIDED: {
    status: 409,
    message: {
      fr: 'Cette contribution a déjà été traitée',
      en: 'This contribution has already been decided',
      sw: 'Mchango huu tayari umeshughulikiwa',
    },
  },
  ROTATION_NOT_STARTED: {
    status: 400,
    message: {
      fr: "La rotation n'a pas encore commencé",
      en: 'The rotation has not started yet',
      sw: 'Mzunguko bado haujaanza',
    },
  },
  ROTATION_COMPLETE: {
    status: 400,
    message: {
      fr: 'La rotation est terminée',
      en: 'The rotation is complete',
      sw: 'Mzunguko umekamilika',
    },
  },
  CONTRIBUTIONS_INCOMPLETE: {
    status: 400,
    message: {
      fr: 'Toutes les contributions du cycle ne sont pas encore validées',
      en: 'Not all contributions of the cycle are approved yet',
      sw: 'Michango yote ya mzunguko bado haijaidhinishwa',
    },
  },
  PAYOUT_ALREADY_RECORDED: {
    status: 409,
    message: {
      fr: 'Le versement de ce cycle est déjà enregistré',
      en: 'The payout of this cycle is already recorded',
      sw: 'Malipo ya mzunguko huu tayari yamerekodiwa',
    },
  },
  ROTATION_LOCKED: {
    status: 409,
    message: {
      fr: "L'ordre de passage est verrouillé depuis le premier versement de la cagnotte",
      en: 'The payout order is locked since the first payout',
      sw: 'Mpangilio wa malipo umefungwa tangu malipo ya kwanza ya mfuko',
    },
  },
  MEMBER_IS_ADMIN: {
    status: 400,
    message: {
      fr: "Un administrateur du groupe ne peut pas être nommé trésorier : il gère déjà l'argent du groupe",
      en: "A group admin cannot be named treasurer: they already handle the group's money",
      sw: 'Msimamizi wa kikundi hawezi kuteuliwa mweka hazina: tayari anashughulikia pesa za kikundi',
    },
  },
  TURN_SWAP_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Échange de tour introuvable',
      en: 'Turn swap not found',
      sw: 'Ubadilishaji wa zamu haukupatikana',
    },
  },
  TURN_SWAP_SELF: {
    status: 400,
    message: {
      fr: 'Choisissez un autre membre du groupe',
      en: 'Choose another member of the group',
      sw: 'Chagua mwanachama mwingine wa kikundi',
    },
  },
  UNSUBSCRIBE_LINK_INVALID: {
    status: 404,
    message: {
      fr: 'Ce lien de désinscription n’est pas valide',
      en: 'This unsubscribe link is not valid',
      sw: 'Kiungo hiki cha kujiondoa si sahihi',
    },
  },
  TURN_ALREADY_PAID: {
    status: 409,
    message: {
      fr: 'Ce tour a déjà été versé : il ne peut plus être échangé',
      en: 'This turn has already been paid out: it can no longer be swapped',
      sw: 'Zamu hii imeshalipwa: haiwezi kubadilishwa tena',
    },
  },
  TURN_SWAP_OPEN: {
    status: 409,
    message: {
      fr: 'Un échange est déjà en cours pour ce tour',
      en: 'A swap is already under way for this turn',
      sw: 'Ubadilishaji tayari unaendelea kwa zamu hii',
    },
  },
  TURN_SWAP_OVERTAKEN: {
    status: 409,
    message: {
      fr: "Un versement a eu lieu entre-temps : l'échange n'est plus possible",
      en: 'A payout took place in the meantime: the swap is no longer possible',
      sw: 'Malipo yamefanyika wakati huo huo: ubadilishaji hauwezekani tena',
    },
  },
  TURN_SWAP_DECIDED: {
    status: 409,
    message: {
      fr: 'Cet échange a déjà été traité',
      en: 'This swap has already been dealt with',
      sw: 'Ubadilishaji huu tayari umeshughulikiwa',
    },
  },
  TURN_SWAP_NOT_YOURS: {
    status: 403,
    message: {
      fr: 'Seul le membre concerné peut répondre à cet échange',
      en: 'Only the member concerned can answer this swap',
      sw: 'Ni mwanachama husika tu anayeweza kujibu ubadilishaji huu',
    },
  },
  PAYOUT_ORDER_CHANGED: {
    status: 409,
    message: {
      fr: "L'ordre de passage vient de changer : rechargez la page avant d'enregistrer le versement",
      en: 'The payout order has just changed: reload the page before recording the payout',
      sw: 'Mpangilio wa malipo umebadilika sasa hivi: pakia upya ukurasa kabla ya kurekodi malipo',
    },
  },
  ORDER_NOT_ADMIN_SET: {
    status: 400,
    message: {
      fr: "Ce groupe ne laisse pas l'administrateur fixer l'ordre",
      en: 'This group does not let the admin set the order',
      sw: 'Kikundi hiki hakimruhusu msimamizi kupanga mpangilio',
    },
  },
  ORDER_MEMBERS_MISMATCH: {
    status: 400,
    message: {
      fr: "L'ordre doit contenir chaque membre une seule fois",
      en: 'The order must list every member exactly once',
      sw: 'Mpangilio lazima uwe na kila mwanachama mara moja',
    },
  },
  TX_HASH_USED: {
    status: 409,
    message: {
      fr: 'Cette transaction a déjà été enregistrée',
      en: 'This transaction has already been recorded',
      sw: 'Muamala huu tayari umerekodiwa',
    },
  },
  CRYPTO_SERVICE_UNAVAILABLE: {
    status: 503,
    message: {
      fr: 'Service de cryptomonnaie temporairement indisponible',
      en: 'Crypto service temporarily unavailable',
      sw: 'Huduma ya sarafu za kidijitali haipatikani kwa muda',
    },
  },
  CRYPTO_NETWORK_UNAVAILABLE: {
    status: 503,
    message: {
      fr: "Ce réseau n'est pas disponible sur cette plateforme",
      en: 'This network is not available on this platform',
      sw: 'Mtandao huu haupatikani kwenye jukwaa hili',
    },
  },
  CRYPTO_WALLETS_DISABLED: {
    status: 503,
    message: {
      fr: "La création de portefeuilles crypto est désactivée : la clé maîtresse (WALLET_MASTER_KEY) n'est pas configurée sur le serveur",
      en: 'Creating crypto wallets is disabled: the master key (WALLET_MASTER_KEY) is not configured on the server',
      sw: 'Kuunda pochi za crypto kumezimwa: ufunguo mkuu (WALLET_MASTER_KEY) haujawekwa kwenye seva',
    },
  },
  WALLET_EXISTS: {
    status: 409,
    message: {
      fr: 'Vous avez déjà un portefeuille sur ce réseau',
      en: 'You already have a wallet on this network',
      sw: 'Tayari una pochi kwenye mtandao huu',
    },
  },
  WALLET_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Portefeuille introuvable',
      en: 'Wallet not found',
      sw: 'Pochi haikupatikana',
    },
  },
  NOTIFICATION_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Notification introuvable',
      en: 'Notification not found',
      sw: 'Arifa haikupatikana',
    },
  },
  STATS_FORBIDDEN: {
    status: 403,
    message: {
      fr: 'Accès refusé. Seuls les administrateurs peuvent voir les statistiques.',
      en: 'Access denied. Only administrators can view statistics.',
      sw: 'Ufikiaji umekataliwa. Wasimamizi pekee wanaweza kuona takwimu.',
    },
  },
  CONTRIBUTION_NOT_REVERSIBLE: {
    status: 409,
    message: {
      fr: "Seule une contribution validée d'un cycle pas encore versé peut être corrigée",
      en: 'Only an approved contribution of a cycle not yet paid out can be corrected',
      sw: 'Mchango ulioidhinishwa wa mzunguko ambao bado haujalipwa pekee ndio unaweza kusahihishwa',
    },
  },
  CONTRIBUTION_ALREADY_REVERSED: {
    status: 409,
    message: {
      fr: 'Cette contribution a déjà été corrigée',
      en: 'This contribution has already been corrected',
      sw: 'Mchango huu tayari umesahihishwa',
    },
  },
  NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Ressource introuvable',
      en: 'Resource not found',
      sw: 'Rasilimali haikupatikana',
    },
  },
  CHAT_MESSAGE_EMPTY: {
    status: 400,
    message: {
      fr: 'Le message est vide',
      en: 'The message is empty',
      sw: 'Ujumbe hauna maandishi',
    },
  },
  CHAT_LOGIN_REQUIRED: {
    status: 401,
    message: {
      fr: 'Vous devez être connecté pour envoyer des messages',
      en: 'You must be signed in to send messages',
      sw: 'Lazima uingie ili kutuma ujumbe',
    },
  },
  CHAT_NOT_MEMBER: {
    status: 403,
    message: {
      fr: 'Vous ne pouvez pas envoyer de message dans ce groupe',
      en: 'You cannot send messages in this group',
      sw: 'Huwezi kutuma ujumbe katika kikundi hiki',
    },
  },
  CHAT_GROUP_INACTIVE: {
    status: 403,
    message: {
      fr: 'Vous ne pouvez pas envoyer de messages dans ce groupe (inactif)',
      en: 'You cannot send messages in this group (inactive)',
      sw: 'Huwezi kutuma ujumbe katika kikundi hiki (hakitumiki)',
    },
  },
  CHAT_MESSAGE_TOO_LONG: {
    status: 400,
    message: {
      fr: 'Message trop long (maximum 500 caractères)',
      en: 'Message too long (maximum 500 characters)',
      sw: 'Ujumbe ni mrefu mno (herufi 500 zaidi)',
    },
  },
  CHAT_RATE_LIMITED: {
    status: 429,
    message: {
      fr: 'Trop de messages envoyés, attendez un moment',
      en: 'Too many messages sent, wait a moment',
      sw: 'Umetuma ujumbe mwingi, subiri kidogo',
    },
  },
  CHAT_MEMBERS_ONLY: {
    status: 403,
    message: {
      fr: 'Vous devez être membre du groupe pour accéder au chat',
      en: 'You must be a member of the group to open the chat',
      sw: 'Lazima uwe mwanachama wa kikundi ili kufungua gumzo',
    },
  },
  CHAT_UNAVAILABLE: {
    status: 403,
    message: {
      fr: 'Chat indisponible pour ce groupe',
      en: 'Chat unavailable for this group',
      sw: 'Gumzo halipatikani kwa kikundi hiki',
    },
  },
  CHAT_GROUP_CLOSED: {
    status: 403,
    message: {
      fr: 'Chat indisponible : groupe fermé/suspendu',
      en: 'Chat unavailable: group closed/suspended',
      sw: 'Gumzo halipatikani: kikundi kimefungwa/kimesimamishwa',
    },
  },
  CHAT_MESSAGE_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Message introuvable',
      en: 'Message not found',
      sw: 'Ujumbe haukupatikana',
    },
  },
  CHAT_FLAG_OWN: {
    status: 400,
    message: {
      fr: 'Vous ne pouvez pas signaler votre propre message',
      en: 'You cannot report your own message',
      sw: 'Huwezi kuripoti ujumbe wako mwenyewe',
    },
  },
  CHAT_ALREADY_FLAGGED: {
    status: 409,
    message: {
      fr: 'Vous avez déjà signalé ce message',
      en: 'You have already reported this message',
      sw: 'Tayari umeripoti ujumbe huu',
    },
  },
  CHAT_DELETE_FORBIDDEN: {
    status: 403,
    message: {
      fr: 'Vous ne pouvez supprimer que vos propres messages',
      en: 'You can only delete your own messages',
      sw: 'Unaweza kufuta ujumbe wako tu',
    },
  },
  CHAT_MODERATOR_REQUIRED: {
    status: 403,
    message: {
      fr: 'Réservé aux modérateurs du chat',
      en: 'For chat moderators only',
      sw: 'Kwa wasimamizi wa gumzo pekee',
    },
  },
  CHAT_MODERATORS_INVALID: {
    status: 400,
    message: {
      fr: 'Les modérateurs doivent être membres du groupe',
      en: 'Moderators must be members of the group',
      sw: 'Wasimamizi lazima wawe wanachama wa kikundi',
    },
  },
  CHAT_MODERATORS_ADMIN_ONLY: {
    status: 403,
    message: {
      fr: "Seul l'administrateur du groupe gère les modérateurs",
      en: 'Only the group admin manages moderators',
      sw: 'Msimamizi wa kikundi pekee ndiye anayesimamia wasimamizi wa gumzo',
    },
  },
  DOCUMENT_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Document inconnu',
      en: 'Unknown document',
      sw: 'Hati haijulikani',
    },
  },
  DOCUMENT_VERSION_NOT_FOUND: {
    status: 404,
    message: {
      fr: "Cette version du document n'existe pas",
      en: 'This version of the document does not exist',
      sw: 'Toleo hili la hati halipo',
    },
  },
  DOCUMENT_VERSION_CONFLICT: {
    status: 409,
    message: {
      fr: "Le document a été modifié entre-temps : rechargez-le avant d'enregistrer",
      en: 'The document was changed in the meantime: reload it before saving',
      sw: 'Hati imebadilishwa wakati huo: ipakie upya kabla ya kuhifadhi',
    },
  },
  DOCUMENT_INVALID: {
    status: 400,
    message: {
      fr: 'Le document ne respecte pas son schéma',
      en: 'The document does not match its schema',
      sw: 'Hati hailingani na muundo wake',
    },
  },
  SETTING_UNKNOWN: {
    status: 400,
    message: {
      fr: 'Réglage inconnu',
      en: 'Unknown setting',
      sw: 'Mpangilio haujulikani',
    },
  },
  SETTING_SECRET_READ_ONLY: {
    status: 400,
    message: {
      fr: "Ce secret est en lecture seule : il se règle dans l'environnement du serveur, jamais depuis la console",
      en: "This secret is read-only: it is set in the server's environment, never from the console",
      sw: 'Siri hii ni ya kusoma tu: huwekwa kwenye mazingira ya seva, kamwe si kutoka kwenye koni',
    },
  },
  SETTING_FIXED: {
    status: 400,
    message: {
      fr: "Ce réglage n'est pas modifiable depuis la console : il est fixé par l'application ou par l'environnement du serveur",
      en: "This setting cannot be changed from the console: it is fixed by the application or by the server's environment",
      sw: 'Mpangilio huu hauwezi kubadilishwa kutoka kwenye koni: umewekwa na programu au na mazingira ya seva',
    },
  },
  CONFIG_CONFIRMATION_REQUIRED: {
    status: 400,
    message: {
      fr: 'Une modification de la configuration doit être confirmée : renvoyez-la avec confirm: true',
      en: 'A configuration change must be confirmed: send it again with confirm: true',
      sw: 'Mabadiliko ya usanidi lazima yathibitishwe: yatume tena na confirm: true',
    },
  },
  CRYPTO_PAYMENTS_DISABLED: {
    status: 403,
    message: {
      fr: 'Les paiements en crypto-monnaie sont désactivés pour le moment',
      en: 'Cryptocurrency payments are turned off for now',
      sw: 'Malipo ya sarafu za kidijitali yamezimwa kwa sasa',
    },
  },
  SYSTEM_ACTION_UNKNOWN: {
    status: 404,
    message: {
      fr: 'Action système inconnue',
      en: 'Unknown system action',
      sw: 'Kitendo cha mfumo hakijulikani',
    },
  },
  RESTART_UNAVAILABLE: {
    status: 501,
    message: {
      fr: "Redémarrage impossible : l'API ne tourne pas sous le superviseur de npm start (scripts/start.mjs), personne ne la relancerait",
      en: 'Restart unavailable: the API is not running under the supervisor of npm start (scripts/start.mjs), nothing would start it again',
      sw: 'Kuwasha upya hakuwezekani: API haiendeshwi chini ya msimamizi wa npm start (scripts/start.mjs), hakuna kitakachoiwasha tena',
    },
  },
  DEPLOY_NOT_CONFIGURED: {
    status: 501,
    message: {
      fr: "Déploiement non configuré : définissez DEPLOY_COMMAND dans l'environnement du serveur",
      en: "Deployment not configured: set DEPLOY_COMMAND in the server's environment",
      sw: 'Usambazaji haujasanidiwa: weka DEPLOY_COMMAND kwenye mazingira ya seva',
    },
  },
  DEPLOY_FAILED: {
    status: 502,
    message: {
      fr: 'Le déploiement a échoué',
      en: 'The deployment failed',
      sw: 'Usambazaji umeshindwa',
    },
  },
  BACKUP_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Sauvegarde introuvable',
      en: 'Backup not found',
      sw: 'Nakala rudufu haipatikani',
    },
  },
  EXPORT_KIND_UNKNOWN: {
    status: 404,
    message: {
      fr: "Type d'export inconnu",
      en: 'Unknown export kind',
      sw: 'Aina ya uhamishaji haijulikani',
    },
  },
  RATE_UNAVAILABLE: {
    status: 422,
    message: {
      fr: "Aucun taux de change n'est défini pour cette devise : un super administrateur doit le saisir",
      en: 'No exchange rate is set for this currency: a super admin must enter one',
      sw: 'Hakuna kiwango cha ubadilishaji kilichowekwa kwa sarafu hii: msimamizi mkuu lazima akiweke',
    },
  },
  QUOTE_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Devis de paiement introuvable',
      en: 'Payment quote not found',
      sw: 'Nukuu ya malipo haikupatikana',
    },
  },
  QUOTE_EXPIRED: {
    status: 409,
    message: {
      fr: 'Ce devis a expiré : demandez un nouveau montant',
      en: 'This quote has expired: ask for a new amount',
      sw: 'Nukuu hii imeisha muda wake: omba kiasi kipya',
    },
  },
  QUOTE_USED: {
    status: 409,
    message: {
      fr: 'Ce devis a déjà servi à un paiement',
      en: 'This quote was already used for a payment',
      sw: 'Nukuu hii tayari imetumika kwa malipo',
    },
  },
  CRYPTO_INSUFFICIENT_BALANCE: {
    status: 422,
    message: {
      fr: 'Solde de jetons insuffisant dans le portefeuille',
      en: 'Not enough tokens in the wallet',
      sw: 'Salio la tokeni halitoshi kwenye pochi',
    },
  },
  CRYPTO_INSUFFICIENT_GAS: {
    status: 422,
    message: {
      fr: "Le portefeuille n'a pas assez de monnaie du réseau pour payer les frais de transaction : contactez l'opérateur",
      en: "The wallet does not hold enough of the network's coin to pay the transaction fee: contact the operator",
      sw: 'Pochi haina sarafu ya mtandao ya kutosha kulipia ada ya muamala: wasiliana na mwendeshaji',
    },
  },
  CRYPTO_NOT_CONFIRMED: {
    status: 409,
    message: {
      fr: "Ce paiement crypto n'est pas encore confirmé sur la blockchain",
      en: 'This crypto payment is not confirmed on the blockchain yet',
      sw: 'Malipo haya ya crypto bado hayajathibitishwa kwenye blockchain',
    },
  },
  CRYPTO_PAYMENT_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Paiement crypto introuvable',
      en: 'Crypto payment not found',
      sw: 'Malipo ya crypto hayakupatikana',
    },
  },
  MPESA_UNAVAILABLE: {
    status: 503,
    message: {
      fr: 'Le paiement par M-Pesa est temporairement indisponible.',
      en: 'Payment by M-Pesa is temporarily unavailable.',
      sw: 'Malipo kwa M-Pesa hayapatikani kwa muda.',
    },
  },
  MPESA_CURRENCY_NOT_KES: {
    status: 400,
    message: {
      fr: "M-Pesa ne sert qu'aux groupes qui cotisent en shillings kényans (KES)",
      en: 'M-Pesa is only for groups that contribute in Kenyan shillings (KES)',
      sw: 'M-Pesa ni kwa vikundi vinavyochangia kwa shilingi za Kenya (KES) pekee',
    },
  },
  MPESA_PHONE_REQUIRED: {
    status: 400,
    message: {
      fr: "Votre numéro enregistré n'est pas un numéro mobile du Kenya : saisissez le numéro M-Pesa qui paie",
      en: 'Your registered number is not a Kenyan mobile number: enter the M-Pesa number that pays',
      sw: 'Nambari yako iliyosajiliwa si nambari ya simu ya Kenya: weka nambari ya M-Pesa itakayolipa',
    },
  },
  MPESA_LESS_THAN_A_SHILLING: {
    status: 400,
    message: {
      fr: "Il vous reste moins d'un shilling à payer : M-Pesa ne transfère que des shillings entiers, payez ce reste en espèces",
      en: 'Less than one shilling is left to pay: M-Pesa moves whole shillings only, pay the rest in cash',
      sw: 'Kimebaki chini ya shilingi moja kulipa: M-Pesa hutuma shilingi kamili tu, lipa kilichobaki kwa pesa taslimu',
    },
  },
  MPESA_FINE_NOT_WHOLE: {
    status: 400,
    message: {
      fr: 'Cette amende compte des centimes : M-Pesa ne transfère que des shillings entiers, payez-la en espèces',
      en: 'This fine has cents: M-Pesa moves whole shillings only, pay it in cash',
      sw: 'Faini hii ina senti: M-Pesa hutuma shilingi kamili tu, ilipe kwa pesa taslimu',
    },
  },
  MPESA_AMOUNT_NOT_WHOLE: {
    status: 400,
    message: {
      fr: 'Ce montant compte des centimes : M-Pesa ne transfère que des shillings entiers',
      en: 'This amount has cents: M-Pesa moves whole shillings only',
      sw: 'Kiasi hiki kina senti: M-Pesa hutuma shilingi kamili tu',
    },
  },
  MPESA_PAYMENT_PENDING: {
    status: 409,
    message: {
      fr: 'Un paiement M-Pesa est déjà en cours pour ce cycle : validez-le sur votre téléphone ou attendez son résultat',
      en: 'An M-Pesa payment is already under way for this cycle: approve it on your phone or wait for its result',
      sw: 'Malipo ya M-Pesa tayari yanaendelea kwa mzunguko huu: yaidhinishe kwenye simu yako au subiri matokeo yake',
    },
  },
  MPESA_PAYMENT_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Paiement M-Pesa introuvable',
      en: 'M-Pesa payment not found',
      sw: 'Malipo ya M-Pesa hayakupatikana',
    },
  },
  MPESA_REFUSED: {
    status: 502,
    message: {
      fr: 'M-Pesa a refusé la demande de paiement : vérifiez le numéro et réessayez',
      en: 'M-Pesa refused the payment request: check the number and try again',
      sw: 'M-Pesa imekataa ombi la malipo: hakikisha nambari na ujaribu tena',
    },
  },
  MPESA_SERVICE_UNAVAILABLE: {
    status: 503,
    message: {
      fr: 'M-Pesa ne répond pas pour le moment : réessayez dans un instant',
      en: 'M-Pesa is not answering at the moment: try again shortly',
      sw: 'M-Pesa haijibu kwa sasa: jaribu tena baada ya muda mfupi',
    },
  },
  MPESA_CONFIRMED_BY_RECEIPT: {
    status: 409,
    message: {
      fr: "Un paiement M-Pesa est validé par le reçu de Safaricom, pas par l'administrateur",
      en: "An M-Pesa payment is validated by Safaricom's receipt, not by the admin",
      sw: 'Malipo ya M-Pesa huthibitishwa na risiti ya Safaricom, si na msimamizi',
    },
  },
  MPESA_PAYBILL_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Paiement Paybill introuvable',
      en: 'Paybill payment not found',
      sw: 'Malipo ya Paybill hayakupatikana',
    },
  },
  MPESA_PAYBILL_SETTLED: {
    status: 409,
    message: {
      fr: "Ce paiement n'est plus en attente : il a déjà été attribué ou remboursé",
      en: 'This payment is no longer waiting: it was already assigned or refunded',
      sw: 'Malipo haya hayasubiri tena: tayari yamepewa mtu au yamerudishwa',
    },
  },
  MPESA_PAYOUTS_UNAVAILABLE: {
    status: 503,
    message: {
      fr: "Le versement par M-Pesa n'est pas configuré sur cette plateforme : versez ce pot en espèces",
      en: 'Payouts by M-Pesa are not set up on this platform: pay this pot in cash',
      sw: 'Malipo kwa M-Pesa hayajawekwa kwenye jukwaa hili: lipa chungu hiki kwa pesa taslimu',
    },
  },
  MPESA_POT_NOT_WHOLE: {
    status: 400,
    message: {
      fr: 'M-Pesa ne verse que des shillings entiers : ce pot a des centimes, versez-le en espèces',
      en: 'M-Pesa pays whole shillings only: this pot has cents, pay it in cash',
      sw: 'M-Pesa hulipa shilingi kamili tu: chungu hiki kina senti, kilipe kwa pesa taslimu',
    },
  },
  MPESA_DISBURSEMENT_UNAVAILABLE: {
    status: 503,
    message: {
      fr: "Le versement par M-Pesa n'est pas configuré sur cette plateforme : remettez ce prêt en espèces",
      en: 'Payouts by M-Pesa are not set up on this platform: hand this loan over in cash',
      sw: 'Malipo kwa M-Pesa hayajawekwa kwenye jukwaa hili: toa mkopo huu kwa pesa taslimu',
    },
  },
  MPESA_LOAN_NOT_WHOLE: {
    status: 400,
    message: {
      fr: 'Ce prêt compte des centimes : M-Pesa ne verse que des shillings entiers, remettez-le en espèces',
      en: 'This loan has cents: M-Pesa pays whole shillings only, hand it over in cash',
      sw: 'Mkopo huu una senti: M-Pesa hulipa shilingi kamili tu, utoe kwa pesa taslimu',
    },
  },
  MPESA_BORROWER_PHONE_REQUIRED: {
    status: 400,
    message: {
      fr: "Le numéro enregistré de l'emprunteur n'est pas un numéro mobile du Kenya : saisissez son numéro M-Pesa",
      en: "The borrower's registered number is not a Kenyan mobile number: enter their M-Pesa number",
      sw: 'Nambari iliyosajiliwa ya mkopaji si nambari ya simu ya Kenya: weka nambari yake ya M-Pesa',
    },
  },
  MPESA_PAYOUT_PENDING: {
    status: 409,
    message: {
      fr: 'Le versement M-Pesa de ce cycle est en cours : attendez le résultat de Safaricom',
      en: "This cycle's M-Pesa payout is under way: wait for Safaricom's result",
      sw: 'Malipo ya M-Pesa ya mzunguko huu yanaendelea: subiri matokeo ya Safaricom',
    },
  },
  MPESA_PAYOUT_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Versement M-Pesa introuvable',
      en: 'M-Pesa payout not found',
      sw: 'Malipo ya M-Pesa hayakupatikana',
    },
  },
  MPESA_BENEFICIARY_PHONE_REQUIRED: {
    status: 400,
    message: {
      fr: "Le numéro enregistré du bénéficiaire n'est pas un numéro mobile du Kenya : saisissez son numéro M-Pesa",
      en: "The beneficiary's registered number is not a Kenyan mobile number: enter their M-Pesa number",
      sw: 'Nambari iliyosajiliwa ya mnufaika si nambari ya simu ya Kenya: weka nambari yake ya M-Pesa',
    },
  },
  MPESA_REFERENCE_UNKNOWN: {
    status: 400,
    message: {
      fr: 'Ce numéro de compte ne correspond à aucun membre',
      en: 'This account number matches no member',
      sw: 'Nambari hii ya akaunti hailingani na mwanachama yeyote',
    },
  },
  MPESA_STATEMENT_INVALID: {
    status: 400,
    message: {
      fr: "Ce fichier n'est pas un relevé M-Pesa lisible : exportez le relevé du compte en CSV depuis le portail M-Pesa de Safaricom (colonnes Receipt No., Completion Time, Paid In et Withdrawn)",
      en: "This file is not a readable M-Pesa statement: export the account's statement as CSV from Safaricom's M-Pesa portal (columns Receipt No., Completion Time, Paid In and Withdrawn)",
      sw: 'Faili hili si taarifa ya M-Pesa inayosomeka: hamisha taarifa ya akaunti kama CSV kutoka kwenye tovuti ya M-Pesa ya Safaricom (safu Receipt No., Completion Time, Paid In na Withdrawn)',
    },
  },
  MPESA_STATEMENT_TOO_LARGE: {
    status: 413,
    message: {
      fr: 'Ce relevé dépasse 768 Ko : exportez une période plus courte et importez-la en plusieurs fois',
      en: 'This statement is over 768 KB: export a shorter period and import it in parts',
      sw: 'Taarifa hii inazidi KB 768: hamisha kipindi kifupi zaidi na uiingize kwa sehemu',
    },
  },
  MPESA_STATEMENT_WRONG_SHORTCODE: {
    status: 400,
    message: {
      fr: "Ce relevé est celui d'un autre numéro court : importez le relevé du paybill ou du numéro de versement de la plateforme, et choisissez le numéro qu'il nomme",
      en: "This statement is for another shortcode: import the statement of the platform's paybill or payout shortcode, and choose the shortcode it names",
      sw: 'Taarifa hii ni ya nambari fupi nyingine: ingiza taarifa ya paybill au ya nambari ya malipo ya jukwaa, na uchague nambari inayoitaja',
    },
  },
  MPESA_STATEMENT_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Import de relevé M-Pesa introuvable',
      en: 'M-Pesa statement import not found',
      sw: 'Uingizaji wa taarifa ya M-Pesa haukupatikana',
    },
  },
  SEND_TO_SELF: {
    status: 400,
    message: {
      fr: 'Impossible d’envoyer vers le portefeuille lui-même',
      en: 'You cannot send to the wallet itself',
      sw: 'Huwezi kutuma kwenye pochi yenyewe',
    },
  },
  INVALID_ADDRESS: {
    status: 400,
    message: {
      fr: 'Adresse de destination invalide',
      en: 'Invalid destination address',
      sw: 'Anwani ya mpokeaji si sahihi',
    },
  },
  AMOUNT_TOO_PRECISE: {
    status: 400,
    message: {
      fr: 'Ce montant a plus de décimales que le jeton',
      en: 'This amount has more decimals than the token',
      sw: 'Kiasi hiki kina desimali nyingi kuliko tokeni',
    },
  },
  CRYPTO_SEND_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Envoi crypto introuvable',
      en: 'Crypto send not found',
      sw: 'Utumaji wa crypto haukupatikana',
    },
  },
  // Ads and rewards, guided flows, proof of payment.
  AD_NOT_FOUND: {
    status: 404,
    message: { fr: 'Publicité introuvable', en: 'Ad not found', sw: 'Tangazo halipatikani' },
  },
  AD_NOT_REWARDED: {
    status: 400,
    message: {
      fr: "Cette publicité n'offre pas de récompense",
      en: 'This ad offers no reward',
      sw: 'Tangazo hili halina zawadi',
    },
  },
  AD_VIEW_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Visionnage introuvable',
      en: 'Ad view not found',
      sw: 'Utazamaji wa tangazo haupatikani',
    },
  },
  AD_VIEW_TOO_EARLY: {
    status: 409,
    message: {
      fr: 'Regardez la vidéo jusqu’au bout pour obtenir la récompense',
      en: 'Watch the video to the end to get the reward',
      sw: 'Tazama video hadi mwisho ili upate zawadi',
    },
  },
  AD_REWARD_ALREADY_CLAIMED: {
    status: 409,
    message: {
      fr: 'Cette récompense a déjà été récupérée',
      en: 'This reward was already claimed',
      sw: 'Zawadi hii tayari imechukuliwa',
    },
  },
  ADS_UNAVAILABLE: {
    status: 409,
    message: {
      fr: 'Aucune publicité ne peut être affichée pour le moment',
      en: 'No ad can be shown right now',
      sw: 'Hakuna tangazo linaloweza kuonyeshwa kwa sasa',
    },
  },
  REWARD_NOT_OWNED: {
    status: 403,
    message: {
      fr: 'Débloquez ce thème ou ce badge avant de l’utiliser',
      en: 'Unlock this theme or badge before using it',
      sw: 'Fungua mandhari au beji hii kabla ya kuitumia',
    },
  },
  AD_IMAGE_NOT_FOUND: {
    status: 404,
    message: { fr: 'Image introuvable', en: 'Image not found', sw: 'Picha haipatikani' },
  },
  FLOW_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Erreur de navigation: Flow introuvable. Destination non trouvée',
      en: 'Navigation error: flow not found. Destination not found',
      sw: 'Hitilafu ya urambazaji: mtiririko haupatikani. Mahali hapajapatikana',
    },
  },
  FLOW_STEP_INVALID: {
    status: 400,
    message: {
      fr: 'Erreur de navigation: Destination non trouvée',
      en: 'Navigation error: destination not found',
      sw: 'Hitilafu ya urambazaji: mahali hapajapatikana',
    },
  },
  PROOF_TOO_LARGE: {
    status: 413,
    message: {
      fr: 'Fichier trop volumineux. Taille maximale: 10MB',
      en: 'File too large. Maximum size: 10MB',
      sw: 'Faili ni kubwa mno. Ukubwa wa juu: 10MB',
    },
  },
  PROOF_TYPE_REFUSED: {
    status: 415,
    message: {
      fr: 'Type de fichier non accepté : images, pdf, doc, docx ou txt',
      en: 'File type not accepted: images, pdf, doc, docx or txt',
      sw: 'Aina ya faili haikubaliki: picha, pdf, doc, docx au txt',
    },
  },
  PROOFS_PER_CONTRIBUTION_REACHED: {
    status: 409,
    message: {
      fr: `Nombre maximal de justificatifs atteint pour cette contribution : ${PROOFS_PER_CONTRIBUTION_MAX}. Supprimez-en un pour en joindre un autre`,
      en: `Maximum number of proofs reached for this contribution: ${PROOFS_PER_CONTRIBUTION_MAX}. Delete one to attach another`,
      sw: `Idadi ya juu ya uthibitisho kwa mchango huu imefikiwa: ${PROOFS_PER_CONTRIBUTION_MAX}. Futa mmoja ili kuambatisha mwingine`,
    },
  },
  PROOF_BYTES_PER_MEMBER_REACHED: {
    status: 409,
    message: {
      fr: `Volume maximal de justificatifs atteint : ${PROOF_MEMBER_MB}MB sur ${PROOF_BYTES_WINDOW_DAYS} jours. Supprimez un justificatif en attente ou réessayez plus tard`,
      en: `Maximum volume of proofs reached: ${PROOF_MEMBER_MB}MB over ${PROOF_BYTES_WINDOW_DAYS} days. Delete a pending proof or try again later`,
      sw: `Kiasi cha juu cha uthibitisho kimefikiwa: ${PROOF_MEMBER_MB}MB kwa siku ${PROOF_BYTES_WINDOW_DAYS}. Futa uthibitisho unaosubiri au jaribu tena baadaye`,
    },
  },
  PROOF_NOT_FOUND: {
    status: 404,
    message: {
      fr: 'Justificatif introuvable',
      en: 'Proof of payment not found',
      sw: 'Uthibitisho wa malipo haupatikani',
    },
  },
  PROOF_CONTRIBUTION_NOT_PENDING: {
    status: 409,
    message: {
      fr: 'Un justificatif ne peut être joint qu’à une contribution en attente de validation',
      en: 'A proof can only be attached to a contribution awaiting validation',
      sw: 'Uthibitisho unaweza kuambatishwa tu kwa mchango unaosubiri kuthibitishwa',
    },
  },
  INTERNAL: {
    status: 500,
    message: {
      fr: 'Erreur serveur. Veuillez réessayer dans quelques instants',
      en: 'Server error. Please try again in a moment',
      sw: 'Hitilafu ya seva. Tafadhali jaribu tena baada ya muda mfupi',
    },
  },
} as const satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof errorCatalog;

/** The body of every error answer of the API. */
export interface ErrorBody {
  detail: string;
  code: ErrorCode;
  /** Field the error is about, for validation errors. */
  field?: string;
  /** Message key (see `messages`) for validation errors. */
  message_key?: string;
  request_id?: string;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorCatalog;
}

/**
 * The refusals that mean the caller's session is over: no session behind the token, expired,
 * ended (signed out, elsewhere, by a password change) or the account suspended. A client forgets
 * its session on these and on nothing else: a 401 can also be a wrong password or code at
 * sign-in, and any other refusal leaves the session as it was.
 */
export const SESSION_ENDED_CODES = [
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'SESSION_REVOKED',
  'ACCOUNT_SUSPENDED',
] as const satisfies readonly ErrorCode[];

export function isSessionEnded(code: unknown): boolean {
  return (SESSION_ENDED_CODES as readonly unknown[]).includes(code);
}
