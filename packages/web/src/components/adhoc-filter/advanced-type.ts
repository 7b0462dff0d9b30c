import type { AdvancedDataTypeResponse } from '@meridian/core';
import { ADVANCED_TYPE_FETCH_FAILED } from '@meridian/core';
import type { OperatorId } from './operators';

/** Spec §9: the conversion is asked for once the comparator has not changed for this long. */
export const ADVANCED_TYPE_DEBOUNCE_MS = 600;

/** What the filter editor knows of the subject's advanced data type. */
export interface AdvancedTypeState {
  /** off: no advanced type (or the flag is off); pending: a conversion is on its way; done / failed: it answered. */
  status: 'off' | 'pending' | 'done' | 'failed';
  /** The converted values, readable. */
  displayValue: string;
  /** Operator ids the type allows; null when unknown (all stay allowed). */
  operators: readonly string[] | null;
  /** Why the values do not convert, or the spec's message when the call failed; '' otherwise. */
  errorMessage: string;
}

/** No advanced type: nothing changes in the editor. */
export const ADVANCED_TYPE_OFF: AdvancedTypeState = {
  status: 'off',
  displayValue: '',
  operators: null,
  errorMessage: '',
};

/** The values a comparator sends for conversion (Superset's `[comp].flat()`, nothing for an empty one). */
export function comparatorValues(comparator: unknown): (string | number)[] {
  if (comparator === null || comparator === undefined || comparator === '') return [];
  const values: unknown[] = Array.isArray(comparator) ? comparator : [comparator];
  return values.flatMap((value) =>
    typeof value === 'string' || typeof value === 'number'
      ? [value]
      : typeof value === 'boolean'
        ? [String(value)]
        : [],
  );
}

/** Inputs of advancedTypeState. */
export interface AdvancedTypeInputs {
  /** Whether the subject has an advanced type the server converts (the flag is on and knows the type). */
  isOn: boolean;
  /** Whether the comparator changed since the last conversion was asked for, or one is in flight. */
  isPending: boolean;
  /** The last conversion, if any. */
  response: AdvancedDataTypeResponse | undefined;
  /** Whether the last conversion call failed. */
  isFailed: boolean;
}

/** The editor's view of a conversion. */
export function advancedTypeState(inputs: AdvancedTypeInputs): AdvancedTypeState {
  if (!inputs.isOn) return ADVANCED_TYPE_OFF;
  if (inputs.isFailed) {
    return {
      status: 'failed',
      displayValue: '',
      operators: null,
      errorMessage: ADVANCED_TYPE_FETCH_FAILED,
    };
  }
  const { response } = inputs;
  return {
    status: inputs.isPending || !response ? 'pending' : 'done',
    displayValue: response?.display_value ?? '',
    operators: response?.valid_filter_operators ?? null,
    errorMessage: response?.error_message ?? '',
  };
}

/** The operators the editor offers: those allowed for the subject that the advanced type also allows. */
export function restrictOperators(allowed: readonly OperatorId[], state: AdvancedTypeState): OperatorId[] {
  const { operators } = state;
  return operators === null ? [...allowed] : allowed.filter((id) => operators.includes(id));
}

/**
 * Spec §5: an advanced type's error disables Save; so does a conversion not answered yet, or an operator the type
 * does not allow.
 */
export function blocksSave(state: AdvancedTypeState, operatorId: OperatorId | null): boolean {
  if (state.status === 'off') return false;
  if (state.status !== 'done' || state.errorMessage !== '') return true;
  return operatorId !== null && state.operators !== null && !state.operators.includes(operatorId);
}
