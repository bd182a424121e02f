/** The legal texts' pages. */
export { PrivacyPage, TermsPage } from './components/legal-page';
