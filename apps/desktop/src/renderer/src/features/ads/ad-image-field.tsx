import { useState } from 'react';
import { FileButton, Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { AD_IMAGE_TYPES } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { consoleErrorText } from '../../lib/console-error-text';
import type { ConsoleToast } from '../../lib/console-tab-props';
import { uploadImageFile } from './api/ads-api';
import { useImageSource } from './api/get-image-source';

/** The image shown for an inventory URL (the API's images from its origin). */
export function AdImagePreview({ url, label, h = 72 }: { url: string; label: string; h?: number }) {
  const src = useImageSource(url).data;
  if (!url || !src) return null;
  return <Image src={src} alt={label} h={h} w="auto" maw="100%" fit="contain" radius="sm" />;
}

/**
 * An image field of the ad form: its address (typed, or filled by an upload through the
 * bridge: the desktop's main process, or the browser at /console), with a preview.
 */
export function AdImageField({
  label,
  value,
  error,
  onChange,
  toast,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (url: string) => void;
  toast: (toast: ConsoleToast) => void;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadImageFile(file);
      onChange(image.url);
      toast({ kind: 'success', title: t('adsSection.uploaded') });
    } catch (err) {
      toast({
        kind: 'error',
        title: t('adsSection.uploadFailed'),
        message: consoleErrorText(t, err, t('adsSection.uploadFailed')),
      });
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        value={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={(file) => void upload(file)} accept={AD_IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={uploading}>
              {uploading ? t('adsSection.uploading') : t('adsSection.upload')}
            </Button>
          )}
        </FileButton>
        {!value && (
          <Text size="xs" c="dimmed">
            {t('adsSection.noImage')}
          </Text>
        )}
      </Group>
      <AdImagePreview url={value} label={t('adsSection.preview', { field: label })} />
    </Stack>
  );
}
