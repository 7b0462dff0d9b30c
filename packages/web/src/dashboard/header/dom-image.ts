/** Options of elementImage. */
export interface ElementImageOptions {
  /** Image type of the answer. */
  type: 'image/png' | 'image/jpeg';
  /** Device pixels per CSS pixel. */
  pixelRatio?: number;
  /** Colour behind transparent parts. */
  background?: string;
}

/** A drawn snapshot of an element. */
export interface ElementImage {
  /** The image as a data URL. */
  dataUrl: string;
  /** Its width in device pixels. */
  width: number;
  /** Its height in device pixels. */
  height: number;
}

/** Overflow properties, whose scrolling values draw scrollbars in a snapshot. */
const OVERFLOW_PROPERTIES = new Set(['overflow', 'overflow-x', 'overflow-y']);

/**
 * The value a computed style property takes in a snapshot: a scrolling box (`auto`, `scroll`) is clipped instead,
 * so the picture shows what the box shows, without scrollbars (a snapshot can not scroll).
 */
export function snapshotStyleValue(name: string, value: string): string {
  if (!OVERFLOW_PROPERTIES.has(name)) return value;
  return value
    .split(' ')
    .map((part) => (part === 'auto' || part === 'scroll' ? 'hidden' : part))
    .join(' ');
}

/** Copies every computed style property onto the clone, so the snapshot needs no stylesheet. */
function inlineStyles(source: Element, target: Element): void {
  if (!(target instanceof HTMLElement || target instanceof SVGElement)) return;
  const computed = getComputedStyle(source);
  for (let i = 0; i < computed.length; i += 1) {
    const name = computed.item(i);
    const value = snapshotStyleValue(name, computed.getPropertyValue(name));
    target.style.setProperty(name, value, computed.getPropertyPriority(name));
  }
}

/** A clone of the element with inline styles, canvases turned into images of their pixels. */
function cloneForSnapshot(source: Element): Node {
  if (source instanceof HTMLCanvasElement) {
    const image = document.createElement('img');
    image.src = source.toDataURL('image/png');
    inlineStyles(source, image);
    image.style.width = `${source.clientWidth}px`;
    image.style.height = `${source.clientHeight}px`;
    return image;
  }
  const clone = source.cloneNode(false) as Element;
  inlineStyles(source, clone);
  for (const child of Array.from(source.childNodes)) {
    // Controls marked `data-snapshot-skip` (menu buttons) are left out of the picture.
    if (child instanceof HTMLElement && child.dataset['snapshotSkip'] !== undefined) continue;
    if (child instanceof Element) clone.appendChild(cloneForSnapshot(child));
    else if (child.nodeType === Node.TEXT_NODE) clone.appendChild(child.cloneNode(false));
  }
  if (source instanceof HTMLInputElement && clone instanceof HTMLInputElement)
    clone.setAttribute('value', source.value);
  return clone;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The snapshot could not be drawn'));
    image.src = url;
  });
}

/**
 * Draws an element as an image without a library: its styled clone inside an SVG foreignObject, drawn on a canvas.
 * Images from other addresses inside it are left blank (an SVG image loads nothing).
 */
export async function elementImage(
  element: HTMLElement,
  options: ElementImageOptions,
): Promise<ElementImage> {
  const width = Math.ceil(element.scrollWidth);
  const height = Math.ceil(element.scrollHeight);
  const ratio = options.pixelRatio ?? 2;
  const clone = cloneForSnapshot(element) as HTMLElement;
  clone.style.margin = '0';
  // The picture is as large as the element's whole content: the element itself shows all of it.
  clone.style.overflow = 'visible';
  clone.setAttribute('xmlns', 'http://www.w3.org/1999/xhtml');
  const markup = new XMLSerializer().serializeToString(clone);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject x="0" y="0" width="100%" height="100%">${markup}</foreignObject></svg>`;
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  const canvas = document.createElement('canvas');
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser can not draw images');
  context.fillStyle = options.background ?? '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(ratio, ratio);
  context.drawImage(image, 0, 0, width, height);
  return { dataUrl: canvas.toDataURL(options.type, 0.92), width: canvas.width, height: canvas.height };
}
