import { Global, Module } from '@nestjs/common';
import { SocketRegistry } from './socket-registry.service.js';

/** Global: sessions and maintenance close sockets that the realtime and chat modules own. */
@Global()
@Module({ providers: [SocketRegistry], exports: [SocketRegistry] })
export class SocketRegistryModule {}
