import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './app-config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'tontine-config-'));

describe('loadConfig', () => {
  it('defaults to the embedded SQLite database with demo mode on and a kept secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.database).toEqual({ driver: 'sqlite', file: join(dir, 'tontine.sqlite') });
    expect(config.demoMode).toBe(true);
    expect(config.sessionExpiryHours).toBe(24);
    expect(config.port).toBe(3000);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('switches to MySQL with DATABASE_URL and turns demo mode off by default', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'mysql://root@127.0.0.1:3306/tontine',
    });
    expect(config.database).toMatchObject({ driver: 'mysql', name: 'tontine' });
    expect(config.demoMode).toBe(false);
  });

  it('listens on this machine only while the demo accounts are seeded, unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'true' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'true', HOST: '0.0.0.0' }).host).toBe(
      '0.0.0.0',
    );
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x/y' }, 'DATABASE_URL'],
    [{ SESSION_EXPIRY_HOURS: '-1' }, 'SESSION_EXPIRY_HOURS'],
    [{ SUPERADMIN_EMAILS: 'boss@example.com, not-an-email' }, 'SUPERADMIN_EMAILS'],
    [{ DEMO_MODE: 'maybe' }, 'DEMO_MODE'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ CORS_ORIGINS: 'not a url' }, 'CORS_ORIGINS'],
    [{ TRUST_PROXY: '127.0.0.1, nginx.internal' }, 'TRUST_PROXY'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ WALLET_MASTER_KEY: 'abc' }, 'WALLET_MASTER_KEY'],
    [{ CRYPTO_NETWORKS: '{not json' }, 'CRYPTO_NETWORKS'],
    [{ CRYPTO_NETWORKS: '{"solana":{}}' }, 'CRYPTO_NETWORKS'],
    [{ CRYPTO_NETWORKS: JSON.stringify({ polygon: { rpcUrl: 'x' } }) }, 'CRYPTO_NETWORKS'],
  ])('stops with one line naming the variable for %j', (env, name) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(`${name}:`);
    expect(message.split('\n')).toHaveLength(1);
  });

  it('trusts the X-Forwarded-For of the listed proxies only', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: JWT_SECRET: required in production',
    );
  });

  it('reads the super-admin list case-insensitively', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SUPERADMIN_EMAILS: ' Boss@Example.com ,ops@example.com',
    });
    expect(config.superadminEmails).toEqual(['boss@example.com', 'ops@example.com']);
  });

  it('reads the crypto networks, and leaves wallets disabled without WALLET_MASTER_KEY', () => {
    const token = { address: `0x${'1'.repeat(40)}`, decimals: 6 };
    const polygon = {
      rpcUrl: 'https://polygon-rpc.example/',
      usdt: token,
      usdc: { ...token, decimals: 18 },
      confirmations: 64,
      treasury: `0x${'2'.repeat(40)}`,
      explorerUrl: 'https://polygonscan.com/',
    };
    const config = loadConfig({
      DATA_DIR: dataDir(),
      CRYPTO_NETWORKS: JSON.stringify({ polygon }),
    });
    expect(config.cryptoNetworks).toEqual({ polygon });
    expect(config.walletMasterKey).toBeUndefined();
    const keyed = loadConfig({ DATA_DIR: dataDir(), WALLET_MASTER_KEY: 'ab'.repeat(32) });
    expect(keyed.walletMasterKey).toEqual(Buffer.alloc(32, 0xab));
    expect(keyed.cryptoNetworks).toEqual({});
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        CRYPTO_NETWORKS: JSON.stringify({ polygon: { ...polygon, confirmations: 0 } }),
      }),
    ).toThrow(/^Invalid configuration: CRYPTO_NETWORKS: polygon\.confirmations: /);
  });
});

describe('M-Pesa configuration', () => {
  const daraja = {
    MPESA_BASE_URL: 'https://sandbox.safaricom.co.ke/',
    MPESA_CONSUMER_KEY: 'key',
    MPESA_CONSUMER_SECRET: 'secret',
    MPESA_SHORTCODE: '174379',
    MPESA_PASSKEY: 'passkey',
    MPESA_INITIATOR_NAME: 'testapi',
    MPESA_SECURITY_CREDENTIAL: 'credential',
  };

  it('is off when no M-Pesa variable is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mpesa).toBeUndefined();
  });

  it('calls back to the public address through an unguessable path kept across restarts', () => {
    const dir = dataDir();
    const env = { ...daraja, DATA_DIR: dir, PUBLIC_URL: 'https://tontine.example/' };
    const mpesa = loadConfig(env).mpesa!;
    expect(mpesa.baseUrl).toBe('https://sandbox.safaricom.co.ke');
    expect(mpesa.callbackBaseUrl).toBe('https://tontine.example');
    expect(mpesa.callbackSecret).toMatch(/^[\w-]{40,}$/);
    expect(loadConfig(env).mpesa!.callbackSecret).toBe(mpesa.callbackSecret);
    expect(mpesa.b2cShortcode).toBeUndefined();
  });

  it('names the first missing variable when only some are set', () => {
    const { MPESA_PASSKEY: _, ...partial } = daraja;
    expect(() => loadConfig({ ...partial, DATA_DIR: dataDir() })).toThrow(
      new ConfigError(
        'Invalid configuration: MPESA_PASSKEY: required to use M-Pesa (MPESA_BASE_URL, MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_INITIATOR_NAME, MPESA_SECURITY_CREDENTIAL are set)',
      ),
    );
  });
});
