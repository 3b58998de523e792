// A uniform grid over world pixels at one zoom, for hit-testing clicks and hovers among many
// points in constant time. Built lazily per zoom level from normalised coordinates.

const KEY_STRIDE = 2 ** 24;

export class GridIndex {
  private readonly cells = new Map<number, number[]>();

  constructor(
    private readonly nx: Float64Array,
    private readonly ny: Float64Array,
    private readonly scale: number,
    private readonly cellSize: number,
  ) {
    for (let i = 0; i < nx.length; i++) {
      const key = this.key(Math.floor((nx[i]! * scale) / cellSize), Math.floor((ny[i]! * scale) / cellSize));
      const cell = this.cells.get(key);
      if (cell) cell.push(i);
      else this.cells.set(key, [i]);
    }
  }

  private key(cx: number, cy: number): number {
    return cx * KEY_STRIDE + cy;
  }

  /**
   * The point nearest to (x, y) in world pixels within `radius`, or -1. On a tie the higher
   * index wins, because later points are drawn on top.
   */
  nearest(x: number, y: number, radius: number): number {
    const { cellSize, scale } = this;
    let best = -1;
    let bestDistance = radius * radius;
    const minCx = Math.floor((x - radius) / cellSize);
    const maxCx = Math.floor((x + radius) / cellSize);
    const minCy = Math.floor((y - radius) / cellSize);
    const maxCy = Math.floor((y + radius) / cellSize);
    for (let cx = minCx; cx <= maxCx; cx++) {
      for (let cy = minCy; cy <= maxCy; cy++) {
        const cell = this.cells.get(this.key(cx, cy));
        if (!cell) continue;
        for (const i of cell) {
          const dx = this.nx[i]! * scale - x;
          const dy = this.ny[i]! * scale - y;
          const distance = dx * dx + dy * dy;
          if (distance < bestDistance || (distance === bestDistance && i > best)) {
            best = i;
            bestDistance = distance;
          }
        }
      }
    }
    return best;
  }
}
