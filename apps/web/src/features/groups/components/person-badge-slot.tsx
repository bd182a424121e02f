import { createContext, useContext, type ReactNode } from 'react';

export interface GroupPerson {
  userId: string;
  name: string;
}

/** What the group page shows beside a person, or nothing. */
export type PersonBadge = (person: GroupPerson) => ReactNode;

const PersonBadgeContext = createContext<PersonBadge | null>(null);

/**
 * Room beside each person of the group page, a member in the members tab or someone asking to
 * join in the requests panel, for what another feature draws (their standing, for the group's
 * admins). The route provides it around the whole page: the two lists sit in different parts
 * of it, and the groups feature does not import the feature that fills the place.
 */
export const PersonBadgeProvider = PersonBadgeContext.Provider;

export function PersonBadgeSlot(person: GroupPerson) {
  const badge = useContext(PersonBadgeContext);
  return badge ? badge(person) : null;
}
