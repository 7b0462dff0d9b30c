/** Styles of the layout editor: frames, their tools, resize handles and empty drop areas. */
export const EDITOR_CSS = `
.meridian-editing .meridian-frame { outline: 1px dashed transparent; outline-offset: 2px; }
.meridian-editing .meridian-frame:hover { outline-color: #91caff; }
.meridian-frame-tools { position: absolute; top: -14px; right: 6px; display: none; gap: 2px; z-index: 15;
  background: #fff; border-radius: 4px; box-shadow: 0 1px 4px rgba(0,0,0,.15); align-items: center; }
.meridian-frame:hover > .meridian-frame-tools { display: flex; }
.meridian-frame[data-component-type="ROW"] > .meridian-frame-tools,
.meridian-frame[data-component-type="COLUMN"] > .meridian-frame-tools,
.meridian-frame[data-component-type="TABS"] > .meridian-frame-tools { right: auto; left: -30px; top: 0; flex-direction: column; }
.meridian-drag-handle { cursor: grab; padding: 2px 6px; color: #595959; }
.meridian-frame[data-component-type="CHART"], .meridian-frame[data-component-type="MARKDOWN"],
.meridian-frame[data-component-type="HEADER"], .meridian-frame[data-component-type="DIVIDER"] { cursor: move; }
.meridian-resize-width { position: absolute; top: 0; right: -6px; width: 10px; bottom: 14px; cursor: ew-resize; z-index: 10; }
.meridian-resize-width:hover { background: rgba(22,119,255,.25); }
.meridian-resize-corner { position: absolute; right: -5px; bottom: -5px; width: 14px; height: 14px; cursor: nwse-resize;
  z-index: 11; border-right: 3px solid #1677ff; border-bottom: 3px solid #1677ff; }
.meridian-empty-drop { min-height: 64px; border: 1px dashed #bfbfbf; border-radius: 6px; display: flex;
  align-items: center; justify-content: center; color: #8c8c8c; }
.meridian-editing [data-testid="dashboard-row"] { min-height: 48px; outline: 1px dashed #d9d9d9; outline-offset: 4px; }
`;
