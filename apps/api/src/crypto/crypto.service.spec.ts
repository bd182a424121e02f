import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { open } from '../auth/secret-box.js';
import { expectDomainError, useServiceTestKit } from '../testing/service-test-kit.js';
import { CryptoModule } from './crypto.module.js';
import { CryptoService } from './crypto.service.js';
import { addressAt } from './hd-keys.js';

/** A loopback port that was free a moment ago: nothing answers there. */
function freePortOnLoopback(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const token = (n: number) => ({ address: `0x${String(n).padStart(40, '0')}`, decimals: 6 });

describe('CryptoService', () => {
  const kit = useServiceTestKit(CryptoModule);
  const crypto = () => kit.get(CryptoService);

  /** Polygon configured with an RPC URL on a loopback port nothing listens on. */
  async function configure(withKey = true) {
    kit.config.walletMasterKey = withKey ? randomBytes(32) : undefined;
    kit.config.cryptoNetworks = {
      polygon: {
        rpcUrl: `http://127.0.0.1:${await freePortOnLoopback()}`,
        usdt: token(1),
        usdc: token(2),
        confirmations: 1,
        treasury: `0x${'3'.repeat(40)}`,
        explorerUrl: 'https://explorer.example/',
      },
    };
  }

  afterEach(() => {
    kit.config.walletMasterKey = undefined;
    kit.config.cryptoNetworks = {};
  });

  it('refuses to create a wallet without WALLET_MASTER_KEY, and writes nothing', async () => {
    await configure(false);
    const user = await kit.makeUser();
    const error = await expectDomainError(
      crypto().createWallet(user, 'polygon'),
      'CRYPTO_WALLETS_DISABLED',
    );
    expect(error.status).toBe(503);
    expect(error.detail).toContain('WALLET_MASTER_KEY');
    expect(await kit.count('crypto_master_seeds')).toBe(0);
    expect(await kit.count('crypto_wallets')).toBe(0);
  });

  it('reports a network without configuration as unavailable', async () => {
    await configure();
    const user = await kit.makeUser();
    await expectDomainError(crypto().createWallet(user, 'bsc'), 'CRYPTO_NETWORK_UNAVAILABLE');
    expect(await kit.count('crypto_wallets')).toBe(0);
  });

  it('derives one address per user and network from the sealed master seed', async () => {
    await configure();
    const [alice, bob] = [await kit.makeUser(), await kit.makeUser()];
    const a = await crypto().createWallet(alice, 'polygon');
    const b = await crypto().createWallet(bob, 'polygon');
    expect(a).toMatchObject({ network: 'polygon', balance_usdt: null, balances_read_at: null });
    expect(a.address).not.toBe(b.address);
    await expectDomainError(crypto().createWallet(alice, 'polygon'), 'WALLET_EXISTS');

    const [seed] = await kit.rows<{ sealed_mnemonic: string }>(
      'SELECT sealed_mnemonic FROM crypto_master_seeds',
    );
    const mnemonic = open(kit.config.walletMasterKey!, seed!.sealed_mnemonic);
    expect(seed!.sealed_mnemonic).not.toContain(mnemonic.split(' ')[0]);
    const rows = await kit.rows<{ user_id: string; address: string; derivation_path: string }>(
      'SELECT user_id, address, derivation_path FROM crypto_wallets ORDER BY derivation_path',
    );
    expect(rows.map((r) => r.derivation_path)).toEqual(["m/44'/60'/0'/0/0", "m/44'/60'/0'/0/1"]);
    for (const row of rows) expect(addressAt(mnemonic, row.derivation_path)).toBe(row.address);
    expect(await crypto().list(alice)).toEqual([a]);
  });

  it('answers 503 when the network RPC does not answer, and stores nothing', async () => {
    await configure();
    const user = await kit.makeUser();
    const wallet = await crypto().createWallet(user, 'polygon');
    const error = await expectDomainError(
      crypto().refresh(user, wallet.address.toLowerCase(), 'polygon'),
      'CRYPTO_SERVICE_UNAVAILABLE',
    );
    expect(error.detail).toBe('Service de cryptomonnaie temporairement indisponible');
    expect(await crypto().list(user)).toEqual([wallet]);
  });

  it("refuses to refresh another user's wallet", async () => {
    await configure();
    const [owner, other] = [await kit.makeUser(), await kit.makeUser()];
    const wallet = await crypto().createWallet(owner, 'polygon');
    await expectDomainError(crypto().refresh(other, wallet.address, 'polygon'), 'WALLET_NOT_FOUND');
  });
});
