import { z } from 'zod';

/** The part of Electron's IpcMainInvokeEvent the guard reads. */
export interface InvokeEventLike {
  readonly senderFrame: { readonly url: string; readonly parent?: unknown } | null;
}

/** One IPC operation: the schema of its arguments and what it does with them. */
export interface HandlerSpec<Args extends unknown[], Result> {
  args: z.ZodType<Args>;
  run(...args: Args): Promise<Result>;
}

export class UntrustedSenderError extends Error {
  constructor(channel: string, url: string | undefined) {
    super(`${channel} refused: the call does not come from the console (${url ?? 'no frame'})`);
    this.name = 'UntrustedSenderError';
  }
}

export class InvalidArgumentsError extends Error {
  constructor(channel: string, detail: string) {
    super(`${channel} refused: invalid arguments\n${detail}`);
    this.name = 'InvalidArgumentsError';
  }
}

/**
 * Wraps an operation for ipcMain.handle: the call must come from the console's own page (not
 * an iframe, a navigated-away page or another window), and its arguments must match the
 * schema before the operation sees them.
 */
export function guardHandler<Args extends unknown[], Result>(
  channel: string,
  spec: HandlerSpec<Args, Result>,
  isTrustedSender: (url: string | undefined) => boolean,
): (event: InvokeEventLike, ...args: unknown[]) => Promise<Result> {
  return async (event, ...raw) => {
    const frame = event.senderFrame;
    const url = frame?.url;
    // Only the window's top frame: an iframe never speaks for the console, even a same-origin one.
    if (!frame || frame.parent || !isTrustedSender(url)) {
      throw new UntrustedSenderError(channel, url);
    }
    const parsed = spec.args.safeParse(raw);
    if (!parsed.success) throw new InvalidArgumentsError(channel, z.prettifyError(parsed.error));
    return spec.run(...parsed.data);
  };
}
