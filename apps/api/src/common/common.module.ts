import { Module } from '@nestjs/common';
import { BusModule } from '../bus/bus.module.js';
import { RateLimitService } from './rate-limit.service.js';
import { ServerCaches } from './server-caches.service.js';

@Module({
  imports: [BusModule],
  providers: [RateLimitService, ServerCaches],
  exports: [RateLimitService, ServerCaches],
})
export class CommonModule {}
