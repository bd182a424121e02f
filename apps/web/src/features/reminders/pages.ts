/**
 * The page of the stop link in reminder e-mails and SMS (`/unsubscribe/:token`), for the routes'
 * lazy import: public, it loads on its own, without the member's screens.
 */
export { UnsubscribePage } from './components/unsubscribe-page';
