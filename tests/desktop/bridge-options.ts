import { errorCatalog, SESSION_ENDED_CODES } from '@tontine/contracts';
import type { TestBridgeOptions } from './bridge.js';

export const apiUrl = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 4310}`;

/** What the test bridge needs: the e2e API, and main's refusals as the contracts word them. */
export const bridgeOptions: TestBridgeOptions = {
  apiUrl,
  superAdminRequired: {
    detail: errorCatalog.SUPERADMIN_REQUIRED.message.fr,
    code: 'SUPERADMIN_REQUIRED',
  },
  twoFactorSetupRequired: {
    detail: errorCatalog.TWO_FACTOR_SETUP_REQUIRED.message.fr,
    code: 'TWO_FACTOR_SETUP_REQUIRED',
  },
  sessionEndedCodes: SESSION_ENDED_CODES,
};
