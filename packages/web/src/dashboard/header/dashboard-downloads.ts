import { saveBlob, saveUrl } from '../../chart-runtime/chart-data-client';
import { downloadName } from '../../chart-runtime/download-name';
import { elementImage } from './dom-image';
import { dataUrlBytes, jpegPdf } from './image-pdf';

/** Test id of the element holding the dashboard's layout (rendered by DashboardLayoutView). */
const LAYOUT_SELECTOR = '[data-testid="dashboard-layout"]';

/** Device pixels per CSS pixel of the snapshots. */
const SNAPSHOT_RATIO = 2;

function layoutElement(): HTMLElement {
  const element = document.querySelector(LAYOUT_SELECTOR);
  if (!(element instanceof HTMLElement)) throw new Error('The dashboard is not shown');
  return element;
}

/** "Download as image": a PNG of the dashboard's layout as shown. */
export async function downloadDashboardImage(title: string): Promise<void> {
  const image = await elementImage(layoutElement(), { type: 'image/png', pixelRatio: SNAPSHOT_RATIO });
  saveUrl(image.dataUrl, `${downloadName(title)}.png`);
}

/** "Export to PDF": one page holding a snapshot of the dashboard's layout. */
export async function downloadDashboardPdf(title: string): Promise<void> {
  const image = await elementImage(layoutElement(), { type: 'image/jpeg', pixelRatio: SNAPSHOT_RATIO });
  const pdf = jpegPdf(dataUrlBytes(image.dataUrl), image, SNAPSHOT_RATIO);
  saveBlob(new Blob([pdf.slice().buffer], { type: 'application/pdf' }), `${downloadName(title)}.pdf`);
}
