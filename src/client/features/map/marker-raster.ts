// Markers are stamped into one RGBA buffer in plain JavaScript and handed to the canvas with a
// single putImageData. Measured in headless Chromium without a GPU (how the benchmark runs),
// canvas paths with a white outline cost about 65 µs per marker to rasterise and drawImage about
// 7 µs; stamping a pre-rendered sprite into a typed array costs a fraction of that.
// Pixels are 32-bit words in memory order R, G, B, A, read on a little-endian machine (all
// browsers' platforms) as A << 24 | B << 16 | G << 8 | R.

/** Blocks of 4×4 pixels: the raster counts their opaque pixels to skip covered ones whole. */
const BLOCK_SHIFT = 2;
const BLOCK_SIZE = 1 << BLOCK_SHIFT;
const BLOCK_PIXELS = BLOCK_SIZE * BLOCK_SIZE;
/** Super-blocks of 4×4 blocks (16×16 pixels): the raster counts their opaque blocks, so a marker
 * wholly inside opaque super-blocks (the middle of a crowd, zoomed out) is skipped in a few reads. */
const SUPER_SHIFT = 2;
const SUPER_BLOCKS = 1 << (SUPER_SHIFT * 2);
const SUPER_PIXEL_SHIFT = BLOCK_SHIFT + SUPER_SHIFT;

/** A sprite's pixels grouped by the block they fall in, for one alignment of its centre in a block. */
interface SpriteLayout {
  /** Block coordinates relative to the centre's block. */
  blockDx: Int16Array;
  blockDy: Int16Array;
  /** Pixels of block b are [start[b], start[b + 1]). */
  start: Uint32Array;
  dx: Int16Array;
  dy: Int16Array;
  color: Uint32Array;
}

/** A marker pre-rendered at the device pixel ratio: its visible pixels around its centre. */
export interface Sprite {
  /** Pixels from the sprite's centre to its edge. */
  half: number;
  /**
   * Offsets from the centre and colours (alpha 255 for solid pixels, less on the antialiased rim).
   * 16 bits: a sprite drawn at a high pixel ratio (browser zoom on a dense screen) is wider than 255.
   */
  dx: Int16Array;
  dy: Int16Array;
  color: Uint32Array;
  /** Indexed by (y & 3) * 4 + (x & 3) of the centre. */
  layouts: SpriteLayout[];
}

/** Makes a sprite of a square RGBA image (as getImageData returns it); transparent pixels are dropped. */
export function spriteFromPixels(rgba: Uint8ClampedArray, size: number): Sprite {
  const half = size >> 1;
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, size * size);
  const dx = new Int16Array(size * size);
  const dy = new Int16Array(size * size);
  const color = new Uint32Array(size * size);
  let n = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (rgba[(y * size + x) * 4 + 3] === 0) continue;
      dx[n] = x - half;
      dy[n] = y - half;
      color[n] = words[y * size + x]!;
      n++;
    }
  }
  const sprite = {
    half,
    dx: dx.slice(0, n),
    dy: dy.slice(0, n),
    color: color.slice(0, n),
    layouts: [] as SpriteLayout[],
  };
  for (let ay = 0; ay < BLOCK_SIZE; ay++) {
    for (let ax = 0; ax < BLOCK_SIZE; ax++) sprite.layouts.push(layoutFor(sprite, ax, ay));
  }
  return sprite;
}

/**
 * The sprite's pixels grouped by block, blocks in the order their first pixel comes: a counting
 * sort over typed arrays (it runs 16 times per sprite, on the first paint of the map).
 */
function layoutFor(sprite: Omit<Sprite, 'layouts'>, ax: number, ay: number): SpriteLayout {
  const count = sprite.color.length;
  const pixelBlock = new Uint32Array(count);
  // Block coordinates as one index into a square that holds every block the sprite can touch.
  const offset = (sprite.half >> BLOCK_SHIFT) + 1;
  const span = offset * 2 + 1;
  const blockOfKey = new Int32Array(span * span).fill(-1);
  const blockDx: number[] = [];
  const blockDy: number[] = [];
  const sizes: number[] = [];
  for (let k = 0; k < count; k++) {
    const bx = (ax + sprite.dx[k]!) >> BLOCK_SHIFT;
    const by = (ay + sprite.dy[k]!) >> BLOCK_SHIFT;
    const key = (by + offset) * span + bx + offset;
    let block = blockOfKey[key]!;
    if (block < 0) {
      block = blockOfKey[key] = blockDx.length;
      blockDx.push(bx);
      blockDy.push(by);
      sizes.push(0);
    }
    pixelBlock[k] = block;
    sizes[block]!++;
  }
  const start = new Uint32Array(sizes.length + 1);
  for (let b = 0; b < sizes.length; b++) start[b + 1] = start[b]! + sizes[b]!;
  const next = start.slice(0, sizes.length);
  const layout: SpriteLayout = {
    blockDx: Int16Array.from(blockDx),
    blockDy: Int16Array.from(blockDy),
    start,
    dx: new Int16Array(count),
    dy: new Int16Array(count),
    color: new Uint32Array(count),
  };
  for (let k = 0; k < count; k++) {
    const p = next[pixelBlock[k]!]!++;
    layout.dx[p] = sprite.dx[k]!;
    layout.dy[p] = sprite.dy[k]!;
    layout.color[p] = sprite.color[k]!;
  }
  return layout;
}

/**
 * An RGBA pixel buffer that sprites are stamped into front to back: the topmost marker first,
 * each later one only where the pixels above it are not yet opaque ("destination-over"). The
 * result is the same as painting back to front, but in a crowded view the 4×4 blocks that are
 * already opaque are skipped whole, so a hidden marker costs a couple of dozen reads.
 */
export class MarkerRaster {
  width = 0;
  height = 0;
  pixels = new Uint8ClampedArray(0);
  private words = new Uint32Array(0);
  /** Opaque pixels per whole block; blocks cut by the right or bottom edge are not counted. */
  private opaque = new Uint8Array(0);
  private blockColumns = 0;
  private blockRows = 0;
  /** Opaque blocks per whole super-block (only blocks that are tracked count). */
  private superOpaque = new Uint8Array(0);
  private superColumns = 0;
  private superRows = 0;

  /** Sizes the buffer and clears it to transparent. */
  reset(width: number, height: number): void {
    if (width === this.width && height === this.height) {
      this.words.fill(0);
      this.opaque.fill(0);
      this.superOpaque.fill(0);
      return;
    }
    this.width = width;
    this.height = height;
    this.pixels = new Uint8ClampedArray(width * height * 4);
    this.words = new Uint32Array(this.pixels.buffer);
    this.blockColumns = width >> BLOCK_SHIFT;
    this.blockRows = height >> BLOCK_SHIFT;
    this.opaque = new Uint8Array(this.blockColumns * this.blockRows);
    this.superColumns = this.blockColumns >> SUPER_SHIFT;
    this.superRows = this.blockRows >> SUPER_SHIFT;
    this.superOpaque = new Uint8Array(this.superColumns * this.superRows);
  }

  /** Whether every pixel of the square x0..x1, y0..y1 lies in a super-block that is already opaque. */
  private covered(x0: number, y0: number, x1: number, y1: number): boolean {
    if (x0 < 0 || y0 < 0) return false;
    const sx1 = x1 >> SUPER_PIXEL_SHIFT;
    const sy1 = y1 >> SUPER_PIXEL_SHIFT;
    if (sx1 >= this.superColumns || sy1 >= this.superRows) return false;
    for (let sy = y0 >> SUPER_PIXEL_SHIFT; sy <= sy1; sy++)
      for (let sx = x0 >> SUPER_PIXEL_SHIFT; sx <= sx1; sx++)
        if (this.superOpaque[sy * this.superColumns + sx] !== SUPER_BLOCKS) return false;
    return true;
  }

  /** Stamps a sprite centred on the pixel (x, y) beneath what is already there; clipped to the buffer. */
  stampUnder(sprite: Sprite, x: number, y: number): void {
    const { width, height, words, pixels, opaque, blockColumns, blockRows, superOpaque, superColumns } = this;
    if (this.covered(x - sprite.half, y - sprite.half, x + sprite.half, y + sprite.half)) return;
    const layout = sprite.layouts[(y & (BLOCK_SIZE - 1)) * BLOCK_SIZE + (x & (BLOCK_SIZE - 1))]!;
    const inside =
      x - sprite.half >= 0 && y - sprite.half >= 0 && x + sprite.half < width && y + sprite.half < height;
    const centreBx = x >> BLOCK_SHIFT;
    const centreBy = y >> BLOCK_SHIFT;
    const { start, dx, dy, color } = layout;
    for (let b = 0; b < layout.blockDx.length; b++) {
      const bx = centreBx + layout.blockDx[b]!;
      const by = centreBy + layout.blockDy[b]!;
      const tracked = bx >= 0 && by >= 0 && bx < blockColumns && by < blockRows;
      const block = by * blockColumns + bx;
      if (tracked && opaque[block] === BLOCK_PIXELS) continue;
      for (let p = start[b]!; p < start[b + 1]!; p++) {
        const px = x + dx[p]!;
        const py = y + dy[p]!;
        if (!inside && (px < 0 || py < 0 || px >= width || py >= height)) continue;
        const o = py * width + px;
        const below = words[o]!;
        if (below >>> 24 === 255) continue;
        const c = color[p]!;
        if (below === 0) words[o] = c;
        else this.under(o * 4, c);
        if (tracked && pixels[o * 4 + 3] === 255 && ++opaque[block]! === BLOCK_PIXELS) {
          const superX = bx >> SUPER_SHIFT;
          const superY = by >> SUPER_SHIFT;
          if (superY < this.superRows && superX < superColumns)
            superOpaque[superY * superColumns + superX]!++;
        }
      }
    }
  }

  /** A source pixel beneath a partly transparent one, on straight (not premultiplied) alpha. */
  private under(i: number, color: number): void {
    const pixels = this.pixels;
    const above = pixels[i + 3]!;
    const through = ((color >>> 24) * (255 - above)) / 255;
    const out = above + through;
    pixels[i] = (pixels[i]! * above + (color & 0xff) * through) / out;
    pixels[i + 1] = (pixels[i + 1]! * above + ((color >>> 8) & 0xff) * through) / out;
    pixels[i + 2] = (pixels[i + 2]! * above + ((color >>> 16) & 0xff) * through) / out;
    pixels[i + 3] = out;
  }
}
