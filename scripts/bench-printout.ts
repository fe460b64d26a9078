import { interleaved } from './bench-baseline';
import { percentile, ratioRow, type BenchRow } from './bench-ratio';

/**
 * Goal on p95 / the bare route's p95 over HTTP. A printout reads the patient's record and lays out a
 * PDF with its fonts, where the bare route is one select: 8.2 × measured at load 15 (171 ms against
 * 21 ms), where the bare route's tail is the machine's stalls; idle, ≈ 67 ms against a round trip of a
 * millisecond or two, 30–60 × (estimated from the earlier absolute figure). 100 × leaves room for both
 * and fails a printout that starts loading its fonts per request.
 */
const GOAL_RATIO = 100;
const CALLS = 40;

/**
 * The bench's printout figure: the patient-data PDF of the own record (GET copy-data/{id}/printout),
 * one request at a time after 5 warm-up requests; p95 of 40, each followed (or preceded, in turn) by a
 * request to the bare primary-key route over HTTP on the same database (bench-baseline.ts).
 */
export async function printoutLatency(
  base: string,
  session: { cookie: string; patientId: number },
  bare: () => Promise<void>,
  database: string,
  log: (text: string) => void,
): Promise<BenchRow> {
  const url = `${base}/api/mpi/accounts/mpi-user/copy-data/${session.patientId}/printout`;
  const once = async () => {
    const res = await fetch(url, { headers: { cookie: session.cookie } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`printout answered ${res.status}`);
  };
  const times = await interleaved(CALLS, once, bare, 5);
  const p95 = percentile(times.measured, 0.95);
  const bareP95 = percentile(times.baseline, 0.95);
  log(`PDF printout: p95 ${p95.toFixed(0)} ms; bare route p95 ${bareP95.toFixed(2)} ms`);
  return ratioRow({
    figure: `PDF printout (patient data, GET copy-data/{id}/printout, sequential): p95 of ${CALLS} after 5 warm-up vs ${CALLS} interleaved primary-key selects through a bare Fastify+zod route over HTTP`,
    stat: 'p95',
    value: p95,
    baseline: bareP95,
    baselineLabel: 'bare route',
    goalRatio: GOAL_RATIO,
    database,
  });
}
