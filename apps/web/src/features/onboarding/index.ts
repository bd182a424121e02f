/** The onboarding's role choice. */
export { OnboardingPage } from './components/onboarding-page';
/** The role card, which the onboarding guide's role step shows too. */
export { RoleCard } from './components/role-card';
