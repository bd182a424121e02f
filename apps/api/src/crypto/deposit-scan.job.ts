import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DepositScannerService } from './deposit-scanner.service.js';

/** Block chunks one tick reads per network: a long catch-up releases the lock between ticks. */
const CHUNKS_PER_TICK = 50;

/**
 * Every CRYPTO_SCAN_INTERVAL_MS (0: off), scans each configured network for deposits. The
 * scanner takes the network's named lock, so with several instances one of them reads a
 * network at a time; a node that does not answer is logged and tried again at the next tick.
 */
@Injectable()
export class DepositScanJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DepositScanJob');
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scanner: DepositScannerService,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.cryptoScan.intervalMs;
    if (every > 0) this.timer = setInterval(() => void this.tick(), every).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (const network of this.scanner.networks()) {
        try {
          await this.scanner.scan(network, CHUNKS_PER_TICK);
        } catch (err) {
          this.logger.warn({ err, network }, 'the deposit scan could not read the network');
        }
      }
    } finally {
      this.running = false;
    }
  }
}
