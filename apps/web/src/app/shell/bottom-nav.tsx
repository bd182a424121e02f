import { useState } from 'react';
import { Menu, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isActiveLink, NAV_LINKS } from './nav-links';

const BAR_LINKS = NAV_LINKS.flatMap((link) =>
  link.phone === 'more' ? [] : [{ ...link, short: link.phone.short }],
);
const MORE_LINKS = NAV_LINKS.filter((link) => link.phone === 'more');

/** One cell of the bar: the icon over a short label, the whole cell a touch target. */
function BarCell({
  icon: Icon,
  label,
  active,
}: {
  icon: (typeof NAV_LINKS)[number]['icon'];
  label: string;
  active: boolean;
}) {
  return (
    <Stack
      gap={2}
      align="center"
      justify="center"
      h="100%"
      miw={0}
      c={active ? 'teal.9' : 'dimmed'}
    >
      <Icon size={22} aria-hidden />
      <Text fz={11} lh={1.2} fw={active ? 700 : 500} maw="100%" truncate="end">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * "Plus" and its menu of the less used pages. The menu mounts at the first tap, opened: a menu
 * positions itself as it mounts (floating-ui keeps its target's node in state), a synchronous
 * second render that joined the first commit of every member page, and with it all the page's
 * effects (decision 0039). Until then the button announces the menu as a closed one.
 */
function MoreMenu({
  label,
  ariaLabel,
  active,
}: {
  label: string;
  ariaLabel: string;
  active: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [tapped, setTapped] = useState(false);
  const cell = <BarCell icon={IconDots} label={label} active={active} />;
  if (!tapped) {
    return (
      <UnstyledButton
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={false}
        miw={0}
        px={2}
        onClick={() => setTapped(true)}
      >
        {cell}
      </UnstyledButton>
    );
  }
  return (
    <Menu defaultOpened position="top-end" offset={4} shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={ariaLabel} miw={0} px={2}>
          {cell}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {MORE_LINKS.map(({ to, label: linkLabel, icon: Icon }) => {
          const linkActive = isActiveLink(pathname, to);
          return (
            <Menu.Item
              key={to}
              component={Link}
              to={to}
              aria-current={linkActive ? 'page' : undefined}
              leftSection={<Icon size={18} aria-hidden />}
              c={linkActive ? 'teal.7' : undefined}
              fw={linkActive ? 700 : undefined}
            >
              {t(linkLabel)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The phone's bottom bar (the documents' seven pages): four with an icon and a short label, the
 * three less used — Adhésion, Crypto, Paramètres — under "Plus", whose button is marked
 * current when one of them is open. Five equal cells fit 320 px without clipping.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const moreActive = MORE_LINKS.some((link) => isActiveLink(pathname, link.to));

  return (
    <SimpleGrid cols={BAR_LINKS.length + 1} spacing={0} h="100%">
      {BAR_LINKS.map(({ to, short, icon }) => {
        const active = isActiveLink(pathname, to);
        return (
          <UnstyledButton
            key={to}
            component={Link}
            to={to}
            aria-current={active ? 'page' : undefined}
            miw={0}
            px={2}
          >
            <BarCell icon={icon} label={t(short)} active={active} />
          </UnstyledButton>
        );
      })}
      <MoreMenu label={t('shell.more')} ariaLabel={t('shell.moreLabel')} active={moreActive} />
    </SimpleGrid>
  );
}
