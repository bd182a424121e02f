import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AD_IMAGE_MAX_BYTES, AD_IMAGE_TYPES, type AdImageDto } from '@tontine/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { FileStore } from '../storage/file-store.js';
import type { User } from '../users/user.entity.js';
import { AdImage } from './ad-image.entity.js';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The inventory's images: typed from their bytes (never the name or the header), kept in the
 * file store (DATA_DIR/ad-images or the bucket, outside the web client's root), served by id by the API. An image is
 * never changed after its upload: a new image is a new id, so it may be cached for long.
 */
@Injectable()
export class AdImagesService {
  constructor(
    @InjectRepository(AdImage) private readonly images: Repository<AdImage>,
    private readonly transactions: Transactions,
    private readonly files: FileStore,
    private readonly audit: AuditService,
  ) {}

  /** POST /api/superadmin/ad-images: a super admin's upload, audited. */
  async upload(admin: User, bytes: Buffer, ip: string): Promise<AdImageDto> {
    const mime = await imageType(bytes);
    return this.store(bytes, mime, admin, ip);
  }

  /** Stores checked bytes; `admin` null for the demo seed (no admin action to audit). */
  async store(
    bytes: Buffer,
    mime: string,
    admin: User | null,
    ip = '',
    id: string = newId(),
  ): Promise<AdImageDto> {
    const file = `${id}.${EXTENSIONS[mime] ?? 'bin'}`;
    await this.files.put('ad-images', file, bytes, mime);
    try {
      await this.transactions.run(async (tx) => {
        await tx.getRepository(AdImage).insert({
          id,
          mime,
          size: bytes.length,
          file,
          uploadedBy: admin?.id ?? null,
          createdAt: new Date(),
        });
        if (admin)
          await this.audit.record(
            admin,
            {
              action: 'ad_image_uploaded',
              details: `${id} (${mime}, ${bytes.length} o)`,
              category: 'content_management',
              ip,
            },
            tx,
          );
      });
    } catch (err) {
      await this.files.remove('ad-images', file).catch(() => undefined);
      throw err;
    }
    return { id, url: `/api/ad-images/${id}`, mime_type: mime, size: bytes.length };
  }

  async read(id: string): Promise<{ bytes: Buffer; mime: string }> {
    if (!UUID.test(id)) throw new DomainError('AD_IMAGE_NOT_FOUND');
    const row = await this.images.findOneBy({ id });
    if (!row) throw new DomainError('AD_IMAGE_NOT_FOUND');
    const bytes = await this.files.get('ad-images', row.file);
    if (!bytes) throw new DomainError('AD_IMAGE_NOT_FOUND');
    return { bytes, mime: row.mime };
  }
}

/** The image's real type, or the refusal the profile photo gives. */
export async function imageType(bytes: Buffer): Promise<string> {
  if (bytes.length > AD_IMAGE_MAX_BYTES) throw new DomainError('PHOTO_TOO_LARGE');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(AD_IMAGE_TYPES as readonly string[]).includes(type.mime))
    throw new DomainError('PHOTO_NOT_IMAGE');
  return type.mime;
}
