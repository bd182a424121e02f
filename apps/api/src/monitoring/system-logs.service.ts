import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SystemLog } from './monitoring.entities.js';
import type { ConsolePage, ConsoleSystemLogRow, ConsoleSystemLogsQuery } from '@tontine/contracts';
import { Repository } from 'typeorm';
import { consolePage, decodeConsoleCursor, invalidCursor } from '../common/console-cursor.js';
import { isoTime } from '../common/sql-values.js';

/** The system logs tab: newest first, by id (the order they were stored in), maybe one level. */
@Injectable()
export class SystemLogsService {
  constructor(@InjectRepository(SystemLog) private readonly logs: Repository<SystemLog>) {}

  async list(query: ConsoleSystemLogsQuery): Promise<ConsolePage<ConsoleSystemLogRow>> {
    const [after] = decodeConsoleCursor(query.cursor, 1) ?? [];
    if (after !== undefined && !/^\d{1,19}$/.test(after)) invalidCursor();
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.level) {
      where.push('level = ?');
      params.push(query.level);
    }
    if (after !== undefined) {
      where.push('id < ?');
      params.push(after);
    }
    const rows = (await this.logs.manager.query(
      `SELECT id, level, message, context, logged_at FROM system_logs
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY id DESC LIMIT ?`,
      [...params, query.limit + 1],
    )) as Array<Record<string, unknown>>;
    return consolePage(
      rows,
      query.limit,
      (r) => [String(r.id)],
      (r) => ({
        id: String(r.id),
        level: r.level as ConsoleSystemLogRow['level'],
        message: String(r.message),
        context: r.context === null || r.context === undefined ? null : String(r.context),
        timestamp: isoTime(r.logged_at),
      }),
    );
  }
}
