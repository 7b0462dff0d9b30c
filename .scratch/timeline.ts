// Warm-load CPU timeline of the 50-chart dashboard: per 25 ms bucket, the busiest frames (unminified build).
import { launchBrowser, startServer } from '../e2e/harness';
import { signIn } from '../e2e/ui';
import { examplesEventsFile } from '../bench/chart-data-setup';
import { apiClient, createDashboardFixture } from '../bench/dashboard-fixture';

interface Node { id: number; parent?: number; children?: number[]; callFrame: { functionName: string; url: string; lineNumber: number } }
const server = await startServer();
const api = await apiClient(server.baseUrl, 'admin', server.adminPassword);
const fixture = await createDashboardFixture(api, await examplesEventsFile());
const browser = await launchBrowser();
const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1400, height: 900 } });
const page = await context.newPage();
await signIn(page, 'admin', server.adminPassword);
const url = `/superset/dashboard/${fixture.dashboardId}/`;
for (let i = 0; i < 2; i++) { await page.goto(url); await page.waitForTimeout(3000); }
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const t0 = Date.now();
await page.goto(url, { waitUntil: 'commit' });
await page.waitForTimeout(2500);
const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] } };
const origin = (await page.evaluate('performance.timeOrigin')) as number;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (const n of profile.nodes) for (const c of n.children ?? []) { const child = byId.get(c); if (child) child.parent = n.id; }
const label = (n: Node) => `${n.callFrame.functionName || '(anon)'}@${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
// Stack names from the root, first frames that are inside our sources or react.
const buckets = new Map<number, Map<string, number>>();
let t = profile.startTime; // µs, monotonic
// Map monotonic profile time to navigation time: profile time at nav start unknown; approximate by the first sample after goto.
const samples: { at: number; node: Node }[] = [];
profile.samples.forEach((id, i) => { t += profile.timeDeltas[i] ?? 0; const node = byId.get(id); if (node) samples.push({ at: t / 1000, node }); });
const navMono = (await page.evaluate('performance.now()')) as number; void navMono; void origin; void t0;
const firstBusy = samples.find((s) => !['(idle)', '(program)', '(garbage collector)', '(root)'].includes(s.node.callFrame.functionName))?.at ?? 0;
for (const s of samples) {
  if (s.node.callFrame.functionName === '(idle)') continue;
  const bucket = Math.floor((s.at - firstBusy) / 25) * 25;
  // Describe by the 3 innermost named app frames.
  const names: string[] = [];
  for (let n: Node | undefined = s.node; n && names.length < 4; n = n.parent ? byId.get(n.parent) : undefined) {
    if (n.callFrame.url.includes('/assets/') || n.callFrame.functionName.startsWith('(')) names.push(label(n));
  }
  const key = names.join(' < ') || label(s.node);
  const m = buckets.get(bucket) ?? new Map<string, number>();
  m.set(key, (m.get(key) ?? 0) + 0.2);
  buckets.set(bucket, m);
}
for (const [bucket, m] of [...buckets.entries()].sort((a, b) => a[0] - b[0])) {
  const total = [...m.values()].reduce((a, b) => a + b, 0);
  const top = [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => `${v.toFixed(1)} ${k}`);
  console.log(`+${bucket} ms busy ${total.toFixed(1)}:\n    ${top.join('\n    ')}`);
}
await browser.close();
await server.stop();
