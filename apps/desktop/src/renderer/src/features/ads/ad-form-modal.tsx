import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REWARDED_VIDEO_DURATIONS, rewardedMinViewSeconds } from '@tontine/contracts';
import type { ConsoleToast } from '../../lib/console-tab-props';
import {
  AD_TYPES,
  EMPTY_AD,
  readForm,
  REWARD_TYPES,
  toFormValues,
  type AdFormErrors,
  type AdFormValues,
} from './ad-form';
import { AdImageField } from './ad-image-field';
import type { InventoryAd } from './api/ads-api';

/** Adds or edits one ad: every field of the inventory, checked before the save. */
export function AdFormModal({
  opened,
  editing,
  otherIds,
  onClose,
  onSubmit,
  toast,
}: {
  opened: boolean;
  /** The ad edited, or null for a new one. */
  editing: InventoryAd | null;
  otherIds: string[];
  onClose: () => void;
  onSubmit: (ad: InventoryAd) => Promise<boolean>;
  toast: (toast: ConsoleToast) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AdFormValues>(EMPTY_AD);
  const [errors, setErrors] = useState<AdFormErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setValues(editing ? toFormValues(editing) : EMPTY_AD);
    setErrors({});
  }, [opened, editing]);

  const set = <K extends keyof AdFormValues>(key: K, value: AdFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A field's error goes once it changes; the next save checks it again.
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const rewarded = values.type === 'rewarded';
  // A rewarded video of a documented length takes that length's minimum view time.
  const timedLength = REWARDED_VIDEO_DURATIONS.some((d) => d === values.duration);
  const label = (key: keyof AdFormValues) => t(`adsSection.fields.${key}`);
  const error = (key: keyof AdFormValues) => (errors[key] ? t(errors[key]) : undefined);

  const submit = async () => {
    const read = readForm(values, otherIds);
    if (read.errors) {
      setErrors(read.errors);
      return;
    }
    setSaving(true);
    try {
      if (await onSubmit(read.ad)) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !saving && onClose()}
      title={
        editing ? t('adsSection.formEditTitle', { id: editing.id }) : t('adsSection.formAddTitle')
      }
      size="xl"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={label('id')}
              value={values.id}
              error={error('id')}
              required
              onChange={(e) => set('id', e.currentTarget.value)}
            />
            <Select
              label={label('type')}
              value={values.type}
              data={AD_TYPES.map((type) => ({ value: type, label: t(`adsSection.types.${type}`) }))}
              allowDeselect={false}
              onChange={(v) => v && set('type', v as AdFormValues['type'])}
            />
            <TextInput
              label={label('title')}
              value={values.title}
              error={error('title')}
              required
              onChange={(e) => set('title', e.currentTarget.value)}
            />
            <TextInput
              label={label('subtitle')}
              value={values.subtitle}
              error={error('subtitle')}
              onChange={(e) => set('subtitle', e.currentTarget.value)}
            />
            <TextInput
              label={label('brand')}
              value={values.brand}
              error={error('brand')}
              onChange={(e) => set('brand', e.currentTarget.value)}
            />
            <TextInput
              label={label('cta')}
              value={values.cta}
              error={error('cta')}
              onChange={(e) => set('cta', e.currentTarget.value)}
            />
            <AdImageField
              label={label('image_url')}
              value={values.image_url}
              error={error('image_url')}
              onChange={(url) => set('image_url', url)}
              toast={toast}
            />
            <AdImageField
              label={label('video_thumbnail_url')}
              value={values.video_thumbnail_url}
              error={error('video_thumbnail_url')}
              onChange={(url) => set('video_thumbnail_url', url)}
              toast={toast}
            />
            <TextInput
              label={label('external_url')}
              value={values.external_url}
              error={error('external_url')}
              placeholder="https://"
              onChange={(e) => set('external_url', e.currentTarget.value)}
            />
            <Select
              label={label('reward')}
              value={values.type === 'rewarded' ? values.reward || null : null}
              disabled={values.type !== 'rewarded'}
              error={error('reward')}
              data={REWARD_TYPES.map((r) => ({ value: r, label: t(`adsSection.rewards.${r}`) }))}
              onChange={(v) => set('reward', (v ?? '') as AdFormValues['reward'])}
            />
            <NumberInput
              label={label('min_view_seconds')}
              value={rewarded ? rewardedMinViewSeconds(values) : values.min_view_seconds}
              description={rewarded ? t('adsSection.rewardedTiming') : undefined}
              disabled={rewarded && timedLength}
              error={error('min_view_seconds')}
              min={0}
              max={600}
              allowDecimal={false}
              onChange={(v) => set('min_view_seconds', typeof v === 'number' ? v : Number(v))}
            />
            <NumberInput
              label={label('duration')}
              value={values.duration}
              error={error('duration')}
              min={1}
              max={3600}
              allowDecimal={false}
              onChange={(v) => set('duration', typeof v === 'number' ? v : Number(v))}
            />
            <TextInput
              type="datetime-local"
              label={label('active_from')}
              value={values.active_from}
              error={error('active_from')}
              onChange={(e) => set('active_from', e.currentTarget.value)}
            />
            <TextInput
              type="datetime-local"
              label={label('active_to')}
              value={values.active_to}
              error={error('active_to')}
              onChange={(e) => set('active_to', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Checkbox.Group
            label={label('languages')}
            value={values.languages}
            error={error('languages')}
            onChange={(v) => set('languages', v as AdFormValues['languages'])}
          >
            <Group gap="md" mt={4}>
              {(['fr', 'en', 'sw'] as const).map((language) => (
                <Checkbox
                  key={language}
                  value={language}
                  label={t(`adsSection.languages.${language}`)}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('adsSection.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('adsSection.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
