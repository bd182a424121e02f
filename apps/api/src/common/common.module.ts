import { Module } from '@nestjs/common';
import { BusModule } from '../bus/bus.module.js';
import { Drain } from './drain.service.js';
import { RateLimitService } from './rate-limit.service.js';
import { ServerCaches } from './server-caches.service.js';

@Module({
  imports: [BusModule],
  providers: [Drain, RateLimitService, ServerCaches],
  exports: [Drain, RateLimitService, ServerCaches],
})
export class CommonModule {}
