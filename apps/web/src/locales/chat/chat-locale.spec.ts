import { describe, expect, it } from 'vitest';
import { chatEn } from './en';
import { chatFr } from './fr';
import { chatSw } from './sw';

describe('chat texts', () => {
  it('keeps the documents’ French wording', () => {
    expect(chatFr.join.cannotJoin).toBe('Impossible de rejoindre le chat : {{reason}}');
    expect(chatFr.join.membersOnly).toBe('Vous devez être membre du groupe pour accéder au chat');
    expect(chatFr.join.disabled).toBe('Chat indisponible pour ce groupe');
    expect(chatFr.join.closed).toBe('Chat indisponible : groupe fermé/suspendu');
    expect(chatFr.header.title).toBe('Discussion de groupe');
    expect(chatFr.list.empty).toBe('Commencez la conversation !');
    expect(chatFr.composer.counter).toBe('{{count}}/{{max}} caractères');
    expect(chatFr.send.sessionExpired).toBe('Session expirée, veuillez vous reconnecter');
    expect(chatFr.send.forbidden).toBe(
      "Vous n'êtes pas autorisé à envoyer des messages dans ce groupe",
    );
    expect(chatFr.send.rateLimited).toBe('Trop de messages envoyés, attendez un moment');
    expect(chatFr.send.timeout).toBe("Délai d'attente dépassé, vérifiez votre connexion");
    expect(chatFr.send.offline).toBe('Pas de connexion internet, message non envoyé');
    expect(chatFr.send.failed).toBe("Échec d'envoi, réessayez");
    expect(chatFr.flag.doneModerator).toBe('Message signalé et ajouté à la modération');
    expect(chatFr.flag.done).toBe("Message signalé. L'administrateur en sera informé.");
    expect(chatFr.flag.failed).toBe('Erreur lors du signalement');
    expect(chatFr.delete.confirm).toBe('Êtes-vous sûr de vouloir supprimer ce message ?');
    expect(chatFr.delete.failed).toBe('Erreur lors de la suppression');
    expect(chatFr.moderation.empty).toBe('Aucun message signalé');
    expect(chatFr.time.justNow).toBe("À l'instant");
  });

  it('translates rather than copies the French texts', () => {
    expect(chatEn.list.empty).not.toBe(chatFr.list.empty);
    expect(chatSw.list.empty).not.toBe(chatEn.list.empty);
    expect(chatSw.send.failed).not.toBe(chatEn.send.failed);
  });
});
