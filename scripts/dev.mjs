// `npm run dev`: the API on :3000 (restarting on change), Vite for the patient portal on :5173 and for
// the clinic console on :5174/clinic/, both proxying /api to the API.
import { spawn } from 'node:child_process';

const procs = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], { stdio: 'inherit', env: process.env }),
  spawn('npm', ['run', 'dev', '-w', '@portal/web'], { stdio: 'inherit', env: process.env }),
  spawn('npm', ['run', 'dev', '-w', '@portal/clinic'], { stdio: 'inherit', env: process.env }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', (code) => code && stop()));
