import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../storage/storage.module.js';
import { UserSettingsRow } from './user-settings.entity.js';
import { User } from './user.entity.js';
import { ProfilePhotoService } from './profile-photo.service.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, UserSettingsRow]), StorageModule],
  controllers: [UsersController],
  providers: [UsersService, ProfilePhotoService],
  exports: [UsersService, ProfilePhotoService],
})
export class UsersModule {}
