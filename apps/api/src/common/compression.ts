import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Answers compressed for browsers that accept it (brotli, else gzip): API answers, pages and
 * the console's files; the web client's files come compressed from the build. Members are on
 * phone networks. Below 1 kB the headers outweigh the saving.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    // Brotli at quality 4 (the plugin's default): 11 costs ten times the time for a few per cent.
    encodings: ['br', 'gzip'],
  });
}
