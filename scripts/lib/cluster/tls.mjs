import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A self-signed certificate for localhost and 127.0.0.1, made for one run of the cluster
 * (valid two days): nginx serves HTTPS and HTTP/2 with it. Browsers and clients are told to
 * trust this file, never to skip verification.
 */
export function makeCertificate(dir) {
  const certificate = join(dir, 'cluster.crt');
  const key = join(dir, 'cluster.key');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`openssl could not make the certificate: ${result.stderr}`);
  return { certificate, key };
}
