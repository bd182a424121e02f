import {
  DESKTOP_CHANNELS,
  type DesktopBridge,
  type ExportResult,
  type ExportSource,
} from '@tontine/contracts';
import { guardHandler, type HandlerSpec, type InvokeEventLike } from './guarded-handler';

/**
 * One handler per bridge operation, typed from the contracts' DesktopBridge. The export is the
 * one whose IPC arguments differ from the bridge's: the preload keeps the progress callback on
 * its side and sends the id that tags this export's progress events instead.
 */
export type DesktopHandlers = {
  [K in Exclude<keyof DesktopBridge, 'exportData'>]: HandlerSpec<
    Parameters<DesktopBridge[K]>,
    Awaited<ReturnType<DesktopBridge[K]>>
  >;
} & {
  exportData: HandlerSpec<[exportId: string, source: ExportSource], ExportResult>;
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
