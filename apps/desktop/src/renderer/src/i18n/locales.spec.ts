import {
  AUDIT_ACTIONS,
  AUDIT_CHAIN_BREAKS,
  UI_LANGUAGES,
  errorCatalog,
  messages,
} from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function valueAt(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);
}

describe('console translations', () => {
  const french = keysOf(resources.fr.translation).sort();

  it.each(UI_LANGUAGES)('%s has every key, each a non-empty string', (language) => {
    const tree = resources[language].translation;
    expect(keysOf(tree).sort()).toEqual(french);
    for (const key of french) {
      const value = valueAt(tree, key);
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('labels every audit action the server writes, and every break of the chain', () => {
    for (const language of UI_LANGUAGES) {
      const audit = resources[language].translation.audit;
      expect(Object.keys(audit.actions).sort(), language).toEqual([...AUDIT_ACTIONS].sort());
      expect(Object.keys(audit.chainBreaks).sort(), language).toEqual(
        [...AUDIT_CHAIN_BREAKS].sort(),
      );
    }
    expect(resources.fr.translation.audit.actions.user_suspended).toBe('Utilisateur suspendu');
  });

  it('keeps the same interpolation variables in every language', () => {
    for (const key of french) {
      const variables = (language: (typeof UI_LANGUAGES)[number]) =>
        [...String(valueAt(resources[language].translation, key)).matchAll(/{{(\w+)}}/g)]
          .map((m) => m[1])
          .sort();
      expect(variables('en'), key).toEqual(variables('fr'));
      expect(variables('sw'), key).toEqual(variables('fr'));
    }
  });

  it("carries the contracts' error codes and validation messages verbatim", () => {
    expect(resources.fr.translation.errors.SUPERADMIN_REQUIRED).toBe(
      'Accès super-admin requis pour cette action',
    );
    for (const language of UI_LANGUAGES) {
      expect(Object.keys(resources[language].translation.errors).sort()).toEqual(
        Object.keys(errorCatalog).sort(),
      );
      expect(Object.keys(resources[language].translation.messages).sort()).toEqual(
        Object.keys(messages).sort(),
      );
    }
  });
});
