import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OpenApiController } from './openapi.controller.js';
import { OpenApiService } from './openapi.service.js';
import { RouteDiscovery } from './route-discovery.js';

/** The API reference: an OpenAPI document read from the controllers, and a page to browse it. */
@Module({
  imports: [DiscoveryModule],
  controllers: [OpenApiController],
  providers: [RouteDiscovery, OpenApiService],
})
export class OpenApiModule {}
