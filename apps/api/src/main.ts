import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { PROFILE_PHOTO_MAX_BYTES } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { parseExactJson } from './common/exact-json.js';
import { refuseBodiesThatAreNotJson } from './common/json-only-bodies.js';
import { writeRouteManifestOnReady } from './common/route-manifest.js';
import { routerRefusalHandler } from './common/router-refusals.js';
import { registerCompression } from './common/compression.js';
import { Drain } from './common/drain.service.js';
import { registerSecurityHeaders } from './common/security-headers.js';
import { loadConfig, ConfigError, type AppConfig } from './config/app-config.js';
import { ensureDatabaseExists, runMigrations } from './database/migrate.js';
import { WritePositions } from './database/replica/write-positions.service.js';
import { createLogger, NestPinoLogger } from './logger.js';
import { DeploymentsService } from './monitoring/deployments.service.js';
import { RequestCounter } from './monitoring/request-counter.service.js';
import { printStartBanner } from './start-banner.js';
import { registerConsoleApp } from './web/console-app.js';
import { registerWebFiles } from './web/web-files.js';
import { DemoSeedService } from './seed/demo-seed.service.js';
import { RestartService } from './system/restart.service.js';
import { UsersService } from './users/users.service.js';

const JSON_BODY_LIMIT = 1024 * 1024;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function bootstrap(config: AppConfig): Promise<void> {
  const logger = createLogger(config.logLevel);
  await ensureDatabaseExists(config.database);
  const adapter: FastifyAdapter = new FastifyAdapter({
    loggerInstance: logger,
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: JSON_BODY_LIMIT,
    // Behind nginx the client is the X-Forwarded-For of a configured proxy, never of anyone else:
    // the sign-in limits, sessions and the audit trail count the person, not the proxy.
    ...(config.trustProxy.length > 0 ? { trustProxy: config.trustProxy } : {}),
    frameworkErrors: routerRefusalHandler(() => adapter),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new NestPinoLogger(logger),
    // Bodies are JSON, read by parseExactJson below (which refuses __proto__ keys and rounded
    // numbers). Nest's default set would also read application/x-www-form-urlencoded, which any web page can post across
    // sites without a preflight and which no client of this API sends: it answers 415 instead.
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  // First: the manifest must see every route registered after this line, plugins' included.
  if (config.routeManifestFile) {
    writeRouteManifestOnReady(
      fastify,
      config.routeManifestFile,
      config.webDist,
      config.consoleDist,
    );
  }
  app.useBodyParser('application/json', { bodyLimit: JSON_BODY_LIMIT }, parseExactJson);
  refuseBodiesThatAreNotJson(fastify);
  app.setGlobalPrefix('api');
  app.enableCors({
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    // @fastify/cors allows GET, HEAD and POST by default; the API also answers PUT, PATCH
    // (the console's user edit) and DELETE.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // An export's file name, which a console on another origin reads to name the download.
    exposedHeaders: ['Content-Disposition'],
  });
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  const drain = app.get(Drain);
  drain.countRequests(fastify);
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // A caller who has just written reads from the replica only once it holds the write: the
  // primary's position is recorded before the answer leaves (database/replica).
  if (config.replica) {
    const positions = app.get(WritePositions);
    fastify.addHook('onSend', async (request, _reply, payload) => {
      const caller = (request as { user?: { id: string } }).user;
      if (caller && !READ_METHODS.has(request.method)) await positions.wrote(caller.id);
      return payload;
    });
  }
  // Every response counts towards the console's error rate: an increment, nothing awaited.
  const requests = app.get(RequestCounter);
  fastify.addHook('onResponse', (_request, reply, done) => {
    requests.record(reply.statusCode);
    done();
  });
  await app.register(multipart, {
    limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5 },
  });
  if (config.webDist) await registerWebFiles(app, config.webDist);
  if (config.consoleDist) await registerConsoleApp(app, config.consoleDist);

  const dataSource = app.get(DataSource);
  const applied = await runMigrations(dataSource);
  if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
  await app.get(UsersService).promoteConfiguredSuperAdmins();
  await app.get(DeploymentsService).recordStart();
  const seeded = config.seedDemo ? await app.get(DemoSeedService).seedIfEmpty() : false;

  // A SIGTERM (a rolling upgrade, the supervisor stopping) and the console's restart both drain
  // first (common/drain.service.ts), then close the application.
  const stop = () => drain.run(fastify.server).then(() => app.close());
  app.get(RestartService).setCloser(stop);
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.once(signal, () => {
      void stop()
        .catch((err: unknown) => logger.error({ err }, `stopping on ${signal} failed`))
        .finally(() => process.exit(0));
    });
  }

  await app.listen(config.port, config.host);
  const address = fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  printStartBanner(config, port, seeded);
}

try {
  await bootstrap(loadConfig());
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
}
