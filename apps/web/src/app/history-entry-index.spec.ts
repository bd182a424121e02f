import { afterEach, describe, expect, it } from 'vitest';
import { numberHistoryEntry } from './history-entry-index';

describe('numberHistoryEntry', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('numbers an entry the router has not numbered, keeping its state', () => {
    window.history.replaceState({ usr: { from: '/groups' } }, '');
    numberHistoryEntry();
    expect(window.history.state).toEqual({ usr: { from: '/groups' }, idx: 0 });
  });

  it('numbers a fresh entry', () => {
    numberHistoryEntry();
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('leaves a numbered entry alone (a reload keeps its place in the history)', () => {
    window.history.replaceState({ idx: 3, key: 'abc' }, '');
    numberHistoryEntry();
    expect(window.history.state).toEqual({ idx: 3, key: 'abc' });
  });
});
