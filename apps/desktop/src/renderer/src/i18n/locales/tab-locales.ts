import type { UiLanguage } from '@tontine/contracts';
import { adsEn } from './ads/en';
import { adsFr } from './ads/fr';
import { adsSw } from './ads/sw';
import { chatEn } from './chat/en';
import { chatFr } from './chat/fr';
import { chatSw } from './chat/sw';
import { codeEn } from './code/en';
import { codeFr } from './code/fr';
import { codeSw } from './code/sw';
import { contentEn } from './content/en';
import { contentFr } from './content/fr';
import { contentSw } from './content/sw';
import { criticalActionEn } from './critical-action/en';
import { criticalActionFr } from './critical-action/fr';
import { criticalActionSw } from './critical-action/sw';
import { cryptoEn } from './crypto/en';
import { cryptoFr } from './crypto/fr';
import { cryptoSw } from './crypto/sw';
import { mpesaEn } from './mpesa/en';
import { mpesaFr } from './mpesa/fr';
import { mpesaSw } from './mpesa/sw';
import { systemEn } from './system/en';
import { systemFr } from './system/fr';
import { systemSw } from './system/sw';

/** The strings of the content, system, code and chat tabs, and of the critical-action dialog. */
export const tabLocales = {
  fr: {
    ...contentFr,
    ...systemFr,
    ...codeFr,
    ...chatFr,
    ...criticalActionFr,
    ...cryptoFr,
    ...mpesaFr,
    ...adsFr,
  },
  en: {
    ...contentEn,
    ...systemEn,
    ...codeEn,
    ...chatEn,
    ...criticalActionEn,
    ...cryptoEn,
    ...mpesaEn,
    ...adsEn,
  },
  sw: {
    ...contentSw,
    ...systemSw,
    ...codeSw,
    ...chatSw,
    ...criticalActionSw,
    ...cryptoSw,
    ...mpesaSw,
    ...adsSw,
  },
} satisfies Record<UiLanguage, unknown>;

export type TabLocale = (typeof tabLocales)['fr'];
