import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { PROFILE_PHOTO_MAX_BYTES } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { writeRouteManifestOnReady } from './common/route-manifest.js';
import { routerRefusalHandler } from './common/router-refusals.js';
import { loadConfig, ConfigError, type AppConfig } from './config/app-config.js';
import { ensureDatabaseExists, runMigrations } from './database/migrate.js';
import { createLogger, NestPinoLogger } from './logger.js';
import { printStartBanner } from './start-banner.js';
import { DemoSeedService } from './seed/demo-seed.service.js';
import { UsersService } from './users/users.service.js';

async function bootstrap(config: AppConfig): Promise<void> {
  const logger = createLogger(config.logLevel);
  await ensureDatabaseExists(config.database);
  const adapter: FastifyAdapter = new FastifyAdapter({
    loggerInstance: logger,
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    frameworkErrors: routerRefusalHandler(() => adapter),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new NestPinoLogger(logger),
    // Bodies are JSON (Fastify's own parser, which refuses __proto__ keys). Nest's default set
    // would also read application/x-www-form-urlencoded, which any web page can post across
    // sites without a preflight and which no client of this API sends: it answers 415 instead.
    bodyParser: false,
  });
  app.setGlobalPrefix('api');
  app.enableCors({ origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  app.enableShutdownHooks();
  const fastify = app.getHttpAdapter().getInstance();
  if (config.routeManifestFile) {
    writeRouteManifestOnReady(fastify, config.routeManifestFile, config.webDist);
  }
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  await app.register(multipart, {
    limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5 },
  });
  if (config.webDist) {
    await app.register(fastifyStatic, { root: config.webDist, prefix: '/', wildcard: false });
  }

  const dataSource = app.get(DataSource);
  const applied = await runMigrations(dataSource);
  if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
  await app.get(UsersService).promoteConfiguredSuperAdmins();
  const seeded = config.seedDemo ? await app.get(DemoSeedService).seedIfEmpty() : false;

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
