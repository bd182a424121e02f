import { Injectable } from '@nestjs/common';
import * as contracts from '@tontine/contracts';
import type { z } from 'zod';
import { buildOpenApiDocument } from './openapi-document.js';
import type { OpenApiDocument } from './openapi-types.js';
import { SOCKET_NOTES } from './socket-notes.js';
import { RouteDiscovery } from './route-discovery.js';

/**
 * The API reference of this process, built on first request from the routes Nest registered:
 * by then every controller is mapped and the global prefix set.
 */
@Injectable()
export class OpenApiService {
  private built: OpenApiDocument | undefined;

  constructor(private readonly discovery: RouteDiscovery) {}

  document(): OpenApiDocument {
    this.built ??= buildOpenApiDocument({
      routes: this.discovery.routes(),
      sockets: SOCKET_NOTES,
      schemaNames: contractSchemaNames(),
    });
    return this.built;
  }
}

/** Every zod schema the contracts export, by identity, with its exported name. */
function contractSchemaNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [name, value] of Object.entries(contracts)) {
    if (typeof value === 'object' && value !== null && '_zod' in value)
      names.set(value as z.ZodType, name);
  }
  return names;
}
