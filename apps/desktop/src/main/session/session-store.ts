import type { StoredSession, TokenVault } from './token-vault';

/**
 * The signed-in operator's token, held by the main process only. Every change is written
 * through the vault so that a restart finds the same session, and an expired token is
 * dropped before it is ever sent.
 */
export class SessionStore {
  #current: StoredSession | null = null;

  constructor(
    private readonly vault: TokenVault,
    private readonly now: () => number = Date.now,
  ) {}

  /** Loads the persisted session at start; an expired one is erased. */
  async restore(): Promise<void> {
    const stored = await this.vault.load();
    if (stored && this.isLive(stored)) {
      this.#current = stored;
    } else if (stored) {
      await this.vault.clear();
    }
  }

  /** The bearer token, or null when nobody is signed in or the token has expired. */
  async token(): Promise<string | null> {
    if (this.#current && !this.isLive(this.#current)) {
      await this.clear();
    }
    return this.#current?.accessToken ?? null;
  }

  async set(session: StoredSession): Promise<void> {
    this.#current = session;
    await this.vault.save(session);
  }

  async clear(): Promise<void> {
    this.#current = null;
    await this.vault.clear();
  }

  private isLive(session: StoredSession): boolean {
    return Date.parse(session.expiresAt) > this.now();
  }
}
