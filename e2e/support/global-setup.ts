// One product server for the whole browser run, seeded with the demo world.
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer({ SEED_JOBS: '500' });
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
