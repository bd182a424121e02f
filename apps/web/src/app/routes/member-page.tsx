import type { ReactNode } from 'react';
import { useSession } from '../../lib/session';
import { MemberShell } from '../shell/member-shell';

/** A member page inside the shell (the gate has already loaded the user). */
export function MemberPage({ children }: { children: ReactNode }) {
  const user = useSession()?.user;
  if (!user) return null;
  return <MemberShell user={user}>{children}</MemberShell>;
}
