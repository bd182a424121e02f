import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  maintenanceSubscribeSchema,
  maintenanceToggleSchema,
  type MaintenanceToggle,
  successMessage,
} from '@tontine/contracts';
import {
  ClientIp,
  CurrentUser,
  OpenDuringMaintenance,
  Public,
  SuperAdminOnly,
} from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { toMaintenanceStatus } from './maintenance.mapper.js';
import { MaintenanceService } from './maintenance.service.js';

@Controller('maintenance')
@OpenDuringMaintenance()
export class MaintenanceController {
  constructor(private readonly maintenance: MaintenanceService) {}

  @Public()
  @Get('status')
  async status() {
    return toMaintenanceStatus(await this.maintenance.current());
  }

  @SuperAdminOnly()
  @Post('toggle')
  @HttpCode(200)
  async toggle(
    @CurrentUser() admin: User,
    @ClientIp() ip: string,
    @Body(new ZodPipe(maintenanceToggleSchema)) body: MaintenanceToggle,
  ) {
    return toMaintenanceStatus(await this.maintenance.toggle(admin, body, ip));
  }

  @Public()
  @Post('subscribe')
  async subscribe(@Body(new ZodPipe(maintenanceSubscribeSchema)) body: { email: string }) {
    await this.maintenance.subscribe(body.email);
    return successMessage('maintenanceSubscribed');
  }
}
