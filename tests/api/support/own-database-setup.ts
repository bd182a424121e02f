import type { TestProject } from 'vitest/node';
import { startSmtpSink } from './smtp-sink.js';
import { runTemplate } from './run-template.js';

/**
 * The set-up of the files that start their API on a database of their own: the run's template
 * to copy it from, and a mail sink. They share nothing with the tier's shared API, so they run
 * beside its files (vitest.config.ts).
 */
export default async function setup(project: TestProject) {
  const [{ template, release }, sink] = await Promise.all([runTemplate(), startSmtpSink()]);
  project.provide('template', template);
  project.provide('inboxUrl', sink.inboxUrl);
  project.provide('smtpUrl', sink.smtpUrl);
  return async () => {
    await sink.stop();
    await release();
  };
}
