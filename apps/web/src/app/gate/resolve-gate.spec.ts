import { describe, expect, it } from 'vitest';
import { resolveGate, type GateInput } from './resolve-gate';

const member = { role: 'member' as const, onboarding_completed: true };
const newcomer = { role: 'member' as const, onboarding_completed: false };
const superAdmin = { role: 'super_admin' as const, onboarding_completed: false };
const support = { role: 'support' as const, onboarding_completed: false };

function gate(input: Partial<GateInput>) {
  return resolveGate({ path: '/', signedIn: false, user: null, maintenance: 'off', ...input });
}

describe('resolveGate', () => {
  it('sends visitors who are not signed in to the login page', () => {
    expect(gate({ path: '/dashboard' })).toEqual({ screen: 'redirect', to: '/login' });
    expect(gate({ path: '/' })).toEqual({ screen: 'redirect', to: '/login' });
  });

  it('lets visitors reach login, registration and the super-admin sign-in', () => {
    for (const path of ['/login', '/register', '/login/super-admin']) {
      expect(gate({ path })).toEqual({ screen: 'page' });
    }
  });

  it('gives support staff their home, which leads to the console, and no member page', () => {
    expect(gate({ path: '/', signedIn: true, user: support })).toEqual({
      screen: 'redirect',
      to: '/dashboard',
    });
    expect(gate({ path: '/dashboard', signedIn: true, user: support })).toEqual({ screen: 'page' });
    for (const path of ['/onboarding', '/my-groups', '/notifications', '/groups/g-1']) {
      expect(gate({ path, signedIn: true, user: support })).toEqual({
        screen: 'redirect',
        to: '/dashboard',
      });
    }
  });

  it('waits for the user of a stored token', () => {
    expect(gate({ path: '/dashboard', signedIn: true })).toEqual({ screen: 'loading' });
  });

  it('shows the role choice until onboarding is completed', () => {
    expect(gate({ path: '/dashboard', signedIn: true, user: newcomer })).toEqual({
      screen: 'redirect',
      to: '/onboarding',
    });
    expect(gate({ path: '/onboarding', signedIn: true, user: newcomer })).toEqual({
      screen: 'page',
    });
  });

  it('opens the main app for onboarded members', () => {
    expect(gate({ path: '/dashboard', signedIn: true, user: member })).toEqual({ screen: 'page' });
    expect(gate({ path: '/settings', signedIn: true, user: member })).toEqual({ screen: 'page' });
    expect(gate({ path: '/login', signedIn: true, user: member })).toEqual({
      screen: 'redirect',
      to: '/dashboard',
    });
    expect(gate({ path: '/onboarding', signedIn: true, user: member })).toEqual({
      screen: 'redirect',
      to: '/dashboard',
    });
  });

  it('shows the success screen right after registration', () => {
    expect(gate({ path: '/register', signedIn: true, user: newcomer })).toEqual({
      screen: 'redirect',
      to: '/register/success',
    });
    expect(gate({ path: '/register/success', signedIn: true, user: newcomer })).toEqual({
      screen: 'page',
    });
    expect(gate({ path: '/register/success' })).toEqual({ screen: 'redirect', to: '/login' });
  });

  it('shows the maintenance page to everyone but super admins', () => {
    expect(gate({ path: '/login', maintenance: 'on' })).toEqual({ screen: 'maintenance' });
    expect(gate({ path: '/dashboard', signedIn: true, user: member, maintenance: 'on' })).toEqual({
      screen: 'maintenance',
    });
    expect(
      gate({ path: '/dashboard', signedIn: true, user: superAdmin, maintenance: 'on' }),
    ).toEqual({
      screen: 'page',
    });
    expect(gate({ path: '/login/super-admin', maintenance: 'on' })).toEqual({ screen: 'page' });
  });

  it('waits for the first maintenance answer before showing a page', () => {
    expect(gate({ path: '/login', maintenance: 'loading' })).toEqual({ screen: 'loading' });
  });

  it('keeps super admins on their home, without onboarding', () => {
    expect(gate({ path: '/onboarding', signedIn: true, user: superAdmin })).toEqual({
      screen: 'redirect',
      to: '/dashboard',
    });
    expect(gate({ path: '/dashboard', signedIn: true, user: superAdmin })).toEqual({
      screen: 'page',
    });
  });

  it('opens the group pages to members and the group form to newcomers', () => {
    for (const path of [
      '/my-groups',
      '/explore',
      '/join-requests',
      '/notifications',
      '/groups/42',
      '/groups/42/chat',
      '/groups/42/loans',
      '/loans/7',
      '/crypto',
      '/crypto-pay/42',
    ]) {
      expect(gate({ path, signedIn: true, user: member })).toEqual({ screen: 'page' });
      expect(gate({ path, signedIn: true, user: newcomer })).toEqual({
        screen: 'redirect',
        to: '/onboarding',
      });
    }
    expect(gate({ path: '/onboarding/create-group', signedIn: true, user: newcomer })).toEqual({
      screen: 'page',
    });
    expect(gate({ path: '/groups/42', signedIn: true, user: superAdmin })).toEqual({
      screen: 'redirect',
      to: '/dashboard',
    });
  });

  it('ignores a trailing slash', () => {
    expect(gate({ path: '/dashboard/', signedIn: true, user: member })).toEqual({ screen: 'page' });
  });

  it('shows only the two-factor enrolment to a session that must set it up first', () => {
    const enrolling = { ...superAdmin, two_factor_setup_required: true };
    expect(gate({ path: '/dashboard', signedIn: true, user: enrolling })).toEqual({
      screen: 'twoFactorSetup',
    });
    for (const path of ['/settings', '/login/super-admin', '/groups/g1', '/']) {
      expect(gate({ path, signedIn: true, user: enrolling })).toEqual({
        screen: 'redirect',
        to: '/dashboard',
      });
    }
  });

  it('keeps the enrolment on screen until its recovery codes are kept', () => {
    const enabled = { ...superAdmin, two_factor_setup_required: false };
    expect(gate({ path: '/dashboard', signedIn: true, user: enabled, enrolling: true })).toEqual({
      screen: 'twoFactorSetup',
    });
    expect(gate({ path: '/dashboard', signedIn: true, user: enabled })).toEqual({
      screen: 'page',
    });
  });

  it('opens the guided flows to onboarded members, a flow and its steps', () => {
    for (const path of [
      '/guide/onboarding',
      '/guide/onboarding/welcome',
      '/guide/joinRequest/search',
    ]) {
      expect(gate({ path, signedIn: true, user: member })).toEqual({ screen: 'page' });
      expect(gate({ path, signedIn: true, user: newcomer })).toEqual({
        screen: 'redirect',
        to: '/onboarding',
      });
      expect(gate({ path, signedIn: false, user: null })).toEqual({
        screen: 'redirect',
        to: '/login',
      });
    }
    expect(gate({ path: '/guide/a/b/c', signedIn: true, user: member })).toEqual({
      screen: 'redirect',
      to: '/dashboard',
    });
  });
});
