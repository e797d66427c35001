// fontverter (subset-font's converter) ships no types; the font tests use this one call.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, format: 'truetype' | 'woff' | 'woff2' | 'sfnt'): Promise<Uint8Array>;
  };
  export default fontverter;
}
