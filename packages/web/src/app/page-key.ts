/**
 * Which page an address shows, for resetting the render error boundary on navigation. Explore's two addresses are one
 * page: it moves itself from a permalink to the form-data key of its unsaved state, and must not mount afresh (that
 * ran the chart's query a second time).
 */
export function pageKeyOf(pathname: string): string {
  return pathname.startsWith('/superset/explore/p/') ? '/explore/' : pathname;
}
