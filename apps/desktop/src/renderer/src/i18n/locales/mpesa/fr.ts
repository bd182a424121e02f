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
  },
};

export type MpesaLocale = LocaleShape<typeof mpesaFr>;
