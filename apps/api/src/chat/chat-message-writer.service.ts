import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ChatMessage } from './chat.entities.js';

type NewMessage = Pick<
  ChatMessage,
  'id' | 'groupId' | 'senderId' | 'message' | 'senderIsAdmin' | 'createdAt'
>;

interface Waiting {
  row: NewMessage;
  done: (err?: unknown) => void;
}

/** Rows one INSERT carries at most, and INSERTs in flight at once (of the pool's connections). */
const MAX_ROWS = 200;
const MAX_IN_FLIGHT = 2;
const COLUMNS = '(id, group_id, sender_id, message, sender_is_admin, created_at)';

/**
 * Stores chat messages as they are sent, several per INSERT when they arrive together: each
 * send waits for the commit of the statement that carried its row, as it did for its own, but
 * under load a few statements carry many rows instead of one pooled connection and one commit
 * per message. A quiet chat writes each message at once, alone.
 */
@Injectable()
export class ChatMessageWriter {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(@InjectRepository(ChatMessage) private readonly messages: Repository<ChatMessage>) {}

  write(row: NewMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, done: (err) => (err === undefined ? resolve() : reject(err)) });
      this.drain();
    });
  }

  private drain(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_ROWS);
      this.inFlight++;
      void this.insert(batch).finally(() => {
        this.inFlight--;
        this.drain();
      });
    }
  }

  private async insert(batch: Waiting[]): Promise<void> {
    try {
      await this.insertRows(batch.map((w) => w.row));
      for (const w of batch) w.done();
    } catch (err) {
      if (batch.length === 1) return batch[0]!.done(err);
      // One row the database refuses must not fail the others' sends: each is tried alone.
      for (const w of batch)
        await this.insertRows([w.row]).then(
          () => w.done(),
          (alone: unknown) => w.done(alone),
        );
    }
  }

  private async insertRows(rows: NewMessage[]): Promise<void> {
    const createdAt = this.messages.metadata.findColumnWithPropertyName('createdAt')!;
    const driver = this.messages.manager.connection.driver;
    await this.messages.query(
      `INSERT INTO chat_messages ${COLUMNS} VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
      rows.flatMap((r) => [
        r.id,
        r.groupId,
        r.senderId,
        r.message,
        r.senderIsAdmin ? 1 : 0,
        driver.preparePersistentValue(r.createdAt, createdAt),
      ]),
    );
  }
}
