import type { ChatEvent, ChatMessageDto, ChatPage, UserDto } from '@tontine/contracts';
import { vi } from 'vitest';
import { startSession } from '../../../lib/session';
import type { StreamSocket } from '../../../lib/reconnecting-socket';
import { jsonResponse } from '../../../test/render';

export const ME = { id: 'u-1', username: 'amina' };

export function signInAsMe(role: UserDto['role'] = 'member'): void {
  startSession('tok-1', { ...ME, role, onboarding_completed: true } as UserDto);
}

let sequence = 0;

export function makeChatMessage(overrides: Partial<ChatMessageDto> = {}): ChatMessageDto {
  sequence += 1;
  return {
    id: `m-${sequence}`,
    group_id: 'g-1',
    sender_id: 'u-2',
    sender_name: 'Baraka',
    message: `Habari ${sequence}`,
    timestamp: '2026-11-21T09:00:00.000Z',
    is_flagged: false,
    is_admin: false,
    is_read: true,
    flag_count: 0,
    flag_reasons: [],
    ...overrides,
  };
}

export function makeChatPage(overrides: Partial<ChatPage> = {}): ChatPage {
  return { items: [], next_cursor: null, unread_count: 0, is_moderator: false, ...overrides };
}

/** A chat socket the test drives by hand. */
export class FakeChatSocket implements StreamSocket {
  static made: FakeChatSocket[] = [];
  onopen: StreamSocket['onopen'] = null;
  onmessage: StreamSocket['onmessage'] = null;
  onclose: StreamSocket['onclose'] = null;
  closed = false;
  constructor(readonly url: string) {
    FakeChatSocket.made.push(this);
  }
  static latest(): FakeChatSocket {
    const socket = FakeChatSocket.made.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  push(event: ChatEvent) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  drop(code = 1006, reason = '') {
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }
}
export const fakeSocketFactory = (url: string) => new FakeChatSocket(url);

type Handler = (request: {
  body: unknown;
  url: URL;
  signal?: AbortSignal | null;
}) => Response | Promise<Response>;

/**
 * The API at the fetch level: `'METHOD /path'` (without `/api` and the query string) to a
 * handler. Anything else answers 404.
 */
export function fakeChatApi(routes: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = routes[`${method} ${url.pathname.replace(/^\/api/, '')}`];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler
      ? handler({ body, url, signal: init?.signal })
      : jsonResponse({ detail: 'not faked', code: 'NOT_FOUND' }, 404);
  });
}

/** The calls made to one route, with their query strings and bodies. */
export function callsTo(fetch: ReturnType<typeof fakeChatApi>, method: string, path: string) {
  return fetch.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname === `/api${path}`)
    .map(({ url, init }) => ({
      search: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

/** A fetch that answers only when the test says so (or never). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
