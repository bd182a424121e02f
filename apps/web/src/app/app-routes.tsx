import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { AppGate } from './gate/app-gate';
import { ONBOARDING_GROUP_PATH, SUPER_ADMIN_SIGN_IN_PATH } from './gate/resolve-gate';
import { lazyPage, type LazyPage } from './lazy-page';

// Every page is loaded with its route, so that the entry holds only the shell and the gate
// (entry ≤ 200 kB gzipped, checked by bench/web/entry-size.mjs). One line a page.
const auth = () => import('../features/auth/pages');
const groups = () => import('../features/groups');
const legal = () => import('../features/legal');
const registration = () => import('../features/registration');
const crypto = () => import('../features/crypto');
const loans = () => import('../features/loans/pages');
const AuthTestPage = lazyPage(auth, 'AuthTestPage');
const LoginPage = lazyPage(auth, 'LoginPage');
const ResetPasswordPage = lazyPage(auth, 'ResetPasswordPage');
const ChatPage = lazyPage(() => import('../features/chat'), 'ChatPage');
const CryptoPayPage = lazyPage(crypto, 'CryptoPayPage');
const CryptoWalletPage = lazyPage(crypto, 'CryptoWalletPage');
const ExplorePage = lazyPage(groups, 'ExplorePage');
const JoinRequestsPage = lazyPage(groups, 'JoinRequestsPage');
const OnboardingGroupPage = lazyPage(groups, 'OnboardingGroupPage');
const PrivacyPage = lazyPage(legal, 'PrivacyPage');
const TermsPage = lazyPage(legal, 'TermsPage');
const UnsubscribePage = lazyPage(() => import('../features/reminders/pages'), 'UnsubscribePage');
const NotificationsPage = lazyPage(
  () => import('../features/notifications/pages'),
  'NotificationsPage',
);
const OnboardingPage = lazyPage(() => import('../features/onboarding'), 'OnboardingPage');
const RegistrationPage = lazyPage(registration, 'RegistrationPage');
const RegistrationSuccessPage = lazyPage(registration, 'RegistrationSuccessPage');
const NotFoundPage = lazyPage(() => import('../components/not-found-page'), 'NotFoundPage');
const MemberPage = lazyPage(() => import('./routes/member-page'), 'MemberPage');
const GroupRoute = lazyPage(() => import('./routes/group-route'), 'GroupRoute');
const HomeRoute = lazyPage(() => import('./routes/home-route'), 'HomeRoute');
const MyGroupsRoute = lazyPage(() => import('./routes/my-groups-route'), 'MyGroupsRoute');
const GroupSearchPage = lazyPage(groups, 'GroupSearchPage');
const LoanPage = lazyPage(loans, 'LoanPage');
const LoanBookPage = lazyPage(loans, 'LoanBookPage');
const MpesaPage = lazyPage(() => import('../features/mpesa'), 'MpesaPage');
const PaymentsPage = lazyPage(() => import('../features/payments'), 'PaymentsPage');
const GuideRoute = lazyPage(
  () => import('./routes/guide/guide-entry').then((entry) => entry.loadGuideRoute()),
  'GuideRoute',
);

// The pages most loads start on: their code loads beside the gate's checks (the user, the
// maintenance status) instead of after them, one round trip less on a slow network, and the first
// render waits for it (main.tsx) so that the page shows without a loader before it.
const LANDING_PAGES: Record<string, Pick<LazyPage<ComponentType>, 'preload'>> = {
  '/dashboard': HomeRoute,
  '/login': LoginPage,
};

/** Starts loading the page a visit lands on; settles once its code is there (or failed to come). */
export function preloadLandingPage(pathname: string): Promise<void> {
  return LANDING_PAGES[pathname]?.preload() ?? Promise.resolve();
}

/**
 * Every page has a URL. The texts, the test page, the reset link and the reminders' stop link
 * are open to all; every other page goes through the gate.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Routes>
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/test" element={<AuthTestPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
        <Route element={<AppGate />}>
          <Route index element={null} />
          <Route path="/login" element={<LoginPage />} />
          <Route path={SUPER_ADMIN_SIGN_IN_PATH} element={<LoginPage variant="superAdmin" />} />
          <Route path="/register" element={<RegistrationPage />} />
          <Route path="/register/success" element={<RegistrationSuccessPage />} />
          <Route path="/onboarding" element={<OnboardingPage />} />
          <Route path={ONBOARDING_GROUP_PATH} element={<OnboardingGroupPage />} />
          <Route path="/dashboard" element={<HomeRoute />} />
          <Route path="/settings" element={<HomeRoute settingsOpen />} />
          <Route
            path="/join-requests"
            element={
              <MemberPage>
                <JoinRequestsPage />
              </MemberPage>
            }
          />
          <Route
            path="/my-groups"
            element={
              <MemberPage>
                <MyGroupsRoute />
              </MemberPage>
            }
          />
          <Route
            path="/explore"
            element={
              <MemberPage>
                <ExplorePage />
              </MemberPage>
            }
          />
          <Route
            path="/notifications"
            element={
              <MemberPage>
                <NotificationsPage />
              </MemberPage>
            }
          />
          <Route
            path="/crypto"
            element={
              <MemberPage>
                <CryptoWalletPage />
              </MemberPage>
            }
          />
          <Route
            path="/crypto-pay/:groupId"
            element={
              <MemberPage>
                <CryptoPayPage />
              </MemberPage>
            }
          />
          <Route
            path="/groups/:id"
            element={
              <MemberPage>
                <GroupRoute />
              </MemberPage>
            }
          />
          <Route
            path="/groups/:id/chat"
            element={
              <MemberPage>
                <ChatPage />
              </MemberPage>
            }
          />
          <Route
            path="/groups/:groupId/loans"
            element={
              <MemberPage>
                <LoanBookPage />
              </MemberPage>
            }
          />
          <Route
            path="/loans/:loanId"
            element={
              <MemberPage>
                <LoanPage />
              </MemberPage>
            }
          />
          <Route
            path="/payments"
            element={
              <MemberPage>
                <PaymentsPage />
              </MemberPage>
            }
          />
          <Route
            path="/mpesa"
            element={
              <MemberPage>
                <MpesaPage />
              </MemberPage>
            }
          />
          <Route
            path="/search"
            element={
              <MemberPage>
                <GroupSearchPage />
              </MemberPage>
            }
          />
          <Route
            path="/groups"
            element={
              <MemberPage>
                <MyGroupsRoute />
              </MemberPage>
            }
          />
          <Route path="/guide/:flow/:step?" element={<GuideRoute />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
