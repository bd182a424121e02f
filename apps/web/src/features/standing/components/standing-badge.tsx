import { useId } from 'react';
import { Badge, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MemberStandingDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useGroupStandings } from '../api/get-group-standings';
import { standingColor, standingTextColor } from '../utils/standing-color';
import { StandingBreakdown } from './standing-breakdown';

/**
 * « Fiabilité 85/100 » (or « Nouveau » before any score) beside a person, for a group's admins.
 * Its counts open on a tap, not on a hover: a phone has no hover.
 */
export function StandingBadge({ standing, name }: { standing: MemberStandingDto; name: string }) {
  const { t } = useTranslation();
  const { score } = standing;
  const titleId = useId();
  return (
    <Popover position="bottom-start" withArrow shadow="md" width={280}>
      <Popover.Target>
        {/* The badge stays small; its tap area is 44 px on a phone (app/tap-targets.css). */}
        <UnstyledButton
          className="tap-area"
          aria-label={score === null ? t('standing.badge.newLabel') : undefined}
        >
          <Badge
            component="span"
            size="sm"
            variant="light"
            tt="none"
            color={standingColor(score)}
            c={standingTextColor(score)}
            style={{ cursor: 'pointer' }}
          >
            {score === null ? t('standing.badge.new') : t('standing.badge.score', { score })}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      {/* Named by its title (« Fiabilité de Baraka »): the badge does not say whose it is. */}
      <Popover.Dropdown aria-labelledby={titleId}>
        <Stack gap="xs">
          <Text id={titleId} fw={700} size="sm">
            {t('standing.badge.details', { name })}
          </Text>
          {/* Before any deadline every count is 0: the sentence says it better. */}
          {score === null ? (
            <Text size="sm">{t('standing.badge.none')}</Text>
          ) : (
            <StandingBreakdown standing={standing} />
          )}
          <Text size="xs" c="dimmed">
            {t('standing.formula')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The badge of one person of a group, read from the group's standings: one request for the
 * whole page, whichever list (members, join requests) shows them. Nothing while it loads or
 * when it fails: the lists stay usable without it.
 */
export function GroupStandingBadge({
  groupId,
  userId,
  name,
}: {
  groupId: string;
  userId: string;
  name: string;
}) {
  const query = useGroupStandings(groupId);
  const standing = query.data?.standings.find((s) => s.user_id === userId);
  return standing ? <StandingBadge standing={standing} name={name} /> : null;
}
