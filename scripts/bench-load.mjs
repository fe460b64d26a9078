// Runs one load measurement in a child process, so the load generator does not share a core's event
// loop with the servers it measures (they live in scripts/bench.ts). Not a worker thread: autocannon
// changes its behaviour when it finds itself off the main thread.
//
// Two modes: `max` — autocannon, as many requests as the connections can carry; `paced` — requests
// sent at evenly spaced moments (autocannon's own rate limit sends each second's quota in a burst,
// which measures queueing, not latency at that rate), each timed from the moment it was due.
import http from 'node:http';
import autocannon from 'autocannon';

async function max(options) {
  const result = await autocannon(options);
  return {
    requestsAverage: result.requests.average,
    latencyP99: result.latency.p99,
    latencyAverage: result.latency.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
  };
}

async function paced({ url, headers, duration, rate, connections }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const count = Math.floor(duration * rate);
  const latencies = new Float64Array(count);
  let done = 0;
  let sent = 0;
  let non2xx = 0;
  let errors = 0;
  const start = performance.now() + 100;
  await new Promise((resolve) => {
    const finish = () => {
      done++;
      if (done === count) resolve();
    };
    const send = (due) => {
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
          latencies[done] = performance.now() - due;
          finish();
        });
      });
      req.on('error', () => {
        errors++;
        latencies[done] = performance.now() - due;
        finish();
      });
    };
    // One timer loop sends whatever has fallen due, so a late tick never skips or bunches requests.
    const tick = () => {
      const now = performance.now();
      while (sent < count && start + sent * interval <= now) send(start + sent++ * interval);
      if (sent < count) setTimeout(tick, Math.max(0, Math.min(interval, start + sent * interval - performance.now())));
    };
    setTimeout(tick, 100);
  });
  agent.destroy();
  const sorted = Array.from(latencies).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const elapsed = (performance.now() - start) / 1000;
  return {
    requestsAverage: count / elapsed,
    latencyP99: Math.round(at(0.99) * 10) / 10,
    latencyAverage: Math.round((sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)) * 100) / 100,
    non2xx,
    errors,
    timeouts: 0,
    total: count,
  };
}

process.once('message', async ({ mode, ...options }) => {
  const result = mode === 'paced' ? await paced(options) : await max(options);
  process.send(result, () => process.exit(0));
});
