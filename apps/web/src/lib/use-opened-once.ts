import { useState } from 'react';

/**
 * Whether a modal has been opened at least once. A closed Mantine modal still mounts its portal
 * (a node added to the body, and a second, synchronous render once it is there): a page that
 * opens with several of them pays for each before it can be used. Mount the modal from its first
 * opening, and keep it mounted afterwards for its closing transition.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) setOpenedOnce(true);
  return openedOnce || opened;
}
