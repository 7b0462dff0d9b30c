/** Types of the untyped `rison` package: only what Meridian calls. */
declare module 'rison' {
  const rison: { decode(text: string): unknown; encode(value: unknown): string };
  export default rison;
}
