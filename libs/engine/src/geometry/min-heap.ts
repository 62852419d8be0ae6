/**
 * A binary min-heap of (key, value) pairs in typed arrays, for Dijkstra and A*: no objects per push,
 * buffers kept between searches. Stale entries are skipped by the caller (lazy deletion).
 */
export class MinHeap {
  private keys = new Float64Array(64);
  private values = new Int32Array(64);
  size = 0;

  clear(): void {
    this.size = 0;
  }

  push(key: number, value: number): void {
    if (this.size === this.keys.length) this.grow();
    let i = this.size++;
    const keys = this.keys;
    const values = this.values;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const parentKey = keys[parent] ?? 0;
      if (parentKey <= key) break;
      keys[i] = parentKey;
      values[i] = values[parent] ?? 0;
      i = parent;
    }
    keys[i] = key;
    values[i] = value;
  }

  /** The smallest key; only valid when size > 0. */
  peekKey(): number {
    return this.keys[0] ?? 0;
  }

  /** Removes the entry with the smallest key and returns its value; only valid when size > 0. */
  pop(): number {
    const keys = this.keys;
    const values = this.values;
    const top = values[0] ?? 0;
    const last = --this.size;
    const key = keys[last] ?? 0;
    const value = values[last] ?? 0;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      const right = child + 1;
      if (right < last && (keys[right] ?? 0) < (keys[child] ?? 0)) child = right;
      const childKey = keys[child] ?? 0;
      if (childKey >= key) break;
      keys[i] = childKey;
      values[i] = values[child] ?? 0;
      i = child;
    }
    keys[i] = key;
    values[i] = value;
    return top;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    const values = new Int32Array(this.values.length * 2);
    keys.set(this.keys);
    values.set(this.values);
    this.keys = keys;
    this.values = values;
  }
}
