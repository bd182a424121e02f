import { Body, Controller, Get, Param, Put, Req, Res } from '@nestjs/common';
import {
  updateLanguageSchema,
  userSettingsSchema,
  type UpdateLanguageRequest,
  type UpdateSettingsResponse,
  type UserSettings,
  successMessage,
  userDtoSchema,
  updateSettingsResponseSchema,
} from '@tontine/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type AuthedRequest } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { readSinglePhoto } from './photo-upload.js';
import { ProfilePhotoService } from './profile-photo.service.js';
import type { User } from './user.entity.js';
import { toSettingsDto, toUserDto } from './user.mapper.js';
import { UsersService } from './users.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { shape } from '../common/endpoint/endpoint-texts.js';

@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly photos: ProfilePhotoService,
  ) {}

  @Endpoint({
    summary: 'Read the settings',
    access: 'own-account',
    response: userSettingsSchema,
    success: { description: 'The settings of every tab.' },
  })
  @Get('me/settings')
  async settings(@CurrentUser() user: User) {
    return toSettingsDto(user, await this.users.settingsOf(user));
  }

  @Endpoint({
    summary: 'Save the settings',
    access: 'own-account',
    response: updateSettingsResponseSchema,
    description: 'The whole object, as read.',
    success: { description: `\`{ settings, user, message }\`: \`user\` is a ${shape('UserDto')}.` },
  })
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

  @Endpoint({
    summary: 'Choose the account’s language',
    access: 'own-account',
    response: userDtoSchema,
    description:
      'The one language of the person (fr, en or sw): the interface takes it at every sign-in, ' +
      'and the e-mails, SMS, notifications and ads follow it. The settings’ `language` is the same.',
    success: { description: `The ${shape('UserDto')} with its new language.` },
  })
  @Put('me/language')
  async updateLanguage(
    @CurrentUser() user: User,
    @Body(new ZodPipe(updateLanguageSchema)) body: UpdateLanguageRequest,
  ) {
    return toUserDto(await this.users.updateLanguage(user, body.language));
  }

  @Endpoint({
    summary: 'Replace the profile photo',
    access: 'signed-in',
    response: userDtoSchema,
    description: 'A JPEG, PNG or GIF of at most 5 MB, typed from its bytes whatever its name.',
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { photo: { type: 'string', contentMediaType: 'image/*' } },
            required: ['photo'],
          },
        },
      },
    },
    errors: ['PHOTO_TOO_LARGE', 'PHOTO_NOT_IMAGE'],
    success: { description: `The account, ${shape('UserDto')}, with its \`profile_photo_url\`.` },
  })
  @Put('me/photo')
  async uploadPhoto(@CurrentUser() user: User, @Req() request: AuthedRequest) {
    return toUserDto(await this.photos.replace(user, await readSinglePhoto(request)));
  }

  @Endpoint({
    summary: 'A profile photo',
    access: 'public',
    errors: ['PHOTO_NOT_FOUND'],
    success: {
      description: 'The image, with its real type; may be kept privately for a day.',
      status: 200,
      mediaTypes: ['image/jpeg', 'image/png', 'image/gif'],
    },
  })
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
