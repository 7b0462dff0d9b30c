// Runs every benchmark in this folder (files named *.bench.ts) one after another and prints their tables.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
for (const file of files) {
  console.log(`\n## ${file}`);
  const started = Date.now();
  const module = (await import(pathToFileURL(path.join(here, file)).href)) as { run(): Promise<void> };
  await module.run();
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
