// exifr's lite build has the package's own API (its types are written for the full build).
declare module 'exifr/dist/lite.esm.mjs' {
  import exifr from 'exifr';
  export default exifr;
}
