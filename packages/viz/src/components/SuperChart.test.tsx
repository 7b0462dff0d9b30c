import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { piePlugin } from '../charts/pie';
import { tablePlugin } from '../charts/table';
import type { AnyVizPlugin } from '../plugin';
import { preloadRenderer, SuperChart } from './SuperChart';

/** Server-renders a tree, waiting for lazy renderers (no DOM needed). */
async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

describe('SuperChart', () => {
  it('loads the table renderer lazily and renders headers, cells and totals', async () => {
    const out = await html(
      <SuperChart
        plugin={tablePlugin}
        chartKey="42"
        formData={{
          datasource: '1__table',
          viz_type: 'table',
          query_mode: 'raw',
          all_columns: ['country'],
          include_search: true,
        }}
        queriesData={[{ colnames: ['country'], coltypes: [1], data: [{ country: 'FR' }] }]}
        width={400}
        height={300}
      />,
    );
    expect(out).toContain('data-testid="chart-container"');
    expect(out).toContain('data-chart-key="42"');
    expect(out).toContain('data-testid="table-chart"');
    expect(out).toContain('>country<');
    expect(out).toContain('1 rows');
  });

  it('gives ECharts renderers a sized container with the chart key', async () => {
    const out = await html(
      <SuperChart
        plugin={piePlugin}
        chartKey="7"
        formData={{ datasource: '1__table', viz_type: 'pie', metric: 'count', groupby: ['x'] }}
        queriesData={[{ colnames: ['x', 'count'], coltypes: [1, 0], data: [{ x: 'a', count: 1 }] }]}
        width={320}
        height={200}
      />,
    );
    expect(out).toMatch(
      /data-testid="echarts-container" data-chart-key="7" data-viz-type="pie" style="width:320px;height:200px"/,
    );
  });

  it('draws a preloaded renderer in the first render instead of suspending', async () => {
    /** One synchronous render: a suspended chart shows its fallback. */
    const render = (plugin: AnyVizPlugin) =>
      renderToString(
        <SuperChart
          plugin={plugin}
          formData={{
            datasource: '1__table',
            viz_type: 'table',
            query_mode: 'raw',
            all_columns: ['country'],
          }}
          queriesData={[{ colnames: ['country'], coltypes: [1], data: [{ country: 'FR' }] }]}
          width={400}
          height={300}
          fallback={<span>renderer loading</span>}
        />,
      );
    // Copies of the plugin: renderers are remembered per plugin object.
    const notLoaded = { ...tablePlugin };
    expect(render(notLoaded)).toContain('renderer loading');
    const preloaded = { ...tablePlugin };
    await preloadRenderer(preloaded);
    const out = render(preloaded);
    expect(out).not.toContain('renderer loading');
    expect(out).toContain('data-testid="table-chart"');
  });
});
