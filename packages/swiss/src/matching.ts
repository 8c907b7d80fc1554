/**
 * Exact weighted matching in general graphs: Edmonds' blossom algorithm with dual variables
 * (after Galil, "Efficient algorithms for finding maximum matching in graphs", 1986, in the
 * formulation of Joris van Rantwijk's public-domain `mwmatching`). O(V^3).
 *
 * The pairing engine only runs it on the small parts of a round that need an exact search, so
 * the cubic bound is on tens of vertices, not on the whole field.
 * @internal
 */

/** An undirected edge `[i, j, weight]` between vertices numbered from 0. */
export type WeightedEdge = readonly [number, number, number];

/**
 * A maximum-weight matching among the maximum-cardinality matchings of the graph.
 * Returns `mate`: for every vertex, the vertex it is matched to, or -1.
 * Weights may be any finite numbers (integers keep every dual exact).
 */
export function maxWeightMaxCardinalityMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
): number[] {
  return maxWeightMatching(vertexCount, edges, true);
}

/**
 * A maximum-weight matching; with `maxCardinality`, the heaviest among the largest matchings.
 * Without it, edges of weight <= 0 are never worth taking.
 */
export function maxWeightMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  maxCardinality: boolean,
): number[] {
  const nvertex = vertexCount;
  const nedge = edges.length;
  if (nedge === 0) return new Array<number>(nvertex).fill(-1);
  let maxweight = 0;
  for (const e of edges) if (e[2] > maxweight) maxweight = e[2];

  const edgeI = new Int32Array(nedge);
  const edgeJ = new Int32Array(nedge);
  const edgeW = new Float64Array(nedge);
  for (let k = 0; k < nedge; k++) {
    const e = edges[k] as WeightedEdge;
    edgeI[k] = e[0];
    edgeJ[k] = e[1];
    edgeW[k] = e[2];
  }
  // endpoint[p]: the vertex at endpoint p; edge k has endpoints 2k (i) and 2k+1 (j).
  const endpoint = new Int32Array(2 * nedge);
  for (let k = 0; k < nedge; k++) {
    endpoint[2 * k] = edgeI[k] as number;
    endpoint[2 * k + 1] = edgeJ[k] as number;
  }
  const neighbend: number[][] = [];
  for (let i = 0; i < nvertex; i++) neighbend.push([]);
  for (let k = 0; k < nedge; k++) {
    (neighbend[edgeI[k] as number] as number[]).push(2 * k + 1);
    (neighbend[edgeJ[k] as number] as number[]).push(2 * k);
  }

  const mate = new Array<number>(nvertex).fill(-1);
  const label = new Array<number>(2 * nvertex).fill(0);
  const labelend = new Array<number>(2 * nvertex).fill(-1);
  const inblossom: number[] = [];
  for (let i = 0; i < nvertex; i++) inblossom.push(i);
  const blossomparent = new Array<number>(2 * nvertex).fill(-1);
  const blossomchilds: (number[] | null)[] = new Array(2 * nvertex).fill(null);
  const blossombase: number[] = [];
  for (let i = 0; i < nvertex; i++) blossombase.push(i);
  for (let i = 0; i < nvertex; i++) blossombase.push(-1);
  const blossomendps: (number[] | null)[] = new Array(2 * nvertex).fill(null);
  const bestedge = new Array<number>(2 * nvertex).fill(-1);
  const blossombestedges: (number[] | null)[] = new Array(2 * nvertex).fill(null);
  const unusedblossoms: number[] = [];
  for (let i = nvertex; i < 2 * nvertex; i++) unusedblossoms.push(i);
  const dualvar: number[] = [];
  for (let i = 0; i < nvertex; i++) dualvar.push(maxweight);
  for (let i = 0; i < nvertex; i++) dualvar.push(0);
  const allowedge = new Uint8Array(nedge);
  let queue: number[] = [];

  const at = <T>(list: readonly T[], index: number): T => {
    const n = list.length;
    return list[((index % n) + n) % n] as T;
  };
  const slack = (k: number): number =>
    (dualvar[edgeI[k] as number] as number) +
    (dualvar[edgeJ[k] as number] as number) -
    2 * (edgeW[k] as number);

  const blossomLeaves = (b: number, out: number[] = []): number[] => {
    if (b < nvertex) {
      out.push(b);
    } else {
      for (const t of blossomchilds[b] as number[]) {
        if (t < nvertex) out.push(t);
        else blossomLeaves(t, out);
      }
    }
    return out;
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    const b = inblossom[w] as number;
    label[w] = label[b] = t;
    labelend[w] = labelend[b] = p;
    bestedge[w] = bestedge[b] = -1;
    if (t === 1) {
      blossomLeaves(b, queue);
    } else if (t === 2) {
      const base = blossombase[b] as number;
      const mb = mate[base] as number;
      assignLabel(endpoint[mb] as number, 1, mb ^ 1);
    }
  };

  const scanBlossom = (v0: number, w0: number): number => {
    let v = v0;
    let w = w0;
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v] as number;
      if ((label[b] as number) & 4) {
        base = blossombase[b] as number;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) {
        v = -1;
      } else {
        v = endpoint[labelend[b] as number] as number;
        b = inblossom[v] as number;
        v = endpoint[labelend[b] as number] as number;
      }
      if (w !== -1) {
        const tmp = v;
        v = w;
        w = tmp;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = edgeI[k] as number;
    let w = edgeJ[k] as number;
    const bb = inblossom[base] as number;
    let bv = inblossom[v] as number;
    let bw = inblossom[w] as number;
    const b = unusedblossoms.pop() as number;
    blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    blossomchilds[b] = path;
    blossomendps[b] = endps;
    while (bv !== bb) {
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv] as number);
      v = endpoint[labelend[bv] as number] as number;
      bv = inblossom[v] as number;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomparent[bw] = b;
      path.push(bw);
      endps.push((labelend[bw] as number) ^ 1);
      w = endpoint[labelend[bw] as number] as number;
      bw = inblossom[w] as number;
    }
    label[b] = 1;
    labelend[b] = labelend[bb] as number;
    dualvar[b] = 0;
    for (const leaf of blossomLeaves(b)) {
      if (label[inblossom[leaf] as number] === 2) queue.push(leaf);
      inblossom[leaf] = b;
    }
    const bestedgeto = new Array<number>(2 * nvertex).fill(-1);
    for (const child of path) {
      let nblists: number[][];
      const own = blossombestedges[child];
      if (own === null || own === undefined) {
        nblists = blossomLeaves(child).map((leaf) =>
          (neighbend[leaf] as number[]).map((p) => p >> 1),
        );
      } else {
        nblists = [own];
      }
      for (const nblist of nblists) {
        for (const kk of nblist) {
          let i = edgeI[kk] as number;
          let j = edgeJ[kk] as number;
          if (inblossom[j] === b) {
            const tmp = i;
            i = j;
            j = tmp;
          }
          const bj = inblossom[j] as number;
          if (
            bj !== b &&
            label[bj] === 1 &&
            (bestedgeto[bj] === -1 || slack(kk) < slack(bestedgeto[bj] as number))
          ) {
            bestedgeto[bj] = kk;
          }
        }
      }
      blossombestedges[child] = null;
      bestedge[child] = -1;
    }
    const best = bestedgeto.filter((kk) => kk !== -1);
    blossombestedges[b] = best;
    bestedge[b] = -1;
    for (const kk of best) {
      if (bestedge[b] === -1 || slack(kk) < slack(bestedge[b] as number)) bestedge[b] = kk;
    }
  };

  const expandBlossom = (b: number, endstage: boolean): void => {
    const childs = blossomchilds[b] as number[];
    for (const s of childs) {
      blossomparent[s] = -1;
      if (s < nvertex) {
        inblossom[s] = s;
      } else if (endstage && dualvar[s] === 0) {
        expandBlossom(s, endstage);
      } else {
        for (const leaf of blossomLeaves(s)) inblossom[leaf] = s;
      }
    }
    if (!endstage && label[b] === 2) {
      const endps = blossomendps[b] as number[];
      const entrychild = inblossom[endpoint[(labelend[b] as number) ^ 1] as number] as number;
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      let p = labelend[b] as number;
      while (j !== 0) {
        label[endpoint[p ^ 1] as number] = 0;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1] as number] = 0;
        assignLabel(endpoint[p ^ 1] as number, 2, p);
        allowedge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = 1;
        j += jstep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1] as number] = label[bv] = 2;
      labelend[endpoint[p ^ 1] as number] = labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        let found = -1;
        for (const leaf of blossomLeaves(bv)) {
          if (label[leaf] !== 0) {
            found = leaf;
            break;
          }
        }
        if (found !== -1) {
          label[found] = 0;
          label[endpoint[mate[blossombase[bv] as number] as number] as number] = 0;
          assignLabel(found, 2, labelend[found] as number);
        }
        j += jstep;
      }
    }
    label[b] = labelend[b] = -1;
    blossomchilds[b] = blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t] as number;
    if (t >= nvertex) augmentBlossom(t, v);
    const childs = blossomchilds[b] as number[];
    const endps = blossomendps[b] as number[];
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (t >= nvertex) augmentBlossom(t, endpoint[p] as number);
      j += jstep;
      t = at(childs, j);
      if (t >= nvertex) augmentBlossom(t, endpoint[p ^ 1] as number);
      mate[endpoint[p] as number] = p ^ 1;
      mate[endpoint[p ^ 1] as number] = p;
    }
    blossomchilds[b] = childs.slice(i).concat(childs.slice(0, i));
    blossomendps[b] = endps.slice(i).concat(endps.slice(0, i));
    blossombase[b] = blossombase[(blossomchilds[b] as number[])[0] as number] as number;
  };

  const augmentMatching = (k: number): void => {
    const pairs: [number, number][] = [
      [edgeI[k] as number, 2 * k + 1],
      [edgeJ[k] as number, 2 * k],
    ];
    for (const [s0, p0] of pairs) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = inblossom[s] as number;
        if (bs >= nvertex) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs] as number] as number;
        const bt = inblossom[t] as number;
        s = endpoint[labelend[bt] as number] as number;
        const j = endpoint[(labelend[bt] as number) ^ 1] as number;
        if (bt >= nvertex) augmentBlossom(bt, j);
        mate[j] = labelend[bt] as number;
        p = (labelend[bt] as number) ^ 1;
      }
    }
  };

  for (let stage = 0; stage < nvertex; stage++) {
    label.fill(0);
    bestedge.fill(-1);
    for (let i = nvertex; i < 2 * nvertex; i++) blossombestedges[i] = null;
    allowedge.fill(0);
    queue = [];
    for (let v = 0; v < nvertex; v++) {
      if (mate[v] === -1 && label[inblossom[v] as number] === 0) assignLabel(v, 1, -1);
    }
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop() as number;
        for (const p of neighbend[v] as number[]) {
          const k = p >> 1;
          const w = endpoint[p] as number;
          if (inblossom[v] === inblossom[w]) continue;
          let kslack = 0;
          if (!allowedge[k]) {
            kslack = slack(k);
            if (kslack <= 0) allowedge[k] = 1;
          }
          if (allowedge[k]) {
            if (label[inblossom[w] as number] === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (label[inblossom[w] as number] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) {
                addBlossom(base, k);
              } else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelend[w] = p ^ 1;
            }
          } else if (label[inblossom[w] as number] === 1) {
            const b = inblossom[v] as number;
            if (bestedge[b] === -1 || kslack < slack(bestedge[b] as number)) bestedge[b] = k;
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < slack(bestedge[w] as number)) bestedge[w] = k;
          }
        }
      }
      if (augmented) break;

      // No augmenting path with the current duals: change them (maximum cardinality mode).
      let deltatype = -1;
      let delta = 0;
      let deltaedge = -1;
      let deltablossom = -1;
      if (!maxCardinality) {
        // Without the cardinality requirement a vertex dual may reach zero: stop there.
        deltatype = 1;
        delta = Number.POSITIVE_INFINITY;
        for (let v = 0; v < nvertex; v++) delta = Math.min(delta, dualvar[v] as number);
      }
      for (let v = 0; v < nvertex; v++) {
        if (label[inblossom[v] as number] === 0 && bestedge[v] !== -1) {
          const d = slack(bestedge[v] as number);
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge[v] as number;
          }
        }
      }
      for (let b = 0; b < 2 * nvertex; b++) {
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
          const d = slack(bestedge[b] as number) / 2;
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge[b] as number;
          }
        }
      }
      for (let b = nvertex; b < 2 * nvertex; b++) {
        if (
          (blossombase[b] as number) >= 0 &&
          blossomparent[b] === -1 &&
          label[b] === 2 &&
          (deltatype === -1 || (dualvar[b] as number) < delta)
        ) {
          delta = dualvar[b] as number;
          deltatype = 4;
          deltablossom = b;
        }
      }
      if (deltatype === -1) {
        // No further improvement possible: optimum reached.
        deltatype = 1;
        let minDual = Number.POSITIVE_INFINITY;
        for (let v = 0; v < nvertex; v++) minDual = Math.min(minDual, dualvar[v] as number);
        delta = Math.max(0, minDual);
      }
      for (let v = 0; v < nvertex; v++) {
        const l = label[inblossom[v] as number];
        if (l === 1) dualvar[v] = (dualvar[v] as number) - delta;
        else if (l === 2) dualvar[v] = (dualvar[v] as number) + delta;
      }
      for (let b = nvertex; b < 2 * nvertex; b++) {
        if ((blossombase[b] as number) >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) dualvar[b] = (dualvar[b] as number) + delta;
          else if (label[b] === 2) dualvar[b] = (dualvar[b] as number) - delta;
        }
      }
      if (deltatype === 1) {
        break;
      } else if (deltatype === 2) {
        allowedge[deltaedge] = 1;
        let i = edgeI[deltaedge] as number;
        const j = edgeJ[deltaedge] as number;
        if (label[inblossom[i] as number] === 0) i = j;
        queue.push(i);
      } else if (deltatype === 3) {
        allowedge[deltaedge] = 1;
        queue.push(edgeI[deltaedge] as number);
      } else if (deltatype === 4) {
        expandBlossom(deltablossom, false);
      }
    }
    if (!augmented) break;
    for (let b = nvertex; b < 2 * nvertex; b++) {
      if (
        blossomparent[b] === -1 &&
        (blossombase[b] as number) >= 0 &&
        label[b] === 1 &&
        dualvar[b] === 0
      ) {
        expandBlossom(b, true);
      }
    }
  }
  const out = new Array<number>(nvertex).fill(-1);
  for (let v = 0; v < nvertex; v++) {
    if ((mate[v] as number) >= 0) out[v] = endpoint[mate[v] as number] as number;
  }
  return out;
}

/**
 * A minimum-cost perfect matching, or `undefined` when the graph has none.
 * `edges` carry costs (lower is better); returns `mate` for every vertex.
 */
export function minCostPerfectMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
): number[] | undefined {
  if (vertexCount === 0) return [];
  if (vertexCount % 2 === 1) return undefined;
  let maxCost = 0;
  for (const e of edges) if (e[2] > maxCost) maxCost = e[2];
  // Every perfect matching has the same number of edges, so a constant shift turns min cost into
  // max weight without changing the optimum; the shift keeps every weight positive.
  const shifted = edges.map((e): WeightedEdge => [e[0], e[1], maxCost + 1 - e[2]]);
  const mate = maxWeightMaxCardinalityMatching(vertexCount, shifted);
  for (const m of mate) if (m === -1) return undefined;
  return mate;
}
