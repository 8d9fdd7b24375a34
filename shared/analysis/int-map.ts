/**
 * A map from non-negative 31-bit integers to values: open addressing with linear probing in typed
 * arrays. The shanten memo looks up three suits per call, and a built-in Map's lookup cost more
 * than the rest of the calculation.
 */
export class IntMap<V> {
  private keys: Int32Array;
  private values: (V | undefined)[];
  private size = 0;
  private shift: number;

  constructor(capacityPowerOfTwo = 12) {
    this.keys = new Int32Array(1 << capacityPowerOfTwo).fill(-1);
    this.values = new Array<V | undefined>(1 << capacityPowerOfTwo);
    this.shift = 32 - capacityPowerOfTwo;
  }

  private slot(key: number): number {
    const mask = this.keys.length - 1;
    let i = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (this.keys[i] !== -1 && this.keys[i] !== key) i = (i + 1) & mask;
    return i;
  }

  get(key: number): V | undefined {
    return this.values[this.slot(key)];
  }

  set(key: number, value: V): void {
    if (key < 0 || key > 0x7fffffff || !Number.isInteger(key)) throw new Error(`IntMap: bad key ${key}`);
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const i = this.slot(key);
    if (this.keys[i] === -1) this.size++;
    this.keys[i] = key;
    this.values[i] = value;
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Int32Array(keys.length * 2).fill(-1);
    this.values = new Array<V | undefined>(keys.length * 2);
    this.shift--;
    this.size = 0;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== -1) this.set(keys[i], values[i]!);
  }
}
