import type { Plugin } from 'vite';

/**
 * The parsers of ExifReader that places from photos never uses: it reads the dates and the GPS of
 * the EXIF block (src/shared/photo-exif.ts) in JPEG, PNG, WebP, HEIC, AVIF or TIFF.
 */
const UNUSED = [
  'XMP',
  'IPTC',
  'ICC',
  'MPF',
  'PHOTOSHOP',
  'THUMBNAIL',
  'MAKER_NOTES',
  'JXL',
  'GIF',
  'JFIF',
  'PNG_FILE',
];

/**
 * ExifReader's own custom builds switch its parsers off by replacing its `Constants.USE_*` flags with
 * literals (string-replace-loader in its webpack.config.js); this does the same to the ES modules
 * Vite bundles, and the minifier drops the code they guard. The places-from-photos chunk, gzipped:
 * 25.8 kB with exifr's lite build, 48.4 kB with all of ExifReader, 33.6 kB without these parsers.
 * A build whose ExifReader has none of these flags left fails, rather than growing unseen.
 */
export function exifReaderWithoutUnusedParsers(): Plugin {
  const flags = new RegExp(`\\bConstants\\.USE_(${UNUSED.join('|')})\\b`, 'g');
  let replaced = 0;
  let seen = false;
  return {
    name: 'fru-world:exifreader-features',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]exifreader[\\/]src[\\/]/.test(id)) return null;
      seen = true;
      return {
        code: code.replace(flags, () => {
          replaced++;
          return 'false';
        }),
        map: null,
      };
    },
    buildEnd() {
      if (seen && replaced === 0)
        this.error('No Constants.USE_* flag of ExifReader was found: update vite.exifreader.ts.');
    },
  };
}
