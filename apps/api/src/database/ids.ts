import { v7 } from 'uuid';

/** Ids are made by the application: time-ordered UUIDv7, so indexes stay append-mostly. */
export function newId(): string {
  return v7();
}
