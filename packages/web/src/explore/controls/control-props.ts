import type { Dataset } from '@meridian/core';
import type { ControlConfig } from '@meridian/viz';

/** A control config of one type. */
export type ControlOf<T extends ControlConfig['type']> = Extract<ControlConfig, { type: T }>;

/** What every control component receives. */
export interface ControlProps<T extends ControlConfig['type']> {
  /** The control's config from the plugin's panel. */
  control: ControlOf<T>;
  /** The control's current value (form data at its key). */
  value: unknown;
  /** Sets the control's value. */
  onChange: (value: unknown) => void;
  /** The whole form data (some controls read other keys). */
  formData: Readonly<Record<string, unknown>>;
  /** The dataset being explored. */
  datasource: Dataset;
}
