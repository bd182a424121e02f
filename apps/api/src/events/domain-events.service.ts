import { Injectable, Logger } from '@nestjs/common';
import type { DomainEventMap, DomainEventName } from '@tontine/contracts';

type Listener<K extends DomainEventName> = (event: DomainEventMap[K]) => Promise<void> | void;

/**
 * The API's typed event bus within one process: a domain emits what it committed, the domains
 * that react listen (registered in their constructors or `onModuleInit`). Listeners run one
 * after the other and the emitter waits for them; a failing listener is logged and does not
 * undo the committed change nor stop the others. Crossing instances is the listeners' own
 * affair (the instance bus).
 */
@Injectable()
export class DomainEvents {
  private readonly logger = new Logger('DomainEvents');
  private readonly listeners = new Map<DomainEventName, Array<Listener<DomainEventName>>>();

  on<K extends DomainEventName>(name: K, listener: Listener<K>): void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as Listener<DomainEventName>);
    this.listeners.set(name, list);
  }

  async emit<K extends DomainEventName>(name: K, event: DomainEventMap[K]): Promise<void> {
    for (const listener of this.listeners.get(name) ?? []) {
      try {
        await listener(event);
      } catch (err) {
        this.logger.error({ err, event: name }, 'domain event listener failed');
      }
    }
  }
}
