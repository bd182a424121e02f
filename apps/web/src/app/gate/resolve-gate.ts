import { isOperatorRole, type UserDto } from '@tontine/contracts';

/**
 * The app gate as a pure decision: which screen a visitor gets for a path, given
 * the session, the user and the maintenance status.
 */
export interface GateInput {
  path: string;
  /** A token is stored. */
  signedIn: boolean;
  /** The user of that token; null while it is being loaded. */
  user:
    | (Pick<UserDto, 'role' | 'onboarding_completed'> &
        Partial<Pick<UserDto, 'two_factor_setup_required'>>)
    | null;
  maintenance: 'loading' | 'on' | 'off';
  /**
   * A required two-factor enrolment is on screen and stays until its recovery codes are kept,
   * even once the server has turned it on.
   */
  enrolling?: boolean;
}

export type GateDecision =
  | { screen: 'page' }
  | { screen: 'loading' }
  | { screen: 'maintenance' }
  | { screen: 'twoFactorSetup' }
  | { screen: 'redirect'; to: string };

export const SUPER_ADMIN_SIGN_IN_PATH = '/login/super-admin';
const GUEST_PATHS = new Set(['/login', SUPER_ADMIN_SIGN_IN_PATH, '/register']);
export const ONBOARDING_GROUP_PATH = '/onboarding/create-group';
const ONBOARDING_PATHS = new Set(['/onboarding', ONBOARDING_GROUP_PATH]);
const HOME_PATHS = new Set(['/dashboard', '/settings']);
/** The member pages; super admins have their own home only. */
const MEMBER_PATHS = new Set([
  '/dashboard',
  '/settings',
  '/join-requests',
  '/my-groups',
  '/explore',
  '/notifications',
  '/crypto',
  '/payments',
  '/mpesa',
  '/search',
  '/groups',
]);
/** A group's page, its chat and its loan book. */
const GROUP_PAGE = /^\/groups\/[^/]+(\/chat|\/loans)?$/;
/** A loan from a group's savings fund. */
const LOAN_PAGE = /^\/loans\/[^/]+$/;
/** Paying a group's contribution in crypto. */
const CRYPTO_PAY_PAGE = /^\/crypto-pay\/[^/]+$/;
/** The guided flows: a flow, and one of its steps. */
const GUIDE_PAGE = /^\/guide\/[^/]+(\/[^/]+)?$/;

const page: GateDecision = { screen: 'page' };
const redirect = (to: string): GateDecision => ({ screen: 'redirect', to });

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function resolveGate({
  path: rawPath,
  signedIn,
  user,
  maintenance,
  enrolling = false,
}: GateInput): GateDecision {
  const path = normalise(rawPath);
  if (signedIn && !user) return { screen: 'loading' };
  const superAdmin = user?.role === 'super_admin';

  // Super admins never see the maintenance page; the super-admin sign-in stays reachable.
  if (!superAdmin && path !== SUPER_ADMIN_SIGN_IN_PATH) {
    if (maintenance === 'loading') return { screen: 'loading' };
    if (maintenance === 'on') return { screen: 'maintenance' };
  }

  if (!signedIn || !user) return GUEST_PATHS.has(path) ? page : redirect('/login');

  // The server answers nothing but the enrolment to this session: the app stays shut.
  if (user.two_factor_setup_required || enrolling) {
    return path === '/dashboard' ? { screen: 'twoFactorSetup' } : redirect('/dashboard');
  }

  // Operators (super admins, support staff) have their own home here, which leads to the
  // console: no member page, whose calls the server refuses to support staff.
  if (isOperatorRole(user.role)) return HOME_PATHS.has(path) ? page : redirect('/dashboard');
  // Right after registration the session exists while the form is still on screen.
  if (path === '/register') return redirect('/register/success');
  if (path === '/register/success') return page;
  if (!user.onboarding_completed) {
    return ONBOARDING_PATHS.has(path) ? page : redirect('/onboarding');
  }
  return MEMBER_PATHS.has(path) ||
    GROUP_PAGE.test(path) ||
    LOAN_PAGE.test(path) ||
    CRYPTO_PAY_PAGE.test(path) ||
    GUIDE_PAGE.test(path)
    ? page
    : redirect('/dashboard');
}
