import type { UserDto } from '@tontine/contracts';

/** How the header names the operator: the username, else the e-mail. */
export function operatorLabel(user: Pick<UserDto, 'username' | 'email'>): string {
  return user.username.trim() || user.email;
}

/** How the welcome line greets the operator: their full name, else the header's label. */
export function operatorName(
  user: Pick<UserDto, 'first_name' | 'last_name' | 'username' | 'email'>,
): string {
  return `${user.first_name} ${user.last_name}`.trim() || operatorLabel(user);
}
