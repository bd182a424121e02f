import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { errorCatalog, WS_CLOSE, type ChatEvent } from '@tontine/contracts';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

const CHANNEL = 'tontine:chat-events';

export type ChatAudience = 'everyone' | 'moderators';

type HubNote =
  | { kind: 'event'; groupId: string; audience: ChatAudience; payload: string }
  | { kind: 'leave'; groupId: string; userId: string }
  | { kind: 'reseat'; groupId: string; userIds: string[] }
  | { kind: 'close'; groupId: string };

interface Seat {
  userId: string;
  moderator: boolean;
}

/**
 * A room per group of the sockets open on this instance. Events are copies of what the
 * database holds: with REDIS_URL every instance publishes to Redis and delivers what it
 * receives to its own rooms, so a member connected elsewhere still gets them.
 */
@Injectable()
export class ChatHub implements OnModuleDestroy {
  private readonly logger = new Logger('ChatHub');
  private readonly rooms = new Map<string, Map<WebSocket, Seat>>();
  /** `userId` undefined: everyone left (the group was closed). */
  private readonly departureListeners: Array<(groupId: string, userId?: string) => void> = [];
  private readonly publisher: Redis | undefined;
  private readonly subscriber: Redis | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.redisUrl) return;
    this.publisher = new Redis(config.redisUrl);
    this.subscriber = new Redis(config.redisUrl);
    void this.subscriber.subscribe(CHANNEL);
    this.subscriber.on('message', (_channel, raw: string) => {
      const note = JSON.parse(raw) as HubNote;
      if (note.kind === 'leave') this.closeLocally(note.groupId, note.userId);
      else if (note.kind === 'reseat') this.reseatLocally(note.groupId, note.userIds);
      else if (note.kind === 'close') this.closeRoomLocally(note.groupId);
      else this.deliverLocally(note.groupId, note.audience, note.payload);
    });
  }

  join(groupId: string, socket: WebSocket, seat: Seat): void {
    const room = this.rooms.get(groupId) ?? new Map<WebSocket, Seat>();
    room.set(socket, seat);
    this.rooms.set(groupId, room);
    socket.once('close', () => {
      room.delete(socket);
      if (room.size === 0) this.rooms.delete(groupId);
    });
  }

  /** Closes a user's sockets in a group on every instance, once they no longer belong to it. */
  async leave(groupId: string, userId: string): Promise<void> {
    if (!this.publisher) return this.closeLocally(groupId, userId);
    await this.note({ kind: 'leave', groupId, userId }, () => this.closeLocally(groupId, userId));
  }

  /** The group is closed: its room empties on every instance. */
  async closeRoom(groupId: string): Promise<void> {
    if (!this.publisher) return this.closeRoomLocally(groupId);
    await this.note({ kind: 'close', groupId }, () => this.closeRoomLocally(groupId));
  }

  private closeRoomLocally(groupId: string): void {
    for (const listener of this.departureListeners) listener(groupId);
    for (const socket of this.rooms.get(groupId)?.keys() ?? [])
      socket.close(WS_CLOSE.forbidden, errorCatalog.CHAT_GROUP_CLOSED.message.fr);
  }

  /** Asks these users' sockets in a group to reconnect, so the upgrade weighs their rights again. */
  async reseat(groupId: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    if (!this.publisher) return this.reseatLocally(groupId, userIds);
    await this.note({ kind: 'reseat', groupId, userIds }, () =>
      this.reseatLocally(groupId, userIds),
    );
  }

  async publish(groupId: string, event: ChatEvent, audience: ChatAudience = 'everyone') {
    // Serialised once: a group's twenty sockets share the same bytes.
    const payload = JSON.stringify(event);
    if (!this.publisher) return this.deliverLocally(groupId, audience, payload);
    await this.note({ kind: 'event', groupId, audience, payload }, () =>
      this.deliverLocally(groupId, audience, payload),
    );
  }

  private async note(note: HubNote, fallback: () => void): Promise<void> {
    try {
      await this.publisher!.publish(CHANNEL, JSON.stringify(note));
    } catch (err) {
      this.logger.error({ err }, 'chat publish failed; acting on this instance only');
      fallback();
    }
  }

  private reseatLocally(groupId: string, userIds: string[]): void {
    const affected = new Set(userIds);
    for (const [socket, seat] of this.rooms.get(groupId) ?? [])
      if (affected.has(seat.userId)) socket.close(1012, 'Droits de modération modifiés');
  }

  /** Called on every instance when a user leaves a group (e.g. to forget cached rights). */
  onDeparture(listener: (groupId: string, userId?: string) => void): void {
    this.departureListeners.push(listener);
  }

  private closeLocally(groupId: string, userId: string): void {
    for (const listener of this.departureListeners) listener(groupId, userId);
    for (const [socket, seat] of this.rooms.get(groupId) ?? [])
      if (seat.userId === userId)
        socket.close(WS_CLOSE.forbidden, errorCatalog.CHAT_MEMBERS_ONLY.message.fr);
  }

  private deliverLocally(groupId: string, audience: ChatAudience, payload: string): void {
    for (const [socket, seat] of this.rooms.get(groupId) ?? []) {
      if (audience === 'moderators' && !seat.moderator) continue;
      if (socket.readyState === WebSocket.OPEN) socket.send(payload);
    }
  }

  onModuleDestroy(): void {
    for (const room of this.rooms.values())
      for (const socket of room.keys()) socket.close(1001, 'Server shutting down');
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }
}
