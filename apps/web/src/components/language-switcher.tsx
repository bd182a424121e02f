import { Group, SegmentedControl, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { UI_LANGUAGES, type UiLanguage } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { updateLanguage } from '../api/update-language';
import { describeError } from '../lib/describe-error';
import { currentLanguage, setInterfaceLanguage } from '../lib/i18n';
import { notifyError } from '../lib/notify';
import { queryKeys } from '../lib/query-keys';
import { getSession, updateSessionUser } from '../lib/session';
import { LanguageFlag } from './language-flag';

/**
 * The language choice of the public pages. A visitor's is remembered on this browser; a
 * signed-in person's (the onboarding page) is their account's one language, saved on the server:
 * a reload and every later sign-in show it, and their e-mails and ads follow it.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  async function choose(language: UiLanguage) {
    await setInterfaceLanguage(language, true);
    const before = getSession()?.user;
    if (!before) return;
    // The stored user, which a reload reads first, takes the choice at once: a reload before
    // the server has answered shows it too. A refusal puts the account's language back there.
    updateSessionUser({ ...before, language, preferred_language: language });
    try {
      const user = await updateLanguage(language);
      // Every copy of the user changes, the kept one of `me` too.
      queryClient.setQueryData(queryKeys.me, user);
      updateSessionUser(user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    } catch (error) {
      updateSessionUser(before);
      notifyError({ message: describeError(error, t) });
    }
  }

  return (
    <SegmentedControl
      size="xs"
      aria-label={t('common.interfaceLanguage')}
      value={currentLanguage()}
      onChange={(value) => void choose(value as UiLanguage)}
      data={UI_LANGUAGES.map((code) => ({
        value: code,
        label: (
          <Group gap={6} wrap="nowrap" justify="center">
            <LanguageFlag language={code} />
            <Text span inherit>
              {t(`languages.${code}`)}
            </Text>
          </Group>
        ),
      }))}
    />
  );
}
