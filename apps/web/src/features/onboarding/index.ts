/** The onboarding's role choice. */
export { OnboardingPage } from './components/onboarding-page';
