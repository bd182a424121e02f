/**
 * The loan's page and the group's loan book, for the routes' lazy import: the group page imports
 * the index for its card, which would otherwise carry both pages in its chunk.
 */
export { LoanBookPage } from './components/loan-book-page';
export { LoanPage } from './components/loan-page';
