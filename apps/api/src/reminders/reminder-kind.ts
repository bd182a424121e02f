import type { ReminderKind } from '@tontine/contracts';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { subDays } from 'date-fns/subDays';

/**
 * The reminder a cycle due on `due` calls for on `today` (both 'yyyy-MM-dd'), if any: the
 * nearest of the three. `daysBefore` is the group's rule; 0 reminds on the day only.
 */
export function reminderKind(
  today: string,
  due: string,
  daysBefore: number,
): ReminderKind | undefined {
  if (today > due) return 'overdue';
  if (today === due) return 'due_today';
  if (daysBefore > 0 && today >= format(subDays(parseISO(due), daysBefore), 'yyyy-MM-dd'))
    return 'before_due';
  return undefined;
}
