import { Module } from '@nestjs/common';
import { ProfilePhotoService } from './profile-photo.service.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  controllers: [UsersController],
  providers: [UsersService, ProfilePhotoService],
  exports: [UsersService, ProfilePhotoService],
})
export class UsersModule {}
