// Serves the built web client and the API on one port for the Playwright tests, against a
// fresh MariaDB database with the demo data, a local EVM chain with test USDT and USDC and a
// Daraja stand-in for M-Pesa, then drops the database and stops both when stopped.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDarajaStandIn } from './lib/daraja-stand-in.mjs';
import { startE2eChain } from './lib/e2e-chain.mjs';
import { createThrowawayDatabase, dropDatabase } from './lib/mariadb.mjs';

const port = process.env.PORT ?? '4310';
const db = await createThrowawayDatabase('tontine_e2e');
console.log(`[e2e] database: MariaDB ${db.name}`);

// The crypto tests mint tokens, fund gas and mine blocks on this chain: they find it in the
// file playwright.config.ts names (E2E_CHAIN_FILE, one per API port).
const chain = await startE2eChain().catch(async (error) => {
  await dropDatabase(db.name).catch(() => undefined);
  throw error;
});
const network = {
  rpcUrl: chain.rpcUrl,
  usdt: chain.usdt,
  usdc: chain.usdc,
  confirmations: 2,
  // Hardhat's second account: a fixed address the crypto payments go to.
  treasury: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  explorerUrl: 'http://127.0.0.1/explorer/',
};
const chainFile = process.env.E2E_CHAIN_FILE ?? join(tmpdir(), `tontine-e2e-chain-${port}.json`);
writeFileSync(chainFile, JSON.stringify({ ...network, abi: chain.abi }));
console.log(`[e2e] chain: Hardhat at ${chain.rpcUrl}`);

// Safaricom cannot be reached from here: its stand-in settles every push by itself, as a member
// entering their PIN would, and calls the API back.
const daraja = await startDarajaStandIn({ autoComplete: { delayMs: 1500 } });
const darajaFile = process.env.E2E_DARAJA_FILE ?? join(tmpdir(), `tontine-e2e-daraja-${port}.json`);
writeFileSync(darajaFile, JSON.stringify({ url: daraja.url }));
console.log(`[e2e] M-Pesa: Daraja stand-in at ${daraja.url}`);

const databaseFile =
  process.env.E2E_DATABASE_FILE ?? join(tmpdir(), `tontine-e2e-database-${port}.json`);
writeFileSync(databaseFile, JSON.stringify({ url: db.url }));

const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    SEED_DEMO: 'true',
    DEMO_MODE: 'true',
    DATA_DIR: join(tmpdir(), db.name),
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    CORS_ORIGINS: `http://127.0.0.1:${process.env.E2E_DESKTOP_PORT ?? '4320'}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    WALLET_MASTER_KEY: randomBytes(32).toString('hex'),
    CRYPTO_NETWORKS: JSON.stringify({ polygon: network }),
    CRYPTO_CHECK_INTERVAL_MS: '1000',
    MPESA_BASE_URL: daraja.url,
    MPESA_CONSUMER_KEY: 'stand-in-key',
    MPESA_CONSUMER_SECRET: 'stand-in-secret',
    MPESA_SHORTCODE: '174379',
    MPESA_PASSKEY: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
    MPESA_B2C_SHORTCODE: '600000',
    MPESA_INITIATOR_NAME: 'testapi',
    MPESA_SECURITY_CREDENTIAL: 'stand-in-credential',
    MPESA_CHECK_INTERVAL_MS: '1000',
    // The fines of a group moved past its grace come within a second, as the tests wait for them.
    FINES_INTERVAL_SECONDS: '1',
    // Interstitials would cover other tests' clicks: the ads tests switch them on and back off.
    DEMO_ADS_ENABLED: 'false',
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  await chain.stop().catch(() => undefined);
  await daraja.stop().catch(() => undefined);
  rmSync(chainFile, { force: true });
  await dropDatabase(db.name).catch(() => undefined);
  process.exit(code);
}
child.on('exit', (code) => void stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
