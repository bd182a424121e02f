import { describe, expect, it } from 'vitest';
import { toExploreQuery } from '../components/explore-page';
import { groupBadge, isActiveMembership } from './group-status';

describe('group badges and lists', () => {
  it('shows pending for a request, else active or suspended', () => {
    expect(groupBadge({ my_relation: 'pending', status: 'active', is_active: true })).toBe(
      'pending',
    );
    expect(groupBadge({ my_relation: 'member', status: 'active', is_active: true })).toBe('active');
    expect(groupBadge({ my_relation: 'member', status: 'suspended', is_active: false })).toBe(
      'suspended',
    );
    expect(groupBadge({ my_relation: 'admin', status: 'completed', is_active: false })).toBe(
      'completed',
    );
  });

  it('keeps pending requests and inactive groups out of the active list', () => {
    expect(isActiveMembership({ is_active: true, my_relation: 'member' })).toBe(true);
    expect(isActiveMembership({ is_active: true, my_relation: 'pending' })).toBe(false);
    expect(isActiveMembership({ is_active: false, my_relation: 'admin' })).toBe(false);
  });
});

describe('toExploreQuery', () => {
  const none = { category: null, currency: null, privacy: null };

  it('sends only what the user chose', () => {
    expect(toExploreQuery('  ', none)).toEqual({
      q: undefined,
      category: undefined,
      currency: undefined,
      privacy: undefined,
    });
  });

  it('applies the starting sliders as no range at all, as after a slider goes back to its end', () => {
    const start = { membersMin: 0, membersMax: 100, contributionMin: 0, contributionMax: 20000 };
    expect(toExploreQuery('', none, start)).toEqual(toExploreQuery('', none));
    expect(toExploreQuery('', none, start)).not.toHaveProperty('contribution_max');
  });

  it('sends only the bound that narrows: moving the minimum keeps a 15,000 group in', () => {
    const moved = { membersMin: 0, membersMax: 100, contributionMin: 500, contributionMax: 20000 };
    const query = toExploreQuery('', none, moved);
    expect(query.contribution_min).toBe(500);
    expect(query).not.toHaveProperty('contribution_max');
  });

  it('sends the ranges once a slider moved', () => {
    const ranges = { membersMin: 5, membersMax: 30, contributionMin: 100, contributionMax: 10000 };
    expect(
      toExploreQuery('chama', { category: 'family', currency: 'KES', privacy: 'private' }, ranges),
    ).toEqual({
      q: 'chama',
      category: 'family',
      currency: 'KES',
      privacy: 'private',
      members_min: 5,
      members_max: 30,
      contribution_min: 100,
      contribution_max: 10000,
    });
  });
});
