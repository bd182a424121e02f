import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconInfoCircle,
} from '@tabler/icons-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleToast } from '../../lib/console-tab-props';
import { pushToast, TOAST_DURATION_MS, TOAST_SWIPE_PX, type ShownToast } from './toast-store';

const ToastContext = createContext<((toast: ConsoleToast) => void) | null>(null);

const ICONS = {
  success: { icon: IconCircleCheck, color: 'teal' },
  error: { icon: IconCircleX, color: 'red' },
  warning: { icon: IconAlertTriangle, color: 'orange' },
  info: { icon: IconInfoCircle, color: 'blue' },
} as const;

/** One toast: gone after 5000 ms, or when swiped 50 px sideways, or closed. */
function ToastItem({ toast, dismiss }: { toast: ShownToast; dismiss: (id: number) => void }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const { id } = toast;
  const onDismiss = useCallback(() => dismiss(id), [dismiss, id]);
  useEffect(() => {
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onDismiss]);
  const { icon: Icon, color } = ICONS[toast.kind];
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      role={toast.kind === 'error' ? 'alert' : 'status'}
      style={{
        transform: `translateX(${offset}px)`,
        opacity: 1 - Math.min(Math.abs(offset) / (TOAST_SWIPE_PX * 2), 0.6),
        touchAction: 'pan-y',
        borderLeft: `4px solid var(--mantine-color-${color}-6)`,
      }}
      onPointerDown={(event) => {
        start.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (start.current !== null) setOffset(event.clientX - start.current);
      }}
      onPointerUp={() => {
        start.current = null;
        if (Math.abs(offset) >= TOAST_SWIPE_PX) onDismiss();
        else setOffset(0);
      }}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Icon size={20} color={`var(--mantine-color-${color}-6)`} aria-hidden />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {toast.title}
          </Text>
          {toast.message && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {toast.message}
            </Text>
          )}
        </Stack>
        <CloseButton size="sm" aria-label={t('toasts.close')} onClick={onDismiss} />
      </Group>
    </Paper>
  );
}

/**
 * The console's toasts: the last three, each for 5000 ms, dismissed by a swipe
 * of 50 px or its close button; F8 moves the focus to them, as screen-reader users expect
 * from a notifications region.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const region = useRef<HTMLElement>(null);
  const show = useCallback((toast: ConsoleToast) => {
    const id = nextId.current++;
    setToasts((list) => pushToast(list, { ...toast, id }));
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'F8') {
      event.preventDefault();
      region.current?.focus();
    }
  });
  return (
    <ToastContext.Provider value={show}>
      {children}
      <section
        ref={region}
        tabIndex={-1}
        aria-label={t('toasts.region')}
        style={{
          position: 'fixed',
          right: 16,
          bottom: 16,
          zIndex: 1000,
          width: 'min(360px, calc(100vw - 32px))',
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          outline: 'none',
        }}
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} dismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ConsoleToast) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
