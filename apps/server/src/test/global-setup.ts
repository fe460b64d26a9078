import type { TestProject } from 'vitest/node';
import { makeSeedTemplate } from './seed-template';

/** Once per run of the server project: the seeded database every API test file starts from (test/seed-template.ts). */
export default async function setup(project: TestProject) {
  const { template, remove } = await makeSeedTemplate();
  project.provide('seedTemplate', template);
  return remove;
}
