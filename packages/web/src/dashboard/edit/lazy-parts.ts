import { lazy } from 'react';

// Parts only the editor and its dialogs use, loaded on first use so viewing a dashboard ships less JavaScript.

/** The side pane of new components and charts. */
export const LazyNewComponentPane = lazy(async () => ({
  default: (await import('./NewComponentPane')).NewComponentPane,
}));

/** The Save as dialog. */
export const LazySaveAsModal = lazy(async () => ({ default: (await import('./SaveAsModal')).SaveAsModal }));

/** The CSS editor. */
export const LazyCssEditorModal = lazy(async () => ({
  default: (await import('../properties/CssEditorModal')).CssEditorModal,
}));

/** The properties dialog. */
export const LazyDashboardPropertiesModal = lazy(async () => ({
  default: (await import('../properties/DashboardPropertiesModal')).DashboardPropertiesModal,
}));

/** The editor's header (title input, undo/redo, discard and save). */
export const LazyEditControls = lazy(async () => ({
  default: (await import('./EditControls')).EditControls,
}));
