import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { patientOfRecord, patientOfRow, systemPatient, type CheckedPatientId } from './checked-patient';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const RULE = 'patients/no-bare-patient-id';
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The rule's findings in `code` as if it were a repository (or another file) of the server's modules. */
async function findings(code: string, file = 'apps/server/src/modules/bookings/scratch-repository.ts') {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
}

const header = `import type { DbOrTx } from '../../db/client';\nimport type { CheckedPatientId } from '../../lib/checked-patient';\n`;

describe('repositories take checked patients (lib/checked-patient)', () => {
  it('TypeScript refuses a bare number where a repository wants a checked patient', () => {
    const take = (id: CheckedPatientId) => id;
    // @ts-expect-error a bare number is no checked patient
    take(7);
    expect([take(systemPatient(7, 'test')), take(patientOfRow({ patientId: 7 })), take(patientOfRecord({ id: 7 }))]).toEqual([7, 7, 7]);
  });

  it('the lint rule rejects a bare patient id in a repository, in every spelling', async () => {
    const code = `${header}
export async function a(db: DbOrTx, patientId: number) {}
export const b = async (db: DbOrTx, patientIds: readonly number[]) => {};
export function c(db: DbOrTx, input: { slotId: number; patientId: number | null }) {}
export interface Filter { from: Date; patientIds?: ReadonlyArray<number> }
export function d(db: DbOrTx, f: Filter) {}
export function e(db: DbOrTx, { patient }: { patient: number }) {}
export function f(db: DbOrTx, owner: { accountId: number } | { patientId: number; use: string }) {}
`;
    // Lines: a, b, c, the interface's property (d takes it), e, f.
    expect(await findings(code)).toEqual([4, 5, 6, 7, 9, 10]);
  });

  it('a checked patient, a row the repository answers, and other files pass', async () => {
    const code = `${header}
export interface LinkRow { patientId: number; accountId: number }
export async function a(db: DbOrTx, patientId: CheckedPatientId, accountId: number): Promise<LinkRow[]> { return []; }
export function b(db: DbOrTx, input: { patientIds: readonly CheckedPatientId[]; patientId?: CheckedPatientId | null }) {}
`;
    expect(await findings(code)).toEqual([]);
    expect(await findings(`${header}\nexport function a(db: DbOrTx, patientId: number) {}\n`, 'apps/server/src/modules/bookings/scratch-service.ts')).toEqual([]);
  });

  it("no repository of the server's modules takes a bare patient id", async () => {
    const results = await eslint.lintFiles(['apps/server/src/modules/**/*repository*.ts']);
    const bare = results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE).map((m) => `${path.relative(root, r.filePath)}:${m.line}`));
    expect(results.length).toBeGreaterThan(40);
    expect(bare).toEqual([]);
  });
});
