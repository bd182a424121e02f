import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/app-config.js';
import { InstanceBus } from './instance-bus.service.js';

/** Without REDIS_URL the process is the only instance. */
function busWithoutRedis(): InstanceBus {
  return new InstanceBus({ redisUrl: undefined } as unknown as AppConfig);
}

describe('InstanceBus without Redis', () => {
  it('delivers a topic heard by every instance to this one, and says no other was reached', async () => {
    const bus = busWithoutRedis();
    const heard: string[] = [];
    const topic = bus.topic<{ text: string }>('greetings', {
      audience: 'all',
      hear: ({ text }) => heard.push(text),
    });
    expect(await topic.publish({ text: 'habari' })).toBe(false);
    expect(heard).toEqual(['habari']);
    expect(bus.shared).toBe(false);
  });

  it('delivers nothing of a topic heard by the other instances only', async () => {
    const bus = busWithoutRedis();
    const heard: string[] = [];
    const topic = bus.topic<{ text: string }>('invalidations', {
      audience: 'others',
      hear: ({ text }) => heard.push(text),
    });
    expect(await topic.publish({ text: 'users' })).toBe(false);
    expect(heard).toEqual([]);
  });

  it('refuses a topic opened twice', () => {
    const bus = busWithoutRedis();
    bus.topic('twice', { audience: 'all', hear: () => undefined });
    expect(() => bus.topic('twice', { audience: 'all', hear: () => undefined })).toThrow(
      'bus topic twice opened twice',
    );
  });

  it('keeps delivering after a listener throws', async () => {
    const bus = busWithoutRedis();
    const topic = bus.topic<number>('fragile', {
      audience: 'all',
      hear: () => {
        throw new Error('listener broke');
      },
    });
    await expect(topic.publish(1)).resolves.toBe(false);
  });
});
