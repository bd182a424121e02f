/**
 * The crypto feature's public face: the wallet screen (`/crypto`), paying a contribution in
 * crypto (`/crypto-pay/:groupId`) and the dashboard's Portefeuille card.
 */
export { CryptoPayPage } from './components/crypto-pay-page';
export { CryptoWalletPage } from './components/crypto-wallet-page';
export { WalletShortcutCard } from './components/wallet-shortcut-card';
