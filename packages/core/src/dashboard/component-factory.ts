import {
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  type ComponentType,
} from './constants';
import type { ComponentMeta, LayoutComponent } from './layout-schema';

/** Default meta of new components (Superset's newComponentFactory). */
const DEFAULT_META: Record<ComponentType, ComponentMeta> = {
  CHART: { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT },
  COLUMN: { width: GRID_DEFAULT_CHART_WIDTH, background: 'BACKGROUND_TRANSPARENT' },
  HEADER: { text: 'New header', headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' },
  MARKDOWN: { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT },
  ROW: { background: 'BACKGROUND_TRANSPARENT' },
  TAB: { text: '', defaultText: 'Tab title', placeholder: 'Tab title' },
  DYNAMIC: { width: GRID_COLUMN_COUNT, background: 'BACKGROUND_TRANSPARENT' },
  DIVIDER: {},
  TABS: {},
  GRID: {},
  ROOT: {},
};

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-';
const ID_LENGTH = 10;

/** Fills a byte array with random values; tests pass a fixed one. */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const cryptoRandom: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** A new component id, `${TYPE}-` and ten URL-safe characters, like `CHART-1NOOLm5YPs`. */
export function newComponentId(type: ComponentType, random: RandomBytes = cryptoRandom): string {
  const bytes = random(new Uint8Array(ID_LENGTH));
  let suffix = '';
  for (const byte of bytes) suffix += ID_ALPHABET.charAt(byte % ID_ALPHABET.length);
  return `${type}-${suffix}`;
}

/** Options of `newComponent`. */
export interface NewComponentOptions {
  /** Meta merged over the type's defaults (a chart's chartId, sliceName, uuid). */
  meta?: ComponentMeta | undefined;
  /** The id; generated when absent. */
  id?: string | undefined;
  /** Ids from the root down to the parent. */
  parents?: string[] | undefined;
  /** Random source of generated ids. */
  random?: RandomBytes | undefined;
}

/** A new component of a type with Superset's default meta. */
export function newComponent(type: ComponentType, options: NewComponentOptions = {}): LayoutComponent {
  return {
    id: options.id ?? newComponentId(type, options.random),
    type,
    children: [],
    parents: options.parents ?? [],
    meta: { ...DEFAULT_META[type], ...options.meta },
  };
}
