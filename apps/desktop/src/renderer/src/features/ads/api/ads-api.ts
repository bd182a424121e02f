import {
  adInventorySchema,
  type AdImageDto,
  type AdInventory,
  type AdStatsRowDto,
  type DocumentDto,
} from '@tontine/contracts';
import { desktop, uploadAdImage } from '../../../bridge';
import { ConsoleApiError, consoleGet } from '../../../api/console-api';
import { getDocument, saveDocument } from '../../../api/document-api';

export type InventoryAd = AdInventory['ads'][number];

/** The `ads` platform document: its ads and the version a save is based on. */
export interface LoadedInventory {
  ads: InventoryAd[];
  version: number;
}

export async function loadInventory(): Promise<LoadedInventory> {
  const doc: DocumentDto = await getDocument('ads');
  return { ads: adInventorySchema.parse(doc.value).ads, version: doc.version };
}

/** The versioned save of the code editor: refused (409) when someone saved since `version`. */
export const saveInventory = (ads: InventoryAd[], version: number) =>
  saveDocument('ads', { ads }, version);

export const loadAdStats = () => consoleGet<AdStatsRowDto[]>('/api/superadmin/ads/stats');

/** Sends the chosen file through the bridge (main, or the browser at /console). */
export async function uploadImageFile(file: File): Promise<AdImageDto> {
  const answer = await uploadAdImage(new Uint8Array(await file.arrayBuffer()), file.name);
  if (answer.status === 201) return answer.body as AdImageDto;
  const body = (answer.body ?? {}) as { detail?: unknown; code?: unknown };
  throw new ConsoleApiError(
    answer.status,
    typeof body.code === 'string' ? body.code : undefined,
    typeof body.detail === 'string' ? body.detail : `HTTP ${answer.status}`,
  );
}

let apiBase: Promise<string> | undefined;

/** Where an image of the inventory is read from: the API's own images live under its origin. */
export async function imageSource(url: string): Promise<string> {
  if (!url.startsWith('/api/')) return url;
  apiBase ??= desktop.apiBaseUrl();
  return `${(await apiBase).replace(/\/$/, '')}${url}`;
}
