import { startServer } from '../e2e/harness';
const server = await startServer();
const html = await (await fetch(server.baseUrl + '/chart/list/')).text();
const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
const r = await fetch(server.baseUrl + asset);
console.log(asset, r.status, [...r.headers.entries()]);
await server.stop();
