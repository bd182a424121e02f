import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * The built web client is served from `/`; any GET outside `/api` that matches no file gets
 * index.html, so that every page of the client has a URL that survives a reload.
 */
@Injectable()
export class WebAppServer {
  private readonly indexHtml: string | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.indexHtml = config.webDist
      ? readFileSync(join(config.webDist, 'index.html'), 'utf8')
      : undefined;
  }

  serveIndex(request: FastifyRequest, reply: FastifyReply): boolean {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!this.indexHtml || !isPage || path === '/api' || path.startsWith('/api/')) return false;
    if (/\.[a-z0-9]+$/i.test(path)) return false;
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.indexHtml);
    return true;
  }
}
