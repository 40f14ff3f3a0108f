// One product server for the whole browser run, seeded with the demo world.
import type { TestProject } from 'vitest/node';
import { E2E_SITE, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer({
    SEED_JOBS: '500',
    // The footer names these (each only when set); the tests check it does.
    SITE_OPERATOR: E2E_SITE.operator,
    SITE_CONTACT: E2E_SITE.contact,
    SITE_ICP: E2E_SITE.icp,
  });
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
