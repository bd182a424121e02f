import { basename } from 'node:path';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  PROOF_BYTES_PER_MEMBER_MAX,
  PROOF_BYTES_WINDOW_DAYS,
  PROOFS_PER_CONTRIBUTION_MAX,
  type PaymentProofDto,
  type ProofMimeType,
} from '@tontine/contracts';
import { type EntityManager, In, MoreThanOrEqual, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { FileStore } from '../storage/file-store.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { DomainEvents } from '../events/domain-events.service.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { PaymentProof } from './payment-proof.entity.js';
import { toPaymentProofDto } from './payment-proof.mapper.js';
import { detectProofType, PROOF_EXTENSIONS } from './proof-content-type.js';
import { ProofContributionsViews, type ProofTarget } from './proof-contributions-views.service.js';
import type { UploadedFile } from '../common/single-file-upload.js';

/** Who is reading a contribution's proofs, and why they may. */
type Reader = 'payer' | 'group_admin' | 'super_admin';

/** A proof's file as the API serves it. */
export interface ProofFile {
  bytes: Buffer;
  mime: ProofMimeType;
  fileName: string;
}

/**
 * Proofs of payment: the payer attaches receipts to their pending contribution; the payer, the
 * group's admins and super admins read them. The type is read from the bytes; the files live in
 * the file store (DATA_DIR/proofs or the bucket), never under the web root, named by a random key (the sent name is only kept
 * for the download). What one member can store is bounded: PROOFS_PER_CONTRIBUTION_MAX per
 * contribution, PROOF_BYTES_PER_MEMBER_MAX sent within PROOF_BYTES_WINDOW_DAYS.
 */
@Injectable()
export class PaymentProofsService implements OnModuleInit {
  private readonly logger = new Logger('PaymentProofsService');

  constructor(
    private readonly files: FileStore,
    @InjectRepository(PaymentProof) private readonly proofs: Repository<PaymentProof>,
    private readonly transactions: Transactions,
    private readonly contributions: ProofContributionsViews,
    private readonly access: GroupAccessService,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    // A deleted group's receipts go with it: nobody can reach its contributions any more.
    this.events.on('group.deleted', ({ groupId }) => this.removeOfGroup(groupId));
    // A deleted (anonymised) account's receipts go with it; an excluded member's stay for the
    // admins who still have to decide on their pending contributions.
    this.events.on('membership.ended', async ({ userId }) => {
      const user = await this.users.findById(userId);
      if (user?.status === 'deleted') await this.removeOfUploader(userId);
    });
  }

  async upload(
    user: User,
    contributionId: string,
    upload: UploadedFile,
    source: 'camera' | 'file',
  ): Promise<PaymentProofDto> {
    const target = await this.target(contributionId);
    if (target.userId !== user.id) {
      // The group's admins see it (so they learn it is not theirs to send); others do not.
      await this.readerOf(user, target);
      throw new DomainError('FORBIDDEN');
    }
    if (target.status !== 'pending') throw new DomainError('PROOF_CONTRIBUTION_NOT_PENDING');
    const mime = await detectProofType(upload.bytes);
    if (!mime) throw new DomainError('PROOF_TYPE_REFUSED');

    const id = newId();
    const storageKey = `${id}.${PROOF_EXTENSIONS[mime]}`;
    await this.files.put('proofs', storageKey, upload.bytes, mime);
    const proof = Object.assign(new PaymentProof(), {
      id,
      contributionId: target.id,
      uploaderId: user.id,
      fileName: proofFileName(upload.fileName, mime, source),
      mimeType: mime,
      size: upload.bytes.length,
      source,
      storageKey,
      createdAt: new Date(),
    });
    try {
      // Decided while the bytes were written: the receipt has nothing left to support.
      const still = await this.contributions.find(target.id);
      if (still?.status !== 'pending') throw new DomainError('PROOF_CONTRIBUTION_NOT_PENDING');
      await this.transactions.run(async (tx) => {
        // One member's uploads are counted one at a time (their account row locked until the
        // insert), so that two sent at once cannot both pass the limits.
        await this.users.findForUpdate(tx, user.id);
        await this.assertRoomFor(tx, proof);
        await tx.getRepository(PaymentProof).insert(proof);
      });
    } catch (err) {
      await this.discard(storageKey);
      throw err;
    }
    return toPaymentProofDto(proof);
  }

  /** The limits on what one member stores: proofs per contribution, bytes over the window. */
  private async assertRoomFor(tx: EntityManager, proof: PaymentProof): Promise<void> {
    const proofs = tx.getRepository(PaymentProof);
    const attached = await proofs.countBy({ contributionId: proof.contributionId });
    if (attached >= PROOFS_PER_CONTRIBUTION_MAX)
      throw new DomainError('PROOFS_PER_CONTRIBUTION_REACHED');
    const since = new Date(proof.createdAt.getTime() - PROOF_BYTES_WINDOW_DAYS * 86_400_000);
    const sent =
      (await proofs.sum('size', {
        uploaderId: proof.uploaderId,
        createdAt: MoreThanOrEqual(since),
      })) ?? 0;
    if (sent + proof.size > PROOF_BYTES_PER_MEMBER_MAX)
      throw new DomainError('PROOF_BYTES_PER_MEMBER_REACHED');
  }

  async list(user: User, contributionId: string): Promise<PaymentProofDto[]> {
    const target = await this.target(contributionId);
    await this.readerOf(user, target);
    const proofs = await this.proofs.find({
      where: { contributionId: target.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return proofs.map(toPaymentProofDto);
  }

  /** The file; a super admin who is not an admin of the group leaves a line in the audit trail. */
  async read(user: User, contributionId: string, proofId: string, ip: string): Promise<ProofFile> {
    const target = await this.target(contributionId);
    const reader = await this.readerOf(user, target);
    const proof = await this.proof(target, proofId);
    const bytes = await this.files.get('proofs', proof.storageKey);
    if (!bytes) throw new DomainError('PROOF_NOT_FOUND');
    if (reader === 'super_admin') {
      await this.audit.record(user, {
        action: 'payment_proof_viewed',
        details: `${proof.id} of contribution ${target.id} (group ${target.groupId})`,
        category: 'payment_validation',
        ip,
      });
    }
    return { bytes, mime: proof.mimeType, fileName: proof.fileName };
  }

  /** The payer takes a receipt back while the contribution still waits for its decision. */
  async remove(user: User, contributionId: string, proofId: string): Promise<void> {
    const target = await this.target(contributionId);
    if (target.userId !== user.id) {
      await this.readerOf(user, target);
      throw new DomainError('FORBIDDEN');
    }
    const proof = await this.proof(target, proofId);
    if (target.status !== 'pending') throw new DomainError('PROOF_CONTRIBUTION_NOT_PENDING');
    const done = await this.proofs.delete({ id: proof.id });
    if (!done.affected) throw new DomainError('PROOF_NOT_FOUND');
    await this.discard(proof.storageKey);
  }

  private async removeOfGroup(groupId: string): Promise<void> {
    const ids = await this.contributions.idsOfGroup(groupId);
    for (let i = 0; i < ids.length; i += 500) {
      await this.removeWhere({ contributionId: In(ids.slice(i, i + 500)) });
    }
  }

  private removeOfUploader(userId: string): Promise<void> {
    return this.removeWhere({ uploaderId: userId });
  }

  private async removeWhere(
    where: { contributionId: ReturnType<typeof In> } | { uploaderId: string },
  ): Promise<void> {
    const repo = this.proofs;
    const proofs = await repo.find({ where, select: { id: true, storageKey: true } });
    if (proofs.length === 0) return;
    await repo.delete({ id: In(proofs.map((p) => p.id)) });
    for (const proof of proofs) await this.discard(proof.storageKey);
    this.logger.log({ count: proofs.length }, 'payment proofs removed');
  }

  private async discard(storageKey: string): Promise<void> {
    await this.files.remove('proofs', storageKey).catch(() => undefined);
  }

  private async target(contributionId: string): Promise<ProofTarget> {
    const target = await this.contributions.find(contributionId);
    if (!target) throw new DomainError('CONTRIBUTION_NOT_FOUND');
    return target;
  }

  private async proof(target: ProofTarget, proofId: string): Promise<PaymentProof> {
    const proof = /^[0-9a-f-]{36}$/i.test(proofId)
      ? await this.proofs.findOneBy({ id: proofId, contributionId: target.id })
      : null;
    if (!proof) throw new DomainError('PROOF_NOT_FOUND');
    return proof;
  }

  /**
   * The payer, the group's admins and super admins read a contribution's proofs. A member of
   * the group is told no (403); anyone else learns nothing of the contribution (404).
   */
  private async readerOf(user: User, target: ProofTarget): Promise<Reader> {
    if (target.userId === user.id) return 'payer';
    const group = await this.access.findGroup(target.groupId).catch(() => null);
    if (user.role === 'super_admin') {
      if (group && (await this.access.adminIds(group)).includes(user.id)) return 'group_admin';
      return 'super_admin';
    }
    if (!group) throw new DomainError('CONTRIBUTION_NOT_FOUND');
    if (await this.access.can(user, 'handle_money', group)) return 'group_admin';
    if (await this.access.membership(group.id, user.id)) throw new DomainError('FORBIDDEN');
    throw new DomainError('CONTRIBUTION_NOT_FOUND');
  }
}

/**
 * The name the download takes: the sent name without its path and control characters, with the
 * extension of the type read from the bytes (a photo from the camera is named by the client).
 */
export function proofFileName(
  sent: string,
  mime: ProofMimeType,
  source: 'camera' | 'file',
): string {
  const extension = PROOF_EXTENSIONS[mime];
  const cleaned = basename(sent.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  const stem =
    cleaned.replace(/\.[^.]*$/, '').slice(0, 200) || (source === 'camera' ? 'photo' : 'proof');
  return `${stem}.${extension}`;
}
