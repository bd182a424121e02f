import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useServiceTestKit } from '../testing/service-test-kit.js';
import { ChatMessageWriter } from './chat-message-writer.service.js';
import { ChatModule } from './chat.module.js';

describe('ChatMessageWriter', () => {
  const kit = useServiceTestKit(ChatModule);
  const message = (groupId: string, senderId: string, text: string) => ({
    id: randomUUID(),
    groupId,
    senderId,
    message: text,
    senderIsAdmin: false,
    createdAt: new Date(),
  });

  it('stores every message sent at once, each send answered once its row is committed', async () => {
    const made = await kit.makeGroup({ members: 2 });
    const writer = kit.get(ChatMessageWriter);
    const rows = Array.from({ length: 60 }, (_, i) =>
      message(made.group.id, made.members[i % 2]!.id, `message ${i}`),
    );
    await Promise.all(rows.map((row) => writer.write(row)));
    const stored = await kit.rows<{ id: string; message: string }>(
      'SELECT id, message FROM chat_messages ORDER BY message',
    );
    expect(stored.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('fails only the send whose row the database refuses, not the others of its statement', async () => {
    const made = await kit.makeGroup({ members: 1 });
    const writer = kit.get(ChatMessageWriter);
    const first = message(made.group.id, made.admin.id, 'premier');
    await writer.write(first);
    const others = [1, 2, 3].map((i) => message(made.group.id, made.admin.id, `autre ${i}`));
    const answers = await Promise.allSettled([
      writer.write(others[0]!),
      writer.write(others[1]!),
      writer.write({ ...first, message: 'même id' }),
      writer.write(others[2]!),
    ]);
    expect(answers.map((a) => a.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await kit.count('chat_messages')).toBe(4);
  });
});
