import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open, seal } from '../auth/secret-box.js';
import { privateKeyToAccount } from 'viem/accounts';
import {
  addressAt,
  derivationPath,
  isValidMnemonic,
  newMnemonic,
  withPrivateKey,
} from './hd-keys.js';

// The BIP-39 test mnemonic every Ethereum tool uses: its m/44'/60'/0'/0/n addresses are
// Hardhat's and Anvil's well-known accounts #0 and #1.
const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

describe('custodial key derivation', () => {
  it('gives the known addresses of the BIP-39 test vector', () => {
    expect(addressAt(TEST_MNEMONIC, derivationPath('polygon', 0))).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    );
    expect(addressAt(TEST_MNEMONIC, derivationPath('polygon', 1))).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    );
  });

  it('uses one account level per network, so one user has a different address on each', () => {
    expect(derivationPath('polygon', 7)).toBe("m/44'/60'/0'/0/7");
    expect(derivationPath('ethereum', 7)).toBe("m/44'/60'/1'/0/7");
    expect(derivationPath('bsc', 7)).toBe("m/44'/60'/2'/0/7");
    const addresses = (['polygon', 'ethereum', 'bsc'] as const).map((n) =>
      addressAt(TEST_MNEMONIC, derivationPath(n, 7)),
    );
    expect(new Set(addresses).size).toBe(3);
  });

  it("lends the signing key of the path's address, Hardhat's well-known key #0", async () => {
    const path = derivationPath('polygon', 0);
    const address = await withPrivateKey(TEST_MNEMONIC, path, (key) => {
      expect(key).toBe('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
      return Promise.resolve(privateKeyToAccount(key).address);
    });
    expect(address).toBe(addressAt(TEST_MNEMONIC, path));
  });

  it('refuses an index outside the non-hardened range', () => {
    expect(() => derivationPath('polygon', -1)).toThrow(RangeError);
    expect(() => derivationPath('polygon', 2 ** 31)).toThrow(RangeError);
    expect(() => derivationPath('polygon', 1.5)).toThrow(RangeError);
  });

  it('makes new 24-word mnemonics that BIP-39 accepts, each different', () => {
    const a = newMnemonic();
    expect(a.split(' ')).toHaveLength(24);
    expect(isValidMnemonic(a)).toBe(true);
    expect(newMnemonic()).not.toBe(a);
  });

  it('seals the mnemonic with AES-256-GCM: opens with the key, fails with another or if altered', () => {
    const key = randomBytes(32);
    const mnemonic = newMnemonic();
    const sealed = seal(key, mnemonic);
    expect(sealed).not.toContain(mnemonic.split(' ')[0]);
    expect(open(key, sealed)).toBe(mnemonic);
    expect(() => open(randomBytes(32), sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => open(key, [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });
});
