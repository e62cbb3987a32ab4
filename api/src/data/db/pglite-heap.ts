import v8 from 'node:v8';

/**
 * Most of an embedded server's RSS is V8's heap, not PGlite's (33 MB of its WebAssembly memory is resident; decision
 * 049, "Memory"): at the read model's request rates V8 grows the young generation to 2 x 64 MB and lets the old one
 * reach 180-320 MB of pages for 65-90 MB live, and the pages it touched stay resident. The server on PGlite keeps
 * the young generation at the size it has when this runs (V8 reads the growth factor at each resize) and starts a
 * full collection at 1.5x of the live heap. On PostgreSQL the server keeps V8's defaults: its reads measured 10-25 %
 * faster with them, and it has no RSS target. A module of its own, so the server on PostgreSQL never loads PGlite.
 */
export function keepHeapSmallForPglite(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
  v8.setFlagsFromString('--heap-growing-percent=50');
}
