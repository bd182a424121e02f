import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntervalJob } from '../common/interval-job.js';
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
export class DepositScanJob extends IntervalJob<void> {
  protected readonly logger = new Logger('DepositScanJob');
  protected readonly jobName = 'deposit-scan';
  protected readonly idle = undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scanner: DepositScannerService,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.cryptoScan.intervalMs;
  }

  tick(): Promise<void> {
    return this.runOnce(async () => {
      for (const network of this.scanner.networks()) {
        try {
          await this.scanner.scan(network, CHUNKS_PER_TICK);
        } catch (err) {
          this.logger.warn({ err, network }, 'the deposit scan could not read the network');
        }
      }
    }, 'the deposit scan failed');
  }
}
