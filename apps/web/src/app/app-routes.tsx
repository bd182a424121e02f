import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { ChatPage } from '../features/chat/components/chat-page';
import { AuthTestPage } from '../features/auth/components/auth-test-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { PrivacyPage, TermsPage } from '../features/legal/components/legal-page';
import { ExplorePage } from '../features/groups/components/explore-page';
import { GroupDetailPage } from '../features/groups/components/group-detail-page';
import { JoinRequestsPage } from '../features/groups/components/join-requests-page';
import { MyGroupsPage } from '../features/groups/components/my-groups-page';
import { OnboardingGroupPage } from '../features/groups/components/onboarding-group-page';
import { NotificationsPage } from '../features/notifications/components/notifications-page';
import { OnboardingPage } from '../features/onboarding/components/onboarding-page';
import { RegistrationPage } from '../features/registration/components/registration-page';
import { RegistrationSuccessPage } from '../features/registration/components/registration-success-page';
import { AppGate } from './gate/app-gate';
import { ONBOARDING_GROUP_PATH, SUPER_ADMIN_SIGN_IN_PATH } from './gate/resolve-gate';
import { HomeRoute } from './home-route';
import { MemberPage } from './member-page';

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
              <MyGroupsPage />
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
          path="/groups/:id"
          element={
            <MemberPage>
              <GroupDetailPage />
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
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
