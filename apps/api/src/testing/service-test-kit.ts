import 'reflect-metadata';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DynamicModule, Type } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import type { ErrorCode } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import type { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { DomainError } from '../common/domain-error.js';
import { dataSourceOptions } from '../database/data-source-options.js';
import { DatabaseModule } from '../database/database.module.js';
import { runMigrations } from '../database/migrate.js';
import { GroupsModule } from '../groups/groups.module.js';
import { UsersModule } from '../users/users.module.js';
import { factories, type Factories } from './factories.js';
import { testConfig } from './test-config.js';

export type ModuleImport = Type<unknown> | DynamicModule;

/** One domain module (or a few) with its real providers, on a database of its own. */
export interface ServiceTestKit extends Factories {
  module: TestingModule;
  db: DataSource;
  config: AppConfig;
  /** A provider of any module of the kit, exported or not. */
  get<T>(type: Type<T>): T;
  /** Plain SQL against the kit's database: what a test checks in the rows. */
  rows<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** How many rows of `table` match `where` (every row without it). */
  count(table: string, where?: string, params?: unknown[]): Promise<number>;
  close(): Promise<void>;
}

/**
 * Builds a Nest testing module for the given domain modules with their real providers, on a
 * fresh embedded SQLite file with the real migrations applied (a copy of a database migrated
 * once per test file), and the API's configuration for tests. Users and groups are always
 * there, for the factories. No lifecycle hook runs (no timers, no socket routing): services
 * are called directly.
 */
export async function createServiceTestKit(...imports: ModuleImport[]): Promise<ServiceTestKit> {
  const template = await migratedTemplate();
  const dataDir = mkdtempSync(join(tmpdir(), 'tontine-service-'));
  const config = testConfig(dataDir);
  let module: TestingModule | undefined;
  try {
    copyFileSync(template, sqliteFile(config));
    module = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        UsersModule,
        GroupsModule,
        ...imports,
      ],
    }).compile();
    const db = module.get(DataSource);
    // The copy is migrated already: this finds nothing pending, as the API does at start.
    await runMigrations(db);
    const moduleRef = module;
    const get = <T>(type: Type<T>): T => moduleRef.get(type, { strict: false });
    const rows = <T>(sql: string, params: unknown[] = []) => db.query<T[]>(sql, params);
    return {
      module,
      db,
      config,
      get,
      rows,
      async count(table, where, params = []) {
        const [row] = await rows<{ n: number }>(
          `SELECT COUNT(*) AS n FROM ${table}${where ? ` WHERE ${where}` : ''}`,
          params,
        );
        return Number(row?.n ?? 0);
      },
      ...factories({ db, get }),
      async close() {
        await moduleRef.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await module?.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

let template: { dir: string; file: Promise<string> } | undefined;

/**
 * The real migrations run once per test file, on a database made exactly as the API makes its
 * embedded one; every kit starts from a copy of it.
 */
function migratedTemplate(): Promise<string> {
  if (template) return template.file;
  const dir = mkdtempSync(join(tmpdir(), 'tontine-migrated-'));
  const file = (async () => {
    const config = testConfig(dir);
    const db = new DataSource(dataSourceOptions(config.database));
    await db.initialize();
    try {
      await runMigrations(db);
    } finally {
      await db.destroy();
    }
    return sqliteFile(config);
  })();
  template = { dir, file };
  return file;
}

/** Deletes the migrated database the kits copy (the next kit makes it again). */
export function dropMigratedTemplate(): void {
  if (template) rmSync(template.dir, { recursive: true, force: true });
  template = undefined;
}

function sqliteFile(config: AppConfig): string {
  if (config.database.driver !== 'sqlite') throw new Error('service tests run on SQLite');
  return config.database.file;
}

/**
 * A fresh kit for every test of the file (built before each, closed after): every test starts
 * from an empty, migrated database. The answer stands for the current test's kit.
 */
export function useServiceTestKit(...imports: ModuleImport[]): ServiceTestKit {
  let current: ServiceTestKit | undefined;
  beforeEach(async () => {
    current = await createServiceTestKit(...imports);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  afterAll(dropMigratedTemplate);
  return new Proxy({} as ServiceTestKit, {
    get(_, property) {
      if (!current) throw new Error('the service test kit is only there inside a test');
      return current[property as keyof ServiceTestKit];
    },
  });
}

/** The promise fails with the product's DomainError of this code; answers the error. */
export async function expectDomainError(
  promise: Promise<unknown>,
  code: ErrorCode,
): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error, `expected a DomainError ${code}`).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
  return error as DomainError;
}

/** A calendar day (UTC, YYYY-MM-DD) `offset` days from today. */
export function isoDay(offset = 0, from = new Date()): string {
  return new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}
