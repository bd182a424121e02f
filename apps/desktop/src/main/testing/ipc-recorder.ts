import type { IpcMainLike } from '../ipc/desktop-handlers';
import type { InvokeEventLike } from '../ipc/guarded-handler';

type Listener = (event: InvokeEventLike, ...args: unknown[]) => unknown;

/** Records what is registered on ipcMain and invokes it as a renderer frame would. */
export function makeIpcRecorder() {
  const listeners = new Map<string, Listener>();
  const ipc: IpcMainLike = {
    handle(channel, listener) {
      if (listeners.has(channel)) throw new Error(`${channel} registered twice`);
      listeners.set(channel, listener);
    },
  };
  return {
    ipc,
    channels: () => [...listeners.keys()],
    /** Invokes as the frame at `frameUrl` (null: a destroyed frame) would. */
    invoke(channel: string, frameUrl: string | null, ...args: unknown[]) {
      return this.invokeFrom(frameUrl ? { url: frameUrl, parent: null } : null, channel, ...args);
    },
    invokeFrom(frame: InvokeEventLike['senderFrame'], channel: string, ...args: unknown[]) {
      const listener = listeners.get(channel);
      if (!listener) throw new Error(`nothing handles ${channel}`);
      return Promise.resolve(listener({ senderFrame: frame }, ...args));
    },
  };
}
