import { secp256k1 } from '@noble/curves/secp256k1.js';
import { HDKey } from '@scure/bip32';
import { generateMnemonic, mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { WalletNetwork } from '@tontine/contracts';
import { fromPublicKey } from 'ox/Address';
import { fromBytes } from 'ox/PublicKey';
import type { Address } from 'viem';

/**
 * Derivation of the custodial addresses (decision 0024):
 * m/44'/60'/<network>'/0/<user>, BIP-44 with Ethereum's coin type 60 for every EVM network,
 * the account level telling the networks apart so that a user's address differs per network,
 * and the user's index (crypto_key_indexes) last. Pure functions: no I/O, nothing kept.
 */
export const NETWORK_ACCOUNT: Record<WalletNetwork, number> = { polygon: 0, ethereum: 1, bsc: 2 };

/** The largest non-hardened BIP-32 index. */
export const MAX_KEY_INDEX = 0x7fffffff;

export function newMnemonic(): string {
  return generateMnemonic(wordlist, 256);
}

export function isValidMnemonic(mnemonic: string): boolean {
  return validateMnemonic(mnemonic, wordlist);
}

export function derivationPath(network: WalletNetwork, keyIndex: number): string {
  if (!Number.isInteger(keyIndex) || keyIndex < 0 || keyIndex > MAX_KEY_INDEX)
    throw new RangeError(`key index out of range: ${keyIndex}`);
  return `m/44'/60'/${NETWORK_ACCOUNT[network]}'/0/${keyIndex}`;
}

/**
 * The address at `path`, from the public key: the private key of the node exists only inside
 * this call and is wiped before it returns.
 */
export function addressAt(mnemonic: string, path: string): Address {
  const seed = mnemonicToSeedSync(mnemonic);
  const node = HDKey.fromMasterSeed(seed).derive(path);
  try {
    const compressed = node.publicKey;
    if (!compressed) throw new Error('derivation gave no public key');
    const uncompressed = secp256k1.Point.fromBytes(compressed).toBytes(false);
    return fromPublicKey(fromBytes(uncompressed), { checksum: true });
  } finally {
    node.wipePrivateData();
    seed.fill(0);
  }
}

/**
 * Runs `use` with the private key at `path` as viem takes it (0x hex), then wipes the derived
 * node and the seed: the key exists only for the signing, in memory, never stored or logged.
 * (The hex string itself cannot be wiped in JavaScript; it is dropped with the call.)
 */
export async function withPrivateKey<T>(
  mnemonic: string,
  path: string,
  use: (privateKey: `0x${string}`) => Promise<T>,
): Promise<T> {
  const seed = mnemonicToSeedSync(mnemonic);
  const node = HDKey.fromMasterSeed(seed).derive(path);
  try {
    const key = node.privateKey;
    if (!key) throw new Error('derivation gave no private key');
    return await use(`0x${Buffer.from(key).toString('hex')}`);
  } finally {
    node.wipePrivateData();
    seed.fill(0);
  }
}
