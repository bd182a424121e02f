import { Body, Controller, Get, Param, Put, Req, Res } from '@nestjs/common';
import {
  updateLanguageSchema,
  userSettingsSchema,
  type UpdateLanguageRequest,
  type UpdateSettingsResponse,
  type UserSettings,
  successMessage,
} from '@tontine/contracts';
import type { FastifyReply } from 'fastify';
import {
  CurrentUser,
  OwnAccountRoute,
  Public,
  type AuthedRequest,
} from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { readSinglePhoto } from './photo-upload.js';
import { ProfilePhotoService } from './profile-photo.service.js';
import type { User } from './user.entity.js';
import { toSettingsDto, toUserDto } from './user.mapper.js';
import { UsersService } from './users.service.js';

@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly photos: ProfilePhotoService,
  ) {}

  @OwnAccountRoute()
  @Get('me/settings')
  async settings(@CurrentUser() user: User) {
    return toSettingsDto(user, await this.users.settingsOf(user));
  }

  @OwnAccountRoute()
  @Put('me/settings')
  async updateSettings(
    @CurrentUser() user: User,
    @Body(new ZodPipe(userSettingsSchema)) body: UserSettings,
  ): Promise<UpdateSettingsResponse> {
    const row = await this.users.updateSettings(user, body);
    return {
      settings: toSettingsDto(user, row),
      user: toUserDto(user),
      ...successMessage('settingsSaved'),
    };
  }

  @OwnAccountRoute()
  @Put('me/language')
  async updateLanguage(
    @CurrentUser() user: User,
    @Body(new ZodPipe(updateLanguageSchema)) body: UpdateLanguageRequest,
  ) {
    return toUserDto(await this.users.updateLanguage(user, body.language));
  }

  @Put('me/photo')
  async uploadPhoto(@CurrentUser() user: User, @Req() request: AuthedRequest) {
    return toUserDto(await this.photos.replace(user, await readSinglePhoto(request)));
  }

  @Public()
  @Get(':id/photo')
  async photo(@Param('id') id: string, @Res() reply: FastifyReply) {
    const { bytes, mime } = await this.photos.read(id);
    return (
      reply
        .header('content-type', mime)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        // The console may show it from its own origin (its CSP allows the API's images).
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(bytes)
    );
  }
}
