import { signInPageJavaScript } from './bench-bundles';
const rows: Array<{ figure: string; measured: string; goal: string; ok: boolean | null }> = [];
const base = process.argv[2];
await signInPageJavaScript(base, rows, (t) => console.log(t), { path: '/login', figure: '/login', goalKb: 150 });
await signInPageJavaScript(base, rows, (t) => console.log(t), { path: '/clinic/login', figure: '/clinic/login', goalKb: 200 });
console.log(rows);
