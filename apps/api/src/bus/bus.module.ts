import { Module } from '@nestjs/common';
import { InstanceBus } from './instance-bus.service.js';

/** The bus between the API's instances; one per process, whichever module imports it. */
@Module({ providers: [InstanceBus], exports: [InstanceBus] })
export class BusModule {}
