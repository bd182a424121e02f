import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES, type MessageKey } from '@tontine/contracts';

/** The photo is checked before it is sent: an image (JPG, PNG, GIF) of at most 5 MB. */
export function validateProfilePhoto(file: File): MessageKey | null {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'photoNotImage';
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return 'photoTooLarge';
  return null;
}
