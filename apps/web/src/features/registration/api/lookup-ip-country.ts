import { isKnownCountry } from '@tontine/contracts';

/** The public IP-geolocation service that suggests the country; the user may always change it. */
const IP_LOOKUP_URL = 'https://ipapi.co/json/';
const IP_LOOKUP_TIMEOUT_MS = 5000;

/** Answers the ISO code of the country the service places this connection in. */
export async function lookUpIpCountry(): Promise<string> {
  const response = await fetch(IP_LOOKUP_URL, {
    signal: AbortSignal.timeout(IP_LOOKUP_TIMEOUT_MS),
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`IP lookup answered ${response.status}`);
  const body = (await response.json()) as { country_code?: unknown };
  const code = typeof body.country_code === 'string' ? body.country_code.toUpperCase() : '';
  if (!isKnownCountry(code)) throw new Error('IP lookup gave no known country');
  return code;
}
