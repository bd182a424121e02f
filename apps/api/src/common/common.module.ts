import { Module } from '@nestjs/common';
import { RateLimitService } from './rate-limit.service.js';
import { ServerCaches } from './server-caches.service.js';

@Module({ providers: [RateLimitService, ServerCaches], exports: [RateLimitService, ServerCaches] })
export class CommonModule {}
