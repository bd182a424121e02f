import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The structure of docs/architecture.md is kept by lint rules (eslint.boundaries.js): these
// cases prove each rule refuses what it exists to refuse, and lets through what it allows.
const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the configuration and its plugins: that is done once, before the cases,
// so that each case's time is its own.
beforeAll(() => eslint.lintText('', { filePath: 'apps/api/src/probe.ts' }), 60_000);

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('API domain boundaries', () => {
  it("refuses another domain's entity imported as a value", async () => {
    const found = await restrictedImports(
      'apps/api/src/payouts/payout-probe.ts',
      "import { Group } from '../groups/group.entity.js';\nexport const probe = Group;\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("the payouts domain may not use another domain's entity");
  });

  it("allows another domain's entity as a type, and a domain's own entity", async () => {
    const found = await restrictedImports(
      'apps/api/src/payouts/payout-probe.ts',
      "import type { Group } from '../groups/group.entity.js';\n" +
        "import { Payout } from './payout.entity.js';\n" +
        'export const probe: [Group | null, typeof Payout] = [null, Payout];\n',
    );
    expect(found).toEqual([]);
  });

  it('allows cross-table reads in a *-views service', async () => {
    const found = await restrictedImports(
      'apps/api/src/payouts/payout-probe-views.service.ts',
      "import { Group } from '../groups/group.entity.js';\nexport const probe = Group;\n",
    );
    expect(found).toEqual([]);
  });
});

describe('web feature boundaries', () => {
  it("refuses a feature reaching into another feature's files", async () => {
    const found = await restrictedImports(
      'apps/web/src/features/chat/probe.ts',
      "import { RotationTab } from '../../rotation/components/rotation-tab';\nexport const probe = RotationTab;\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('A feature does not import another feature');
  });

  it('allows the app to use a feature through its index.ts, and refuses its files', async () => {
    expect(
      await restrictedImports(
        'apps/web/src/app/routes/probe.tsx',
        "import * as chat from '../../features/chat';\nexport const probe = chat;\n",
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'apps/web/src/app/routes/probe.tsx',
        "import * as chat from '../../features/chat/api/get-chat-unread';\nexport const probe = chat;\n",
      ),
    ).toHaveLength(1);
  });

  it('keeps the client rules inside a feature', async () => {
    const found = await restrictedImports(
      'apps/web/src/features/chat/probe.ts',
      "import { Group } from '../../../../api/src/groups/group.entity.js';\nexport const probe = Group;\n",
    );
    expect(found).toHaveLength(1);
  });
});

describe('console renderer feature boundaries', () => {
  const features = 'apps/desktop/src/renderer/src/features';

  it("refuses a console feature reaching into another feature's files", async () => {
    const found = await restrictedImports(
      `${features}/chat/components/probe.tsx`,
      "import { ListFooter } from '../../console/components/list-footer';\nexport const probe = ListFooter;\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('A console feature does not import another feature');
  });

  it('allows a console feature to use shared code and another feature through its index.ts', async () => {
    const found = await restrictedImports(
      `${features}/content/probe.tsx`,
      "import { AdsSection } from '../ads';\n" +
        "import { queryKeys } from '../../lib/query-keys';\n" +
        'export const probe = [AdsSection, queryKeys];\n',
    );
    expect(found).toEqual([]);
  });

  it("refuses the console app reaching into a feature's files, and allows its index.ts", async () => {
    const app = 'apps/desktop/src/renderer/src/app/probe.tsx';
    expect(
      await restrictedImports(
        app,
        "import { ConsoleFrame } from '../features/console/components/console-frame';\nexport const probe = ConsoleFrame;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        app,
        "import { ConsoleFrame } from '../features/console';\nexport const probe = ConsoleFrame;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a feature in the console’s shared layers', async () => {
    const found = await restrictedImports(
      'apps/desktop/src/renderer/src/lib/probe.ts',
      "import { ChatTab } from '../features/chat';\nexport const probe = ChatTab;\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('shared layers');
  });

  it('keeps the renderer sandboxed inside a feature', async () => {
    const found = await restrictedImports(
      `${features}/chat/probe.ts`,
      "import { ipcRenderer } from 'electron';\nexport const probe = ipcRenderer;\n",
    );
    expect(found).toHaveLength(1);
  });
});

describe('package boundaries', () => {
  it.each([
    ['libs/contracts/src/probe.ts', "import { Injectable } from '@nestjs/common';"],
    ['libs/contracts/src/probe.ts', "import { readFileSync } from 'node:fs';"],
    ['migrations/src/probe.ts', "import { ROLES } from '@tontine/contracts';"],
    ['apps/web/src/probe.ts', "import { Group } from '../../api/src/groups/group.entity.js';"],
    ['apps/desktop/src/renderer/probe.ts', "import { ipcRenderer } from 'electron';"],
    ['apps/web/src/probe.ts', "import Editor from '@monaco-editor/react';"],
    ['apps/web/src/features/chat/probe.ts', "import * as monaco from 'monaco-editor';"],
    ['apps/web/src/app/probe.tsx', "import { loader } from '@monaco-editor/react';"],
    ['apps/api/src/groups/probe.ts', "import { Button } from '@mantine/core';"],
  ])('%s refuses %s', async (filePath, line) => {
    const found = await restrictedImports(filePath, `${line}\nexport {};\n`);
    expect(found).toHaveLength(1);
  });
});

describe('a domain gets no DataSource', () => {
  async function restrictedSyntax(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages
      .filter((m) => m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message);
  }

  it('refuses @InjectDataSource and a DataSource imported as a value in a domain, a new one too', async () => {
    for (const filePath of [
      'apps/api/src/memberships/membership-probe.service.ts',
      'apps/api/src/savings-fund/loan-probe.service.ts',
    ]) {
      const found = await restrictedSyntax(
        filePath,
        "import { InjectDataSource } from '@nestjs/typeorm';\n" +
          "import { DataSource } from 'typeorm';\n" +
          'export class Probe {\n  constructor(@InjectDataSource() readonly db: DataSource) {}\n}\n',
      );
      expect(found).toHaveLength(2);
      expect(found[0]).toContain('a domain reaches its own tables through @InjectRepository');
    }
  });

  it('allows repositories and Transactions there, and the DataSource in database/ and *-views', async () => {
    expect(
      await restrictedSyntax(
        'apps/api/src/memberships/membership-probe.service.ts',
        "import { InjectRepository } from '@nestjs/typeorm';\n" +
          "import type { DataSource, Repository } from 'typeorm';\n" +
          "import { Membership } from './membership.entity.js';\n" +
          'export class Probe {\n' +
          '  constructor(@InjectRepository(Membership) readonly rows: Repository<Membership>) {}\n' +
          '  source?: DataSource;\n}\n',
      ),
    ).toEqual([]);
    const dataSource =
      "import { InjectDataSource } from '@nestjs/typeorm';\n" +
      "import { DataSource } from 'typeorm';\n" +
      'export class Probe {\n  constructor(@InjectDataSource() readonly db: DataSource) {}\n}\n';
    expect(await restrictedSyntax('apps/api/src/database/probe.service.ts', dataSource)).toEqual(
      [],
    );
    expect(
      await restrictedSyntax('apps/api/src/memberships/probe-views.service.ts', dataSource),
    ).toEqual([]);
  });
});

describe('viem is loaded lazily in the API', () => {
  async function viemImports(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages
      .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
      .map((m) => m.message);
  }

  it('refuses viem or viem/accounts imported as a value at the top of an API file', async () => {
    for (const code of [
      "import { getAddress } from 'viem';\nexport const a = getAddress;\n",
      "import { privateKeyToAccount } from 'viem/accounts';\nexport const a = privateKeyToAccount;\n",
    ]) {
      const found = await viemImports('apps/api/src/crypto/probe.service.ts', code);
      expect(found).toHaveLength(1);
      expect(found[0]).toContain('await loadViem()');
    }
  });

  it("allows viem's types, and the loader itself", async () => {
    expect(
      await viemImports(
        'apps/api/src/crypto/probe.service.ts',
        "import type { Address } from 'viem';\nexport const a: Address = '0x0';\n",
      ),
    ).toEqual([]);
    expect(
      await viemImports(
        'apps/api/src/crypto/viem-loader.ts',
        "export const loadViem = () => import('viem');\n",
      ),
    ).toEqual([]);
  });
});
