import { DESKTOP_CHANNELS, type DesktopBridge } from '@tontine/contracts';
import { guardHandler, type HandlerSpec, type InvokeEventLike } from './guarded-handler';

/** One handler per bridge operation, typed from the contracts' DesktopBridge. */
export type DesktopHandlers = {
  [K in keyof DesktopBridge]: HandlerSpec<
    Parameters<DesktopBridge[K]>,
    Awaited<ReturnType<DesktopBridge[K]>>
  >;
};

/** The part of ipcMain the registration uses. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
}

/** Registers every DESKTOP_CHANNELS operation, each behind the sender and argument checks. */
export function registerDesktopHandlers(
  ipc: IpcMainLike,
  handlers: DesktopHandlers,
  isTrustedSender: (url: string | undefined) => boolean,
): void {
  for (const name of Object.keys(DESKTOP_CHANNELS) as (keyof DesktopBridge)[]) {
    const channel = DESKTOP_CHANNELS[name];
    const spec = handlers[name] as HandlerSpec<unknown[], unknown>;
    ipc.handle(channel, guardHandler(channel, spec, isTrustedSender));
  }
}
