import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconBrandX,
  IconExternalLink,
  IconMail,
  type Icon,
} from '@tabler/icons-react';
import type { SocialNetwork } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { usePublicContent } from '../../../api/get-public-content';

const SOCIAL_ICONS: Record<SocialNetwork, Icon> = {
  facebook: IconBrandFacebook,
  x: IconBrandX,
  instagram: IconBrandInstagram,
  whatsapp: IconBrandWhatsapp,
};

/**
 * The maintenance page's contact link and social links, as the console's content
 * settings set them; nothing is shown for a link left empty. The contact email comes with
 * the maintenance status.
 */
export function MaintenanceLinks({ contactEmail }: { contactEmail: string | null | undefined }) {
  const { t } = useTranslation();
  const content = usePublicContent().data;
  const contactUrl = content?.contact_url ?? '';
  const social = content?.social_links ?? [];
  if (!contactEmail && !contactUrl && social.length === 0) return null;

  return (
    <Stack gap="xs">
      {contactUrl && (
        <Anchor href={contactUrl} target="_blank" rel="noopener noreferrer">
          <Group gap={6} wrap="nowrap" component="span">
            <IconExternalLink size={16} aria-hidden />
            {t('shell.contactLink')}
          </Group>
        </Anchor>
      )}
      {contactEmail && (
        <Anchor href={`mailto:${contactEmail}`} style={{ overflowWrap: 'anywhere' }}>
          <Group gap={6} wrap="nowrap" component="span">
            <IconMail size={16} aria-hidden />
            {t('maintenance.contact', { email: contactEmail })}
          </Group>
        </Anchor>
      )}
      {social.length > 0 && (
        <Group gap="xs" align="center">
          <Text size="sm" fw={600}>
            {t('shell.maintenanceLinks')}
          </Text>
          {social.map(({ network, url }) => {
            const NetworkIcon = SOCIAL_ICONS[network];
            return (
              <Tooltip key={network} label={t(`shell.social.${network}`)}>
                <ActionIcon
                  component="a"
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                  size="lg"
                  aria-label={t(`shell.social.${network}`)}
                >
                  <NetworkIcon size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
