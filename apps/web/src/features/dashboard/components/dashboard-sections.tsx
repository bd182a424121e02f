import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const DASHBOARD_SECTIONS = ['overview', 'groups', 'payments', 'wallet'] as const;
export type DashboardSectionId = (typeof DASHBOARD_SECTIONS)[number];

export interface DashboardSection {
  id: DashboardSectionId;
  content: ReactNode;
}

/** A horizontal swipe longer than this (px) turns the page, as the buttons do. */
const SWIPE_MIN = 50;

/**
 * The member home's sections (Aperçu, Mes Groupes, Paiements, Portefeuille). On a phone,
 * one at a time, with previous/next buttons and a swipe; on a wider screen, all of them, one
 * under the other. On a phone a section is mounted when first shown, not before (its code, its
 * queries and its render are no part of the first paint), then stays mounted, so its
 * data and state survive a step. Each section's content brings its own heading or landmark, so
 * the wrappers add none.
 */
export function DashboardSections({ sections }: { sections: DashboardSection[] }) {
  const { t } = useTranslation();
  // Read during the first render: a phone must not mount every section once, then drop them.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState<ReadonlySet<DashboardSectionId>>(() => new Set());
  const touchX = useRef<number | null>(null);
  const current = Math.min(index, sections.length - 1);
  const currentId = sections[current]!.id;
  if (phone && !shown.has(currentId)) setShown(new Set(shown).add(currentId));
  const go = (to: number) => setIndex(Math.max(0, Math.min(sections.length - 1, to)));

  if (!phone) {
    return (
      <Stack>
        {sections.map((section) => (
          <Box key={section.id} data-section={section.id}>
            {section.content}
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" role="region" aria-label={t('memberPages.dashboard.sections')}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button
          variant="default"
          size="compact-sm"
          flex="none"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={current === 0}
          onClick={() => go(current - 1)}
        >
          {t('memberPages.dashboard.previous')}
        </Button>
        {/* The buttons keep their whole labels ("Iliyotangulia"); the title gives way. */}
        <Stack gap={0} align="center" miw={0} flex={1}>
          <Text fw={700} truncate aria-live="polite">
            {t(`memberPages.dashboard.${currentId}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('memberPages.dashboard.step', { current: current + 1, total: sections.length })}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="compact-sm"
          flex="none"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={current === sections.length - 1}
          onClick={() => go(current + 1)}
        >
          {t('memberPages.dashboard.next')}
        </Button>
      </Group>
      <Box
        onTouchStart={(event) => {
          touchX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchX.current;
          const end = event.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN) return;
          go(end < start ? current + 1 : current - 1);
        }}
      >
        {sections.map((section, i) => (
          <Box key={section.id} data-section={section.id} hidden={i !== current}>
            {(i === current || shown.has(section.id)) && section.content}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
