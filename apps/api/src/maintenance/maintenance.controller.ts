import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  maintenanceStatusSchema,
  maintenanceSubscribeSchema,
  maintenanceToggleSchema,
  successMessageSchema,
  type MaintenanceToggle,
  successMessage,
} from '@tontine/contracts';
import { ClientIp, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import type { User } from '../users/user.entity.js';
import { toMaintenanceStatus } from './maintenance.mapper.js';
import { MaintenanceService } from './maintenance.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { MESSAGE, shape } from '../common/endpoint/endpoint-texts.js';

@Controller('maintenance')
export class MaintenanceController {
  constructor(private readonly maintenance: MaintenanceService) {}

  @Endpoint({
    summary: 'Whether maintenance is on',
    response: maintenanceStatusSchema,
    access: 'public',
    openDuringMaintenance: true,
    success: { description: `${shape('MaintenanceStatus')}.` },
  })
  @Get('status')
  async status() {
    return toMaintenanceStatus(await this.maintenance.current());
  }

  @Endpoint({
    summary: 'Turn maintenance on or off',
    response: maintenanceStatusSchema,
    access: 'super-admin',
    openDuringMaintenance: true,
    description:
      "Turning it on closes every socket but super admins' with code 4503, on every instance; " +
      'turning it off tells the subscribers by e-mail. Audited.',
    success: { description: `The new ${shape('MaintenanceStatus')}.` },
  })
  @Post('toggle')
  @HttpCode(200)
  async toggle(
    @CurrentUser() admin: User,
    @ClientIp() ip: string,
    @Body(new ZodPipe(maintenanceToggleSchema)) body: MaintenanceToggle,
  ) {
    return toMaintenanceStatus(await this.maintenance.toggle(admin, body, ip));
  }

  @Endpoint({
    summary: 'Be told by e-mail when maintenance ends',
    response: successMessageSchema,
    access: 'public',
    openDuringMaintenance: true,
    success: { description: MESSAGE },
  })
  @Post('subscribe')
  async subscribe(@Body(new ZodPipe(maintenanceSubscribeSchema)) body: { email: string }) {
    await this.maintenance.subscribe(body.email);
    return successMessage('maintenanceSubscribed');
  }
}
