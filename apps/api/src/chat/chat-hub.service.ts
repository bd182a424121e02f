import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { errorCatalog, WS_CLOSE, type ChatEvent } from '@tontine/contracts';
import { WebSocket } from 'ws';
import { DomainEvents } from '../events/domain-events.service.js';
import { InstanceBus, type BusTopic } from '../bus/instance-bus.service.js';

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
 * database holds, sent through the instance bus so that a member connected to another
 * instance still gets them. Someone excluded, or a deleted group, loses the room at once
 * (the memberships and groups domains say so with their events).
 */
@Injectable()
export class ChatHub implements OnModuleDestroy {
  private readonly rooms = new Map<string, Map<WebSocket, Seat>>();
  /** `userId` undefined: everyone left (the group was closed). */
  private readonly departureListeners: Array<(groupId: string, userId?: string) => void> = [];
  private readonly notes: BusTopic<HubNote>;

  constructor(bus: InstanceBus, events: DomainEvents) {
    this.notes = bus.topic<HubNote>('chat-events', {
      audience: 'all',
      hear: (note) => {
        if (note.kind === 'leave') this.closeLocally(note.groupId, note.userId);
        else if (note.kind === 'reseat') this.reseatLocally(note.groupId, note.userIds);
        else if (note.kind === 'close') this.closeRoomLocally(note.groupId);
        else this.deliverLocally(note.groupId, note.audience, note.payload);
      },
    });
    events.on('membership.ended', ({ groupId, userId }) => this.leave(groupId, userId));
    events.on('group.deleted', ({ groupId }) => this.closeRoom(groupId));
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
  private async leave(groupId: string, userId: string): Promise<void> {
    await this.notes.publish({ kind: 'leave', groupId, userId });
  }

  /** The group is closed: its room empties on every instance. */
  private async closeRoom(groupId: string): Promise<void> {
    await this.notes.publish({ kind: 'close', groupId });
  }

  private closeRoomLocally(groupId: string): void {
    for (const listener of this.departureListeners) listener(groupId);
    for (const socket of this.rooms.get(groupId)?.keys() ?? [])
      socket.close(WS_CLOSE.forbidden, errorCatalog.CHAT_GROUP_CLOSED.message.fr);
  }

  /** Asks these users' sockets in a group to reconnect, so the upgrade weighs their rights again. */
  async reseat(groupId: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.notes.publish({ kind: 'reseat', groupId, userIds });
  }

  async publish(groupId: string, event: ChatEvent, audience: ChatAudience = 'everyone') {
    // Serialised once: a group's twenty sockets share the same bytes.
    await this.notes.publish({ kind: 'event', groupId, audience, payload: JSON.stringify(event) });
  }

  private reseatLocally(groupId: string, userIds: string[]): void {
    const affected = new Set(userIds);
    for (const [socket, seat] of this.rooms.get(groupId) ?? [])
      if (affected.has(seat.userId))
        socket.close(WS_CLOSE.reconnect, 'Droits de modération modifiés');
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
      for (const socket of room.keys()) socket.close(WS_CLOSE.goingAway, 'Server shutting down');
  }
}
