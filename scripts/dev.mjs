// `npm run dev`: the API server reloading on change (:8088) and Vite's hot-reloading web app (:5173).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const children = [
  spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', 'packages/server/src/main.ts', 'start'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [bin('vite', 'bin/vite.js'), 'packages/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
