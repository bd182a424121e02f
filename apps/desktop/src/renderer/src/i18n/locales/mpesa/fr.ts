import type { LocaleShape } from '../locale-shape';

/** The M-Pesa section of the payments tab: STK pushes and the paybill suspense queue (French, the default). */
export const mpesaFr = {
  mpesa: {
    view: 'M-Pesa',
    receipt: 'N° de reçu',
    pushes: {
      title: 'Pushes STK',
      filter: 'Statut des pushes STK',
      columns: {
        cycle: 'Cycle',
        amount: 'Montant (KES)',
        phone: 'Téléphone',
      },
    },
    payouts: {
      title: 'Versements M-Pesa (B2C)',
      filter: 'Statut des versements M-Pesa',
      /** In the cycle's column: the row sends a loan to its borrower, not a pot. */
      loan: 'Prêt',
      columns: { beneficiary: 'Bénéficiaire' },
      /** Why a payout did not pay, as the operator reads it. */
      failureReasons: {
        insufficient_float: 'Float B2C insuffisant',
        limit: 'Limite M-Pesa dépassée',
        wrong_number: 'Numéro ne pouvant pas recevoir',
        configuration: 'Identifiants M-Pesa refusés',
        timed_out: 'Non traité à temps par M-Pesa',
        declined: 'Refusé par M-Pesa',
      },
    },
    paybill: {
      title: 'Paiements Paybill',
      filter: 'Statut des paiements Paybill',
      columns: {
        receivedAt: 'Reçu le',
        account: 'N° de compte saisi',
        payer: 'Payeur',
        reason: 'Motif de l’attente',
        matched: 'Membre · groupe · cycle',
        note: 'Note',
      },
      cycle: 'cycle {{cycle}}',
    },
    /** Why a push did not pay, as the operator reads it. */
    failureReasons: {
      cancelled: 'Annulé sur le téléphone',
      wrong_pin: 'Code PIN erroné',
      insufficient_funds: 'Solde M-Pesa insuffisant',
      timed_out: 'Expiré sans réponse du téléphone',
      busy: 'Autre transaction en cours sur le téléphone',
      declined: 'Refusé par M-Pesa',
    },
    /** Why a paybill payment waits in the suspense queue. */
    suspenseReasons: {
      unknown_reference: 'Numéro de compte inconnu',
      amount_exceeds_due: 'Montant supérieur au dû',
      nothing_due: 'Rien n’est dû',
      not_payable: 'Groupe fermé aux paiements ou hors KES',
    },
    summary: {
      receipt: 'Reçu M-Pesa',
      amount: 'Montant',
      payer: 'Payeur',
    },
    assign: {
      action: 'Attribuer',
      title: 'Attribuer ce paiement ?',
      message:
        'Le paiement devient la cotisation du membre que désigne ce numéro de compte, pour ce qu’il doit dans ce groupe.',
      account: 'Numéro de compte voulu par le payeur',
      accountHint: 'Les 9 chiffres affichés sur la page du groupe du membre',
      accountRequired: 'Indiquez le numéro de compte du membre',
      note: 'Note (facultative)',
      confirm: 'Attribuer',
      done: 'Paiement {{receipt}} attribué',
    },
    refund: {
      action: 'Rembourser',
      title: 'Enregistrer le remboursement ?',
      message:
        'L’argent se renvoie depuis le portail M-Pesa business de Safaricom (annulation de transaction) ; ici, le remboursement est seulement enregistré.',
      note: 'Référence de l’annulation dans le portail, ou note',
      noteRequired: 'Indiquez la référence de l’annulation (3 caractères au moins)',
      confirm: 'Enregistrer le remboursement',
      done: 'Remboursement du paiement {{receipt}} enregistré',
    },
    actionFailed: 'L’opération a échoué',
    /** The float of the platform's shortcodes (Safaricom's Account Balance API). */
    float: {
      title: 'Solde du compte M-Pesa (float)',
      refresh: 'Actualiser le solde',
      shortcode: 'Numéro court {{shortcode}}',
      purposes: {
        paybill: 'Paybill (encaissements)',
        b2c: 'B2C (versements)',
      },
      answeredAt: 'Réponse de Safaricom du {{time}}',
      never: 'Aucun solde demandé pour le moment',
      waiting: 'En attente de la réponse de Safaricom…',
      noAnswer: 'Safaricom n’a pas encore répondu à la demande du {{time}}',
      failed: 'La demande du {{time}} a échoué : {{reason}}',
      table: 'Comptes du numéro court {{shortcode}}',
      columns: {
        account: 'Compte',
        available: 'Disponible',
        uncleared: 'Non compensé',
        reserved: 'Réservé',
      },
      asked: 'Solde demandé à Safaricom',
      askFailed: 'La demande de solde a échoué',
      loadFailed: 'Le solde M-Pesa n’a pas pu être lu',
    },
    /** Reconciliation with the statement exported from Safaricom's M-Pesa business portal. */
    statements: {
      title: 'Rapprochement avec le relevé M-Pesa',
      help: 'Exportez le relevé du compte en CSV depuis le portail M-Pesa de Safaricom (Org Portal), puis importez-le : chaque ligne sans enregistrement dans Tontine et chaque enregistrement sans ligne sur la période du relevé sont listés.',
      shortcode: 'Numéro court du relevé',
      fromFile: 'Celui que nomme le relevé',
      file: 'Relevé (CSV)',
      filePlaceholder: 'Choisir un fichier',
      import: 'Importer et rapprocher',
      imported: 'Relevé « {{file}} » rapproché',
      tooLarge: 'Ce fichier dépasse 768 Ko : exportez une période plus courte',
      importFailed: 'L’import du relevé a échoué',
      loadFailed: 'Les imports de relevés n’ont pas pu être lus',
      result: 'Relevé {{shortcode}} du {{from}} au {{to}}',
      counts:
        '{{lines}} lignes lues, {{matched}} rapprochées, {{ignored}} sans mouvement (non abouties)',
      fileDetails: 'Fichier {{file}}, importé le {{time}} par {{user}} · SHA-256 {{sha}}',
      linesTitle: 'Lignes du relevé sans enregistrement ({{count}})',
      recordsTitle: 'Enregistrements sans ligne dans le relevé ({{count}})',
      noLines: 'Chaque ligne du relevé correspond à un enregistrement.',
      noRecords: 'Chaque enregistrement de la période a sa ligne dans le relevé.',
      historyTitle: 'Imports précédents',
      open: 'Ouvrir',
      openLabel: 'Ouvrir l’import de {{file}} du {{time}}',
      columns: {
        line: 'Ligne',
        completedAt: 'Terminée le',
        direction: 'Sens',
        amount: 'Montant',
        details: 'Détails',
        reason: 'Écart',
        kind: 'Enregistrement',
        recordedAt: 'Enregistré le',
        phone: 'Téléphone',
        importedAt: 'Importé le',
        file: 'Fichier',
        shortcode: 'Numéro court',
        period: 'Période',
        unmatched: 'Lignes · enregistrements sans correspondance',
        importedBy: 'Par',
      },
      directions: {
        in: 'Entrée',
        out: 'Sortie',
      },
      reasons: {
        unknown_receipt: 'Reçu inconnu de Tontine',
        other_amount: 'Montant différent (Tontine : {{amount}})',
        other_direction: 'Sens inverse de l’enregistrement',
        repeated_receipt: 'Reçu déjà présent plus haut dans le relevé',
      },
      kinds: {
        stk_push: 'Push STK',
        paybill_payment: 'Paiement Paybill',
        payout: 'Versement B2C',
      },
      period: '{{from}} – {{to}}',
    },
  },
};

export type MpesaLocale = LocaleShape<typeof mpesaFr>;
