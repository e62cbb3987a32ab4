// Fans do not read fighters evenly: on fight night a few dozen pages (the card's fighters, the champions) take most
// of the reads and the long tail the rest. A Zipf law over the pound-for-pound order models that: rank k is read in
// proportion to 1 / k^s.

/** Returns a picker of indexes 0..n-1, index k drawn with weight 1 / (k + 1)^exponent. */
export function zipfPicker(n: number, exponent = 1.1, random: () => number = Math.random): () => number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`a Zipf picker needs at least one item (got ${n})`);
  if (!(exponent >= 0)) throw new RangeError(`the Zipf exponent must be 0 or more (got ${exponent})`);
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k++) {
    total += 1 / (k + 1) ** exponent;
    cumulative[k] = total;
  }
  return () => {
    const target = random() * total;
    // The first index whose cumulative weight passes the target: a binary search, so a pick costs log n.
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}
