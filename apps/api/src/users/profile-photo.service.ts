import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '@tontine/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { DomainError } from '../common/domain-error.js';
import { FileStore } from '../storage/file-store.js';
import type { User } from './user.entity.js';
import { UsersService } from './users.service.js';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/** Profile photos: the type is read from the bytes, never from the name or the header. */
@Injectable()
export class ProfilePhotoService {
  constructor(
    private readonly files: FileStore,
    private readonly users: UsersService,
  ) {}

  async replace(user: User, bytes: Buffer): Promise<User> {
    if (bytes.length > PROFILE_PHOTO_MAX_BYTES) throw new DomainError('PHOTO_TOO_LARGE');
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !(PROFILE_PHOTO_TYPES as readonly string[]).includes(type.mime)) {
      throw new DomainError('PHOTO_NOT_IMAGE');
    }
    const file = `${user.id}-${randomBytes(6).toString('hex')}.${EXTENSIONS[type.mime]}`;
    await this.files.put('photos', file, bytes, type.mime);
    const previous = user.profilePhotoFile;
    user.profilePhotoFile = file;
    user.profilePhotoMime = type.mime;
    const saved = await this.users.save(user);
    if (previous) await this.files.remove('photos', previous).catch(() => undefined);
    return saved;
  }

  /** Removes a photo file no account uses any more (a deleted account's). */
  async discard(file: string): Promise<void> {
    await this.files.remove('photos', file).catch(() => undefined);
  }

  async read(userId: string): Promise<{ bytes: Buffer; mime: string }> {
    const user = await this.users.findById(userId);
    if (!user?.profilePhotoFile || !user.profilePhotoMime) throw new DomainError('PHOTO_NOT_FOUND');
    const bytes = await this.files.get('photos', user.profilePhotoFile);
    if (!bytes) throw new DomainError('PHOTO_NOT_FOUND');
    return { bytes, mime: user.profilePhotoMime };
  }
}
