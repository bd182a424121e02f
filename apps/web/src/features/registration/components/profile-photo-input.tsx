import { useEffect, useState } from 'react';
import { Avatar, FileInput, Group } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { PROFILE_PHOTO_TYPES } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { validateProfilePhoto } from '../utils/validate-profile-photo';

interface ProfilePhotoInputProps {
  value: File | null;
  onChange: (file: File | null) => void;
}

/** The optional photo: checked here (type, 5 MB) before it is ever sent, with a preview. */
export function ProfilePhotoInput({ value, onChange }: ProfilePhotoInputProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  function choose(file: File | null) {
    const problem = file ? validateProfilePhoto(file) : null;
    setError(problem ? t(`messages.${problem}`) : null);
    onChange(problem ? null : file);
  }

  return (
    <Group align="flex-start" wrap="nowrap">
      <Avatar src={preview} alt={t('registration.photoPreview')} size="lg" radius="xl">
        <IconPhoto aria-hidden />
      </Avatar>
      <FileInput
        style={{ flex: 1 }}
        label={t('registration.photo')}
        description={t('registration.photoHint')}
        accept={PROFILE_PHOTO_TYPES.join(',')}
        // The hidden file input is named too, so that tests and assistive tools can reach it.
        fileInputProps={{ 'aria-label': t('registration.photo') }}
        clearable
        value={value}
        onChange={choose}
        error={error}
      />
    </Group>
  );
}
