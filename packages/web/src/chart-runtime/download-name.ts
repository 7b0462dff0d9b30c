/** File name of downloads: the chart name made safe for file systems, with a timestamp. */
export function downloadName(chartName: string, now = new Date()): string {
  const base =
    chartName
      .trim()
      .replace(/[^\w.-]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'chart';
  return `${base}-${now.toISOString().replace(/[:.]/g, '-').slice(0, 19)}`;
}
