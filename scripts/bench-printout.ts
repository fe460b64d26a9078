/**
 * The bench's printout figure: the patient-data PDF of the own record (GET copy-data/{id}/printout),
 * one request at a time after 5 warm-up requests; p95 of 40. Goal: under 300 ms.
 */
export async function printoutLatency(base: string, session: { cookie: string; patientId: number }, log: (text: string) => void) {
  const url = `${base}/api/mpi/accounts/mpi-user/copy-data/${session.patientId}/printout`;
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie: session.cookie } });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`printout answered ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < 40; i++) times.push(await once());
  times.sort((a, b) => a - b);
  const p95 = times[Math.ceil(times.length * 0.95) - 1];
  log(`PDF printout: p50 ${times[19].toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`);
  return {
    figure: 'PDF printout p95 (patient data, GET copy-data/{id}/printout, sequential, 40 after 5 warm-up)',
    measured: `${p95.toFixed(0)} ms`,
    goal: '< 300 ms',
    ok: p95 < 300,
  };
}
