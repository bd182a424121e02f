import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { AuthTestPage, LoginPage, ResetPasswordPage } from '../features/auth';
import { ChatPage } from '../features/chat';
import { CryptoPayPage, CryptoWalletPage } from '../features/crypto';
import {
  ExplorePage,
  GroupSearchPage,
  JoinRequestsPage,
  OnboardingGroupPage,
} from '../features/groups';
import { PrivacyPage, TermsPage } from '../features/legal';
import { MpesaPage } from '../features/mpesa';
import { NotificationsPage } from '../features/notifications';
import { OnboardingPage } from '../features/onboarding';
import { PaymentsPage } from '../features/payments';
import { RegistrationPage, RegistrationSuccessPage } from '../features/registration';
import { AppGate } from './gate/app-gate';
import { ONBOARDING_GROUP_PATH, SUPER_ADMIN_SIGN_IN_PATH } from './gate/resolve-gate';
import { GroupPage } from './routes/group-page';
import { HomeRoute } from './routes/home-route';
import { MemberPage } from './routes/member-page';
import { MyGroupsRoute } from './routes/my-groups-route';

/**
 * Every page has a URL (product decision 5). The texts, the test page and the reset link
 * are open to all; every other page goes through the gate.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/test" element={<AuthTestPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
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
              <GroupPage />
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
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
