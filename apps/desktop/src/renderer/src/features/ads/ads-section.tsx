import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdStatsRowDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { ConsoleApiError } from '../../api/console-api';
import { consoleErrorText } from '../../lib/console-error-text';
import { CriticalActionDialog, type CriticalAction } from '../../components/critical-action-dialog';
import type { ConsoleTabProps } from '../../lib/console-tab-props';
import { useFailureToast } from '../../lib/use-failure-toast';
import { AdCard } from './ad-card';
import { AdFormModal } from './ad-form-modal';
import type { InventoryAd } from './api/ads-api';
import { useAdStats } from './api/get-ad-stats';
import { useInventory } from './api/get-inventory';
import { useSaveInventory } from './api/save-inventory';

/**
 * The content tab's "Publicités" inventory: the `ads` platform document as cards with their
 * counts; adding, editing and deleting an ad saves the whole document on the version it was
 * read at, as the code editor does (a save that someone else's preceded is refused and said).
 */
export function AdsSection({ search, toast }: Pick<ConsoleTabProps, 'search' | 'toast'>) {
  const { t } = useTranslation();
  const inventoryQuery = useInventory();
  const statsQuery = useAdStats();
  const inventory = inventoryQuery.data ?? null;
  const stats = statsQuery.data ?? new Map<string, AdStatsRowDto>();
  const failed = inventoryQuery.isError || statsQuery.isError;
  useFailureToast(inventoryQuery.error ?? statsQuery.error, t('adsSection.loadFailed'), toast);
  const saveInventory = useSaveInventory();
  const [stale, setStale] = useState(false);
  const [editing, setEditing] = useState<InventoryAd | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [pending, setPending] = useState<CriticalAction | null>(null);

  /** Reads the inventory and its counts again, after a save someone else's preceded. */
  const reload = async () => {
    await Promise.all([inventoryQuery.refetch(), statsQuery.refetch()]);
    setStale(false);
  };

  /** Saves the inventory as `ads`; false when refused (said in a toast). */
  const save = async (ads: InventoryAd[]): Promise<boolean> => {
    if (!inventory) return false;
    try {
      const answer = await saveInventory.mutateAsync({ ads, version: inventory.version });
      toast({ kind: 'success', title: t('adsSection.saved', { version: answer.version }) });
      return true;
    } catch (error) {
      if (error instanceof ConsoleApiError && error.status === 409) {
        // Someone saved since this inventory was read: nothing is overwritten, say so.
        setStale(true);
        toast({ kind: 'warning', title: t('adsSection.conflict') });
      } else {
        toast({
          kind: 'error',
          title: t('adsSection.saveFailed'),
          message: consoleErrorText(t, error, t('adsSection.saveFailed')),
        });
      }
      return false;
    }
  };

  const submit = (ad: InventoryAd) => {
    const ads = inventory?.ads ?? [];
    return save(editing ? ads.map((a) => (a.id === editing.id ? ad : a)) : [...ads, ad]);
  };

  const askDelete = (ad: InventoryAd) =>
    setPending({
      title: t('adsSection.confirmDeleteTitle', { title: ad.title }),
      message: t('adsSection.confirmDeleteMessage'),
      confirmLabel: t('adsSection.delete'),
      run: async () => {
        await save((inventory?.ads ?? []).filter((a) => a.id !== ad.id));
      },
    });

  const needle = search.trim().toLocaleLowerCase();
  const shown = (inventory?.ads ?? []).filter(
    (ad) =>
      !needle ||
      [ad.id, ad.title, ad.subtitle, ad.brand, ad.type].some((v) =>
        v.toLocaleLowerCase().includes(needle),
      ),
  );

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="ads-section-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={3} size="h5" id="ads-section-title">
              {t('adsSection.title')}
            </Title>
            {inventory && (
              <Text size="sm" c="dimmed">
                {t('adsSection.count', { count: inventory.ads.length })}
              </Text>
            )}
          </div>
          <Button
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
            disabled={!inventory || stale}
          >
            {t('adsSection.add')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('adsSection.intro')}
        </Text>
        {stale && (
          <Alert color="yellow" title={t('adsSection.conflict')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('adsSection.conflictHint')}</Text>
              <Button size="xs" variant="light" onClick={() => void reload()}>
                {t('adsSection.reload')}
              </Button>
            </Stack>
          </Alert>
        )}
        {failed && !inventory && <Alert color="red">{t('adsSection.loadFailed')}</Alert>}
        {!failed && !inventory && <Loader aria-label={t('adsSection.loading')} />}
        {inventory && inventory.ads.length === 0 && <Text>{t('adsSection.empty')}</Text>}
        {inventory && inventory.ads.length > 0 && shown.length === 0 && (
          <Text>{t('adsSection.noMatch')}</Text>
        )}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          {shown.map((ad) => (
            <AdCard
              key={ad.id}
              ad={ad}
              stats={stats.get(ad.id)}
              onEdit={() => {
                setEditing(ad);
                setFormOpen(true);
              }}
              onDelete={() => askDelete(ad)}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <AdFormModal
        opened={formOpen}
        editing={editing}
        otherIds={(inventory?.ads ?? []).map((a) => a.id).filter((id) => id !== editing?.id)}
        onClose={() => setFormOpen(false)}
        onSubmit={submit}
        toast={toast}
      />
      <CriticalActionDialog action={pending} onClose={() => setPending(null)} />
    </Card>
  );
}
