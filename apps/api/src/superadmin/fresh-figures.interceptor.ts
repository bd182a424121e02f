import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { from, mergeMap, type Observable } from 'rxjs';
import { ServerCaches } from '../common/server-caches.service.js';

/** The caches of the platform's figures: the console's cards and the admins' all-groups view. */
export const FIGURE_CACHES = ['console-stats', 'platform-stats'] as const;

/**
 * After an operator's action has succeeded (its transaction committed), the shared figures are
 * dropped on every instance before the answer leaves, so that the console's next read shows
 * the action's effect rather than figures computed before it. A refused action changes nothing
 * and keeps them.
 */
@Injectable()
export class FreshFiguresInterceptor implements NestInterceptor {
  constructor(private readonly caches: ServerCaches) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      mergeMap((answer) =>
        from(
          (async () => {
            for (const cache of FIGURE_CACHES) await this.caches.clear(cache);
            return answer;
          })(),
        ),
      ),
    );
  }
}
