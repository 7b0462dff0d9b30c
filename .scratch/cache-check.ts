import { launchBrowser, startServer } from '../e2e/harness';
import { signIn } from '../e2e/ui';
const server = await startServer();
const browser = await launchBrowser();
const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1400, height: 900 } });
const page = await context.newPage();
await signIn(page, 'admin', server.adminPassword);
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
const counts = { memory: 0, disk: 0, network: 0 };
cdp.on('Network.responseReceived', (e) => {
  if (!e.response.url.includes('/assets/')) return;
  if (e.response.fromDiskCache) counts.disk++;
  else if ((e.response as { fromMemoryCache?: boolean }).fromMemoryCache) counts.memory++;
  else counts.network++;
});
cdp.on('Network.requestServedFromCache', () => counts.memory++);
for (let i = 0; i < 3; i++) {
  counts.memory = counts.disk = counts.network = 0;
  await page.goto('/chart/list/');
  await page.waitForTimeout(3000);
  console.log(i, JSON.stringify(counts));
}
await browser.close();
await server.stop();
