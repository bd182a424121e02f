import { lazy, Suspense, type ReactNode } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCompass, IconKey, IconSend, IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useModalsOpenedOnce } from '../../../lib/use-modals-opened-once';

// Fetched when first opened: the home shows the ways to join, not their forms.
const InvitationCodeModal = lazy(() =>
  import('./invitation-code-modal').then((m) => ({ default: m.InvitationCodeModal })),
);
const PermanentCodeModal = lazy(() =>
  import('./permanent-code-modal').then((m) => ({ default: m.PermanentCodeModal })),
);
const RequestByIdModal = lazy(() =>
  import('./request-by-id-modal').then((m) => ({ default: m.RequestByIdModal })),
);

type JoinModal = 'request' | 'permanent' | 'temporary';

// A label that needs three lines in a narrow card (Kiswahili at four cards a row) grows the
// button instead of being cut at its fixed height.
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)' },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

function Way({
  icon,
  label,
  badge,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  badge?: string;
  onClick: () => void;
}) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Stack gap="xs" h="100%" justify="space-between">
        <Group justify="space-between" wrap="nowrap">
          <ThemeIcon variant="light" color="teal">
            {icon}
          </ThemeIcon>
          {badge && <Badge color="teal">{badge}</Badge>}
        </Group>
        <Button variant="subtle" onClick={onClick} styles={WRAPPING_BUTTON}>
          {label}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * The home's three ways to join: a request with a group ID, a permanent code (instant),
 * a temporary code received after approval; with `withExplore`, the empty state's fourth.
 */
export function JoinOptions({ withExplore = false }: { withExplore?: boolean }) {
  const { t } = useTranslation();
  const modals = useModalsOpenedOnce<JoinModal>();
  const { shown: open, open: setOpen, close } = modals;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: withExplore ? 4 : 3 }}>
        <Way
          icon={<IconKey size={18} aria-hidden />}
          label={t('groups.permanentCode.open')}
          badge={t('groups.permanentCode.instant')}
          onClick={() => setOpen('permanent')}
        />
        <Way
          icon={<IconSend size={18} aria-hidden />}
          label={t('groups.requestById.open')}
          onClick={() => setOpen('request')}
        />
        <Way
          icon={<IconTicket size={18} aria-hidden />}
          label={t('groups.invitationCode.open')}
          onClick={() => setOpen('temporary')}
        />
        {withExplore && (
          <Card withBorder padding="sm" radius="md">
            <Stack gap="xs" h="100%" justify="space-between">
              <ThemeIcon variant="light" color="teal">
                <IconCompass size={18} aria-hidden />
              </ThemeIcon>
              <Button variant="subtle" component={Link} to="/explore">
                {t('groups.home.explore')}
              </Button>
            </Stack>
          </Card>
        )}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={4}>
        {t('groups.home.wayRequest')} · {t('groups.home.wayPermanent')} ·{' '}
        {t('groups.home.wayTemporary')}
      </Text>
      <Suspense fallback={null}>
        {modals.mounted('permanent') && (
          <PermanentCodeModal opened={open === 'permanent'} onClose={close} />
        )}
        {modals.mounted('request') && (
          <RequestByIdModal opened={open === 'request'} onClose={close} />
        )}
        {modals.mounted('temporary') && (
          <InvitationCodeModal opened={open === 'temporary'} onClose={close} />
        )}
      </Suspense>
    </>
  );
}
