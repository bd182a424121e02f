import type { StreamSocket } from '../lib/reconnecting-socket';

/**
 * A chat or notifications socket the test drives by hand: it opens, pushes an event of the
 * server and drops when told; `made` lists every socket the code under test opened.
 */
export class FakeSocket implements StreamSocket {
  static made: FakeSocket[] = [];
  onopen: StreamSocket['onopen'] = null;
  onmessage: StreamSocket['onmessage'] = null;
  onclose: StreamSocket['onclose'] = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  static latest(): FakeSocket {
    const socket = FakeSocket.made.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  push(event: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  drop(code = 1006, reason = '') {
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }
}

export const fakeSocketFactory = (url: string) => new FakeSocket(url);
