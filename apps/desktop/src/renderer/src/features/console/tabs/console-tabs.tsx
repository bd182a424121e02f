import { Center, Loader, ScrollArea, Tabs } from '@mantine/core';
import {
  IconChartBar,
  IconCode,
  IconCreditCard,
  IconFileText,
  IconHistory,
  IconMessages,
  IconServer,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { OperatorRole } from '@tontine/contracts';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTab } from './audit-tab';
import type { ConsoleTabProps } from '../../../lib/console-tab-props';
import { GroupsTab } from './groups-tab';
import { OverviewTab } from './overview-tab';
import { ChatTab, CodeTab, ContentTab, SystemTab } from './owned-tabs';
import { PaymentsTab } from './payments-tab';
import { UsersTab } from './users-tab';

export const CONSOLE_TABS = [
  'overview',
  'users',
  'groups',
  'payments',
  'content',
  'system',
  'audit',
  'code',
  'chat',
] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

/** What each operator role sees: support staff the audit trail only. */
export function tabsFor(role: OperatorRole): readonly ConsoleTab[] {
  return role === 'super_admin' ? CONSOLE_TABS : ['audit'];
}

const ICONS: Record<ConsoleTab, ReactNode> = {
  overview: <IconChartBar size={16} aria-hidden />,
  users: <IconUsers size={16} aria-hidden />,
  groups: <IconUsersGroup size={16} aria-hidden />,
  payments: <IconCreditCard size={16} aria-hidden />,
  content: <IconFileText size={16} aria-hidden />,
  system: <IconServer size={16} aria-hidden />,
  audit: <IconHistory size={16} aria-hidden />,
  code: <IconCode size={16} aria-hidden />,
  chat: <IconMessages size={16} aria-hidden />,
};

/**
 * The console's tabs. Only the open tab's panel is mounted: each loads what it needs when it
 * opens, and the code tab (Monaco) is not even downloaded until then.
 */
export function ConsoleTabs({
  role,
  operatorId,
  tabProps,
}: {
  role: OperatorRole;
  operatorId: string;
  tabProps: ConsoleTabProps;
}) {
  const { t } = useTranslation();
  const tabs = tabsFor(role);
  const [active, setActive] = useState<ConsoleTab>(tabs[0]!);
  const stripRef = useRef<HTMLDivElement>(null);
  // On a phone the strip is wider than the screen and scrolls sideways: the selected tab is
  // brought wholly into view when it changes and when the strip's width does (a window
  // resized, a phone turned), so the operator always sees which tab is open.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const show = () => {
      const selected = strip.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (selected) keepInStrip(strip, selected);
    };
    show();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(show);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [active]);
  const panel = (tab: ConsoleTab): ReactNode => {
    switch (tab) {
      case 'overview':
        return <OverviewTab toast={tabProps.toast} />;
      case 'users':
        return <UsersTab {...tabProps} operatorId={operatorId} />;
      case 'groups':
        return <GroupsTab {...tabProps} />;
      case 'payments':
        return <PaymentsTab {...tabProps} />;
      case 'content':
        return <ContentTab {...tabProps} />;
      case 'system':
        return <SystemTab {...tabProps} />;
      case 'audit':
        return <AuditTab {...tabProps} />;
      case 'code':
        return (
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={t('tabs.loading')} />
              </Center>
            }
          >
            <CodeTab {...tabProps} />
          </Suspense>
        );
      case 'chat':
        return <ChatTab {...tabProps} />;
    }
  };
  return (
    <Tabs
      value={active}
      onChange={(value) => value && setActive(value as ConsoleTab)}
      keepMounted={false}
      variant="outline"
    >
      <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x" viewportRef={stripRef}>
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} leftSection={ICONS[tab]}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          {panel(tab)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** Scrolls the strip sideways (never the page) just enough to show the whole tab. */
function keepInStrip(strip: HTMLElement, tab: HTMLElement): void {
  const stripBox = strip.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left < stripBox.left) {
    strip.scrollLeft -= stripBox.left - tabBox.left;
  } else if (tabBox.right > stripBox.right) {
    strip.scrollLeft += tabBox.right - stripBox.right;
  }
}
