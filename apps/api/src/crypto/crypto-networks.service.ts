import { Inject, Injectable } from '@nestjs/common';
import { WALLET_NETWORKS, type CryptoNetworkDto } from '@tontine/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** GET /api/crypto/networks: what the server is configured for; nothing is made up. */
@Injectable()
export class CryptoNetworksService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  list(): CryptoNetworkDto[] {
    return WALLET_NETWORKS.map((network) => {
      const settings = this.config.cryptoNetworks[network];
      if (!settings)
        return {
          network,
          available: false,
          required_confirmations: null,
          explorer_url: null,
          treasury: null,
          tokens: [],
        };
      return {
        network,
        available: true,
        required_confirmations: settings.confirmations,
        explorer_url: settings.explorerUrl,
        treasury: settings.treasury,
        tokens: [
          { symbol: 'USDT', address: settings.usdt.address, decimals: settings.usdt.decimals },
          { symbol: 'USDC', address: settings.usdc.address, decimals: settings.usdc.decimals },
        ],
      };
    });
  }
}
