import { Module } from '@nestjs/common';
import { MembershipsService } from './memberships.service.js';

/** Who belongs to which group (the memberships table); groups decide who may take a seat. */
@Module({ providers: [MembershipsService], exports: [MembershipsService] })
export class MembershipsModule {}
