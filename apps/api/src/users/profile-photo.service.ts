import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '@tontine/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  async replace(user: User, bytes: Buffer): Promise<User> {
    if (bytes.length > PROFILE_PHOTO_MAX_BYTES) throw new DomainError('PHOTO_TOO_LARGE');
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !(PROFILE_PHOTO_TYPES as readonly string[]).includes(type.mime)) {
      throw new DomainError('PHOTO_NOT_IMAGE');
    }
    await mkdir(this.config.uploadDir, { recursive: true });
    const file = `${user.id}-${randomBytes(6).toString('hex')}.${EXTENSIONS[type.mime]}`;
    await writeFile(join(this.config.uploadDir, file), bytes);
    const previous = user.profilePhotoFile;
    user.profilePhotoFile = file;
    user.profilePhotoMime = type.mime;
    const saved = await this.users.save(user);
    if (previous) await unlink(join(this.config.uploadDir, previous)).catch(() => undefined);
    return saved;
  }

  /** Removes a photo file no account uses any more (a deleted account's). */
  async discard(file: string): Promise<void> {
    await unlink(join(this.config.uploadDir, file)).catch(() => undefined);
  }

  async read(userId: string): Promise<{ bytes: Buffer; mime: string }> {
    const user = await this.users.findById(userId);
    if (!user?.profilePhotoFile || !user.profilePhotoMime) throw new DomainError('PHOTO_NOT_FOUND');
    const bytes = await readFile(join(this.config.uploadDir, user.profilePhotoFile)).catch(
      () => null,
    );
    if (!bytes) throw new DomainError('PHOTO_NOT_FOUND');
    return { bytes, mime: user.profilePhotoMime };
  }
}
