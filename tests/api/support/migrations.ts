export { migrations } from '@tontine/migrations';
export { roundTrip as roundTripForTests } from '@tontine/migrations';
