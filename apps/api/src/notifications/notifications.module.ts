import { Global, Module } from '@nestjs/common';
import { RealtimeHub } from '../realtime/realtime-hub.service.js';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsService } from './notifications.service.js';

@Global()
@Module({
  controllers: [NotificationsController],
  providers: [NotificationsService, RealtimeHub],
  exports: [NotificationsService, RealtimeHub],
})
export class NotificationsModule {}
