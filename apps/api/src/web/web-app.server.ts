import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FirstScreenPath } from '@tontine/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { toMaintenanceStatus } from '../maintenance/maintenance.mapper.js';
import { MaintenanceService } from '../maintenance/maintenance.service.js';
import { sendPage } from './compressed-page.js';
import { FirstScreens } from './first-screens.js';

/**
 * The built web client is served from `/`; any GET outside `/api` that matches no file gets
 * index.html, so that every page of the client has a URL that survives a reload. The sign-in
 * page comes with its first screen already rendered (first-screens.ts), while the site is open.
 */
@Injectable()
export class WebAppServer {
  private readonly logger = new Logger('WebAppServer');
  private readonly indexHtml: string | undefined;
  private readonly firstScreens: FirstScreens | undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly maintenance: MaintenanceService,
  ) {
    if (!config.webDist) return;
    this.indexHtml = readFileSync(join(config.webDist, 'index.html'), 'utf8');
    this.firstScreens = new FirstScreens(config.webDist, this.indexHtml);
  }

  serveIndex(request: FastifyRequest, reply: FastifyReply): boolean {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!this.indexHtml || !isPage || path === '/api' || path.startsWith('/api/')) return false;
    if (/\.[a-z0-9]+$/i.test(path)) return false;
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache');
    const firstScreen = this.firstScreens?.wants(request);
    if (!firstScreen) {
      void sendPage(request, reply, this.indexHtml);
      return true;
    }
    // The page differs by language (its cookie, the browser's) and by the site's state.
    void this.pageWithFirstScreen(request, firstScreen).then((html) =>
      sendPage(request, reply, html, ['Cookie', 'Accept-Language']),
    );
    return true;
  }

  private async pageWithFirstScreen(
    request: FastifyRequest,
    path: FirstScreenPath,
  ): Promise<string> {
    const indexHtml = this.indexHtml!;
    try {
      const status = toMaintenanceStatus(await this.maintenance.current());
      return status.enabled ? indexHtml : this.firstScreens!.page(request, path, status);
    } catch (error) {
      // Without the site's state the client decides alone, as it does on every other page.
      this.logger.warn({ err: error }, 'first screen not sent: maintenance status unreadable');
      return indexHtml;
    }
  }
}
