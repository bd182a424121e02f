import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@tontine/contracts';
import { translationFor } from '../lib/i18n-resources';
import { en } from './en';
import { fr } from './fr';
import { sw } from './sw';

const resources = {
  fr: { translation: translationFor('fr', fr) },
  en: { translation: translationFor('en', en) },
  sw: { translation: translationFor('sw', sw) },
};

/** Every leaf key of a nested texts object, dotted ("auth.title"). */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Keys of `a` that `b` lacks. */
function missingKeys(a: unknown, b: unknown): string[] {
  const present = new Set(leafKeys(b));
  return leafKeys(a).filter((key) => !present.has(key));
}

function leafValues(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leafValues);
}

const locales = { fr, en, sw } as const;

describe('locales', () => {
  it('reports a key that one locale has and another lacks', () => {
    expect(missingKeys({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })).toEqual(['a.c']);
  });

  for (const [name, texts] of Object.entries(locales)) {
    for (const [otherName, other] of Object.entries(locales)) {
      if (name === otherName) continue;
      it(`${otherName} has every key of ${name}`, () => {
        expect(missingKeys(texts, other)).toEqual([]);
      });
    }

    it(`${name} has only non-empty texts`, () => {
      const empty = leafKeys(texts).filter((_, i) => {
        const value = leafValues(texts)[i];
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  }

  it('merges the shared messages and error codes into every language', () => {
    for (const language of UI_LANGUAGES) {
      expect(missingKeys(resources.fr.translation, resources[language].translation)).toEqual([]);
      expect(resources[language].translation.messages.phoneInvalid).not.toBe('');
      expect(resources[language].translation.errors.MAINTENANCE).not.toBe('');
    }
  });

  it('keeps the documents’ French texts verbatim', () => {
    expect(fr.registration.noCountryFound).toBe('Aucun pays trouvé');
    expect(fr.registration.submitting).toBe('Inscription en cours... Patientez.');
    expect(fr.registration.success).toBe('Inscription réussie ! Vous êtes maintenant connecté.');
    expect(fr.settings.saved).toBe('Paramètres sauvegardés avec succès !');
    expect(fr.auth.missingToken).toBe("Erreur: Pas de token d'authentification reçu");
    expect(resources.fr.translation.messages.phoneInvalid).toBe('Format de téléphone invalide');
  });

  it('keeps the groups screens’ French texts verbatim', () => {
    expect(fr.groups.permanentCode.notFound).toBe(
      "Code d'invitation invalide ou groupe introuvable (vérifiez le code, 8 caractères)",
    );
    expect(fr.groups.permanentCode.inactive).toBe("Ce groupe n'est plus actif");
    expect(fr.groups.motivation.success).toBe("Demande d'adhésion envoyée avec succès !");
    expect(fr.groups.motivation.failed).toBe("Erreur lors de l'envoi de la demande");
    expect(fr.groups.invitationCode.failed).toBe('Erreur lors de la jointure du groupe');
    expect(fr.groups.search.empty).toBe('Aucun groupe trouvé');
    expect(fr.groups.copy.failed).toBe(
      'Impossible de copier le code. Sélectionnez-le manuellement.',
    );
    expect(fr.groups.detail.noPhone).toBe(
      'Aucun numéro de téléphone enregistré pour cet administrateur',
    );
    expect(fr.groups.requests.title).toBe('Adhésions aux Groupes');
    expect(fr.groups.explore.title).toBe('Explorer les Groupes');
    expect(fr.nav.joinRequests).toBe('Adhésion');
  });

  it('keeps the notifications screen’s empty state and relative-time texts', () => {
    expect(fr.notifications.emptyTitle).toBe('Aucune notification');
    expect(fr.notifications.emptyText).toBe('Vous êtes à jour !');
    expect(en.notifications.emptyTitle).toBe('No notifications found');
    expect(en.notifications.emptyText).toBe("You're all caught up!");
    expect(fr.notifications.justNow).toBe("À l'instant");
    expect(en.notifications.justNow).toBe('Just now');
    expect(sw.notifications.justNow).toBe('Sasa hivi');
  });
});
