/** Loaded on demand (explore, or a chart about to draw): the control panel, transformProps and the renderer. */
export { mapboxControlPanel as controlPanel } from './control-panel';
export { transformMapboxProps as transformProps } from './transform-props';

/** The renderer, a chunk of its own. */
export const loadRenderer = () => import('./MapboxChart');
