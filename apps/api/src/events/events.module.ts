import { Module } from '@nestjs/common';
import { DomainEvents } from './domain-events.service.js';

/** Imported by every domain that emits or listens; one instance for the whole application. */
@Module({ providers: [DomainEvents], exports: [DomainEvents] })
export class EventsModule {}
