// Markers are stamped into one RGBA buffer in plain JavaScript and handed to the canvas with a
// single putImageData. Measured in headless Chromium without a GPU (how the benchmark runs),
// canvas paths with a white outline cost about 65 µs per marker to rasterise and drawImage about
// 7 µs; stamping a pre-rendered sprite into a typed array costs a fraction of that.
// Pixels are 32-bit words in memory order R, G, B, A, read on a little-endian machine (all
// browsers' platforms) as A << 24 | B << 16 | G << 8 | R.

/** A marker pre-rendered at the device pixel ratio, split into solid and antialiased pixels. */
export interface Sprite {
  /** Pixels from the sprite's centre to its edge; the marker's centre is the sprite's centre. */
  half: number;
  solidDx: Int16Array;
  solidDy: Int16Array;
  /** Colours as the canvas's 32-bit pixels (RGBA bytes in memory order). */
  solidColor: Uint32Array;
  edgeDx: Int16Array;
  edgeDy: Int16Array;
  /** Antialiased pixels, not premultiplied (like ImageData), in the same 32-bit form. */
  edgeColor: Uint32Array;
}

/** Splits a square RGBA image (as getImageData returns it) into a sprite; transparent pixels are dropped. */
export function spriteFromPixels(rgba: Uint8ClampedArray, size: number): Sprite {
  const half = size >> 1;
  const solid: number[] = [];
  const edge: number[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const alpha = rgba[(y * size + x) * 4 + 3]!;
      if (alpha === 255) solid.push(x, y);
      else if (alpha > 0) edge.push(x, y);
    }
  }
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, size * size);
  const sprite: Sprite = {
    half,
    solidDx: new Int16Array(solid.length / 2),
    solidDy: new Int16Array(solid.length / 2),
    solidColor: new Uint32Array(solid.length / 2),
    edgeDx: new Int16Array(edge.length / 2),
    edgeDy: new Int16Array(edge.length / 2),
    edgeColor: new Uint32Array(edge.length / 2),
  };
  for (let k = 0; k < solid.length; k += 2) {
    const x = solid[k]!;
    const y = solid[k + 1]!;
    sprite.solidDx[k / 2] = x - half;
    sprite.solidDy[k / 2] = y - half;
    sprite.solidColor[k / 2] = words[y * size + x]!;
  }
  for (let k = 0; k < edge.length; k += 2) {
    const x = edge[k]!;
    const y = edge[k + 1]!;
    sprite.edgeDx[k / 2] = x - half;
    sprite.edgeDy[k / 2] = y - half;
    sprite.edgeColor[k / 2] = words[y * size + x]!;
  }
  return sprite;
}

/** Side of the square blocks whose opaque pixels are counted, to skip hidden markers quickly. */
const BLOCK_SHIFT = 2;
const BLOCK_PIXELS = (1 << BLOCK_SHIFT) ** 2;

/**
 * An RGBA pixel buffer that sprites are stamped into front to back: the topmost marker first,
 * each later one only where the pixels above it are not yet opaque ("destination-over"). The
 * result is the same as painting back to front, but a crowded view costs about one write per
 * pixel, not one per marker pixel: a marker whose whole square lies on opaque 4×4 blocks is
 * hidden and skipped after a few reads.
 */
export class MarkerRaster {
  width = 0;
  height = 0;
  pixels = new Uint8ClampedArray(0);
  private words = new Uint32Array(0);
  /** Opaque pixels per block; a block is full at BLOCK_PIXELS. */
  private opaque = new Uint8Array(0);
  private blocksPerRow = 0;
  /** Per sprite, the solid pixels' offsets into `words` for the current width. */
  private offsets = new WeakMap<Sprite, Int32Array>();

  /** Sizes the buffer and clears it to transparent. */
  reset(width: number, height: number): void {
    if (width === this.width && height === this.height) {
      this.words.fill(0);
      this.opaque.fill(0);
      return;
    }
    this.width = width;
    this.height = height;
    this.pixels = new Uint8ClampedArray(width * height * 4);
    this.words = new Uint32Array(this.pixels.buffer);
    this.blocksPerRow = width >> BLOCK_SHIFT;
    this.opaque = new Uint8Array(this.blocksPerRow * (height >> BLOCK_SHIFT));
    this.offsets = new WeakMap();
  }

  private solidOffsets(sprite: Sprite): Int32Array {
    let offsets = this.offsets.get(sprite);
    if (!offsets) {
      offsets = new Int32Array(sprite.solidDx.length);
      for (let k = 0; k < offsets.length; k++)
        offsets[k] = sprite.solidDy[k]! * this.width + sprite.solidDx[k]!;
      this.offsets.set(sprite, offsets);
    }
    return offsets;
  }

  /** True when every pixel of the square around (x, y) is already opaque. */
  isHidden(x: number, y: number, half: number): boolean {
    const x0 = x - half;
    const y0 = y - half;
    const x1 = x + half - 1;
    const y1 = y + half - 1;
    const bx1 = x1 >> BLOCK_SHIFT;
    const by1 = y1 >> BLOCK_SHIFT;
    // Only whole blocks are counted: a square reaching past them is never taken as hidden.
    if (x0 < 0 || y0 < 0 || bx1 >= this.blocksPerRow || (by1 + 1) << BLOCK_SHIFT > this.height) return false;
    const opaque = this.opaque;
    for (let by = y0 >> BLOCK_SHIFT; by <= by1; by++) {
      const row = by * this.blocksPerRow;
      for (let bx = x0 >> BLOCK_SHIFT; bx <= bx1; bx++) if (opaque[row + bx] !== BLOCK_PIXELS) return false;
    }
    return true;
  }

  /** Stamps a sprite centred on the pixel (x, y) beneath what is already there; clipped to the buffer. */
  stampUnder(sprite: Sprite, x: number, y: number): void {
    const { width, height, words } = this;
    const half = sprite.half;
    if (this.isHidden(x, y, half)) return;
    const inside = x - half >= 0 && y - half >= 0 && x + half < width && y + half < height;
    const colors = sprite.solidColor;
    const dxs = sprite.solidDx;
    const dys = sprite.solidDy;
    const offsets = inside ? this.solidOffsets(sprite) : null;
    for (let k = 0; k < colors.length; k++) {
      const px = x + dxs[k]!;
      const py = y + dys[k]!;
      let o: number;
      if (offsets) o = y * width + x + offsets[k]!;
      else if (px < 0 || py < 0 || px >= width || py >= height) continue;
      else o = py * width + px;
      const below = words[o]!;
      if (below >>> 24 === 255) continue;
      if (below === 0) words[o] = colors[k]!;
      else this.under(o * 4, colors[k]!, 255);
      this.countOpaque(px, py);
    }
    const edge = sprite.edgeColor;
    for (let k = 0; k < edge.length; k++) {
      const px = x + sprite.edgeDx[k]!;
      const py = y + sprite.edgeDy[k]!;
      if (!inside && (px < 0 || py < 0 || px >= width || py >= height)) continue;
      const o = py * width + px;
      const below = words[o]!;
      if (below === 0) words[o] = edge[k]!;
      else if (below >>> 24 !== 255) {
        this.under(o * 4, edge[k]!, edge[k]! >>> 24);
        if (this.pixels[o * 4 + 3] === 255) this.countOpaque(px, py);
      }
    }
  }

  private countOpaque(px: number, py: number): void {
    const bx = px >> BLOCK_SHIFT;
    const by = py >> BLOCK_SHIFT;
    // Partial blocks at the right and bottom edges are not tracked.
    if (bx < this.blocksPerRow && (by + 1) << BLOCK_SHIFT <= this.height)
      this.opaque[by * this.blocksPerRow + bx]!++;
  }

  /** Source beneath a partly transparent pixel, on straight (not premultiplied) alpha. */
  private under(i: number, color: number, alpha: number): void {
    const pixels = this.pixels;
    const above = pixels[i + 3]!;
    const through = (alpha * (255 - above)) / 255;
    const out = above + through;
    pixels[i] = (pixels[i]! * above + (color & 0xff) * through) / out;
    pixels[i + 1] = (pixels[i + 1]! * above + ((color >>> 8) & 0xff) * through) / out;
    pixels[i + 2] = (pixels[i + 2]! * above + ((color >>> 16) & 0xff) * through) / out;
    pixels[i + 3] = out;
  }
}
