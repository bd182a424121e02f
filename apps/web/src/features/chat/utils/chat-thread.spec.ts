import { describe, expect, it } from 'vitest';
import { makeChatMessage, makeChatPage } from '../../../test/factories';
import {
  addTemporary,
  confirmSent,
  markReadThrough,
  receiveMessage,
  unreadBadgeText,
  type ChatThread,
} from './chat-thread';

function temporary(id: string, message: string) {
  return { ...makeChatMessage({ id, sender_id: 'u-1', message }), is_temp: true, sending: true };
}

describe('chat thread', () => {
  it('replaces the temporary message by the server id once sent', () => {
    const thread: ChatThread = addTemporary(temporary('temp-1', 'Salut'))(makeChatPage());
    const sent = confirmSent('temp-1', 'm-99', '2026-11-21T10:00:00.000Z')(thread);
    expect(sent.items).toHaveLength(1);
    expect(sent.items[0]).toMatchObject({ id: 'm-99', is_temp: false, sending: false, sent: true });
  });

  it('keeps one copy when the socket delivers the message before the send answers', () => {
    let thread: ChatThread = addTemporary(temporary('temp-1', 'Salut'))(makeChatPage());
    const echoed = makeChatMessage({ id: 'm-99', sender_id: 'u-1', message: 'Salut' });
    const received = receiveMessage(thread, echoed, 'u-1');
    expect(received.added).toBe(false);
    thread = confirmSent('temp-1', 'm-99', echoed.timestamp)(received.thread);
    expect(thread.items.map((item) => item.id)).toEqual(['m-99']);
    expect(thread.items[0]).toMatchObject({ sent: true, sending: false });
  });

  it('keeps one copy when the socket delivers the message after the send answered', () => {
    let thread: ChatThread = addTemporary(temporary('temp-1', 'Salut'))(makeChatPage());
    thread = confirmSent('temp-1', 'm-99', '2026-11-21T10:00:00.000Z')(thread);
    const received = receiveMessage(
      thread,
      makeChatMessage({ id: 'm-99', sender_id: 'u-1', message: 'Salut' }),
      'u-1',
    );
    expect(received.added).toBe(false);
    expect(received.thread.items).toHaveLength(1);
  });

  it('clears the new-message markers up to the message marked as read', () => {
    const thread = makeChatPage({
      items: [
        makeChatMessage({ id: 'a', is_read: false }),
        makeChatMessage({ id: 'b', is_read: false }),
        makeChatMessage({ id: 'c', is_read: false }),
      ],
      unread_count: 3,
    });
    const read = markReadThrough('b', 1)(thread);
    expect(read.items.map((item) => item.is_read)).toEqual([true, true, false]);
    expect(read.unread_count).toBe(1);
  });

  it('caps the unread badge at 99+', () => {
    expect(unreadBadgeText(7, 99)).toBe('7');
    expect(unreadBadgeText(99, 99)).toBe('99');
    expect(unreadBadgeText(100, 99)).toBe('99+');
  });
});
