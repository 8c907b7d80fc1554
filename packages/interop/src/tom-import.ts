/**
 * `importTom`: a TOM file (XML text) to a {@link TomEvent}.
 * @module
 */
import { type Issue, issue, ok, type ParticipantId, type Result } from '@tcgkit/core';
import { InteropErrors } from './errors.js';
import { fieldValue, importPod, membersOf, type PodContext } from './tom-pod.js';
import type {
  ImportedPod,
  TomCategoryCut,
  TomEvent,
  TomField,
  TomFile,
  TomMatch,
  TomPlayer,
  TomPod,
  TomRound,
  TomStandings,
} from './tom-types.js';
import { parseXml, type XmlNode, type XmlValue } from './xml.js';

/** Thrown inside the reader only, turned into an `Err` at its edge. */
class Stop {
  constructor(readonly problem: Issue) {}
}
const stop = (code: string, message: string, path: string): never => {
  throw new Stop(issue(code, message, path));
};

const isNode = (v: XmlValue | undefined): v is XmlNode =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The text of a leaf element (`<city>Milano</city>` or `<city/>`). */
function textOf(v: XmlValue | undefined): string | undefined {
  if (typeof v === 'string') return v;
  if (isNode(v)) {
    const keys = Object.keys(v);
    if (keys.length === 0) return '';
    if (keys.length === 1 && typeof v['#text'] === 'string') return v['#text'];
  }
  return undefined;
}

function attr(node: XmlNode, name: string): string | undefined {
  const v = node[`@${name}`];
  return typeof v === 'string' ? v : undefined;
}

function needAttr(node: XmlNode, name: string, path: string): string {
  const v = attr(node, name);
  if (v === undefined || v === '') {
    stop(
      InteropErrors.tomInvalid,
      `The element has no "${name}" attribute, which TOM always writes.`,
      path,
    );
  }
  return v as string;
}

function wholeNumber(text: string | undefined, what: string, path: string): number {
  if (text !== undefined && text.length <= 9 && /^-?\d+$/.test(text)) return Number(text);
  return stop(
    InteropErrors.tomBadNumber,
    `${what} must be a whole number, not ${text === undefined ? 'missing' : JSON.stringify(text.slice(0, 40))}.`,
    path,
  );
}

/** Children named `name` as a list (the parser makes repeated tags arrays). */
function list(v: XmlValue | undefined): XmlNode[] {
  if (v === undefined || typeof v === 'string') return [];
  if (Array.isArray(v))
    return v.filter((x): x is XmlNode => isNode(x) || x === '').map((x) => (isNode(x) ? x : {}));
  return [v as XmlNode];
}

/** Every child of a repeated leaf element, text or not. */
function items(v: XmlValue | undefined): XmlValue[] {
  if (v === undefined) return [];
  return Array.isArray(v) ? [...(v as XmlValue[])] : [v];
}

function child(node: XmlNode, name: string): XmlNode | undefined {
  const v = node[name];
  if (isNode(v)) return v;
  if (v === '') return {};
  return undefined;
}

/** Leaf text fields of `node` in order, skipping `known`; anything else is warned about. */
function fieldsOf(
  node: XmlNode,
  known: ReadonlySet<string>,
  path: string,
  warnings: Issue[],
): TomField[] {
  const fields: TomField[] = [];
  for (const name of Object.keys(node)) {
    if (known.has(name)) continue;
    const value = node[name];
    if (name.startsWith('@')) {
      warnings.push(
        issue(
          InteropErrors.tomIgnored,
          `Attribute "${name.slice(1)}" is not read; it is not written back.`,
          path,
        ),
      );
      continue;
    }
    const text = textOf(value);
    if (text === undefined || name === '#text') {
      warnings.push(
        issue(
          InteropErrors.tomIgnored,
          `Element <${name}> is not read; it is not written back.`,
          `${path}/${name}`,
        ),
      );
      continue;
    }
    fields.push({ name, value: text });
  }
  return fields;
}

const PLAYER_KNOWN = new Set(['@userid', 'firstname', 'lastname', 'dropped']);
const MATCH_KNOWN = new Set(['@outcome', 'player', 'player1', 'player2', 'tablenumber']);
const ROUND_KNOWN = new Set(['@number', '@type', '@stage', 'matches']);
const POD_KNOWN = new Set(['@category', '@stage', 'poddata', 'subgroups', 'rounds']);
const CUT_KNOWN = new Set(['@key', 'options', 'cut']);
const TOP_KNOWN = new Set(['data', 'players', 'pods', 'standings', 'finalsoptions']);
const DATA_KNOWN = new Set(['organizer']);
const TOURNAMENT_ATTRS = ['type', 'stage', 'version', 'gametype', 'mode'];

function readPlayer(node: XmlNode, path: string, warnings: Issue[]): TomPlayer {
  const id = needAttr(node, 'userid', path);
  const firstName = textOf(node.firstname) ?? '';
  const lastName = textOf(node.lastname) ?? '';
  const fields = fieldsOf(node, PLAYER_KNOWN, path, warnings);
  const droppedNode = child(node, 'dropped');
  if (droppedNode === undefined) return { id, firstName, lastName, fields };
  const round = wholeNumber(textOf(droppedNode.round), 'A drop round', `${path}/dropped/round`);
  const timestamp = textOf(droppedNode.timestamp);
  const dropped = {
    status: textOf(droppedNode.status) ?? '1',
    round,
    ...(timestamp === undefined ? {} : { timestamp }),
  };
  return { id, firstName, lastName, fields, dropped };
}

function readMatch(
  node: XmlNode,
  path: string,
  known: ReadonlySet<string>,
  warnings: Issue[],
): TomMatch {
  const outcome = wholeNumber(attr(node, 'outcome'), 'A match outcome', `${path}/@outcome`);
  const ids: ParticipantId[] = [];
  for (const tag of ['player', 'player1', 'player2']) {
    for (const p of list(node[tag])) {
      const id = needAttr(p, 'userid', `${path}/${tag}`);
      if (!known.has(id)) {
        stop(
          InteropErrors.tomUnknownPlayer,
          `The match names player ${id}, who is not in <players>.`,
          `${path}/${tag}`,
        );
      }
      ids.push(id);
    }
  }
  if (ids.length === 2 && ids[0] === ids[1]) {
    stop(InteropErrors.tomInvalid, `The match pairs player ${ids[0]} with themselves.`, path);
  }
  if (ids.length < 1 || ids.length > 2) {
    stop(
      InteropErrors.tomInvalid,
      `A match has one player (a bye) or two, not ${ids.length}.`,
      path,
    );
  }
  const table = wholeNumber(
    textOf(node.tablenumber) ?? '0',
    'A table number',
    `${path}/tablenumber`,
  );
  const players = ids.length === 1 ? ([ids[0]] as const) : ([ids[0], ids[1]] as const);
  return {
    outcome,
    players: players as TomMatch['players'],
    table,
    fields: fieldsOf(node, MATCH_KNOWN, path, warnings),
  };
}

function readFile(root: XmlNode, warnings: Issue[]): TomFile {
  const t = child(root, 'tournament');
  if (t === undefined) {
    stop(
      InteropErrors.tomInvalid,
      'This is not a TOM file: its root element is not <tournament>.',
      '/',
    );
  }
  const tournament = t as XmlNode;
  const attributes: TomField[] = [];
  for (const name of TOURNAMENT_ATTRS) {
    const v = attr(tournament, name);
    if (v !== undefined) attributes.push({ name, value: v });
  }
  const dataNode = child(tournament, 'data');
  if (dataNode === undefined)
    stop(InteropErrors.tomInvalid, 'The TOM file has no <data> section.', '/tournament/data');
  const data = fieldsOf(dataNode as XmlNode, DATA_KNOWN, '/tournament/data', warnings);
  const orgNode = child(dataNode as XmlNode, 'organizer');
  const fields = fieldsOf(
    tournament,
    new Set([...TOP_KNOWN, ...TOURNAMENT_ATTRS.map((a) => `@${a}`)]),
    '/tournament',
    warnings,
  );

  const playersNode = child(tournament, 'players');
  if (playersNode === undefined)
    stop(InteropErrors.tomInvalid, 'The TOM file has no <players> section.', '/tournament/players');
  const players: TomPlayer[] = [];
  const known = new Set<ParticipantId>();
  list((playersNode as XmlNode).player).forEach((p, i) => {
    const path = `/tournament/players/player/${i}`;
    const player = readPlayer(p, path, warnings);
    if (known.has(player.id))
      stop(InteropErrors.tomInvalid, `Player ${player.id} is listed twice.`, path);
    known.add(player.id);
    players.push(player);
  });

  const pods: TomPod[] = [];
  list(child(tournament, 'pods')?.pod).forEach((pod, p) => {
    const path = `/tournament/pods/pod/${p}`;
    const podDataNode = child(pod, 'poddata') ?? {};
    for (const f of fieldsOf(pod, POD_KNOWN, path, warnings)) {
      warnings.push(
        issue(
          InteropErrors.tomIgnored,
          `Element <${f.name}> of a pod is not read; it is not written back.`,
          `${path}/${f.name}`,
        ),
      );
    }
    const subgroups = list(child(pod, 'subgroups')?.subgroup).map((sg, s) => ({
      number: attr(sg, 'number') ?? String(s + 1),
      players: list(child(sg, 'players')?.player).map((x, k) => {
        const id = needAttr(x, 'userid', `${path}/subgroups/subgroup/${s}/players/player/${k}`);
        if (!known.has(id)) {
          stop(
            InteropErrors.tomUnknownPlayer,
            `The pod lists player ${id}, who is not in <players>.`,
            `${path}/subgroups/subgroup/${s}/players/player/${k}`,
          );
        }
        return id;
      }),
    }));
    const rounds: TomRound[] = list(child(pod, 'rounds')?.round).map((r, k) => {
      const rpath = `${path}/rounds/round/${k}`;
      return {
        number: wholeNumber(attr(r, 'number'), 'A round number', `${rpath}/@number`),
        type: wholeNumber(attr(r, 'type'), 'A round type', `${rpath}/@type`),
        stage: attr(r, 'stage') ?? '',
        fields: fieldsOf(r, ROUND_KNOWN, rpath, warnings),
        matches: list(child(r, 'matches')?.match).map((m, j) =>
          readMatch(m, `${rpath}/matches/match/${j}`, known, warnings),
        ),
      };
    });
    pods.push({
      category: needAttr(pod, 'category', path),
      stage: attr(pod, 'stage') ?? '',
      podData: fieldsOf(podDataNode, new Set(), `${path}/poddata`, warnings),
      subgroups,
      rounds,
    });
  });

  const standingsNode = child(tournament, 'standings');
  const standings: TomStandings[] | undefined =
    standingsNode &&
    list(standingsNode.pod).map((s, k) => {
      const path = `/tournament/standings/pod/${k}`;
      return {
        category: needAttr(s, 'category', path),
        type: attr(s, 'type') ?? 'finished',
        places: list(s.player).map((x, j) => {
          const id = needAttr(x, 'id', `${path}/player/${j}`);
          if (!known.has(id))
            stop(
              InteropErrors.tomUnknownPlayer,
              `The standings name player ${id}, who is not in <players>.`,
              `${path}/player/${j}`,
            );
          return {
            id,
            place: wholeNumber(attr(x, 'place'), 'A place', `${path}/player/${j}/@place`),
          };
        }),
      };
    });

  const finalsOptions: TomCategoryCut[] = list(child(tournament, 'finalsoptions')?.categorycut).map(
    (c, k) => {
      const path = `/tournament/finalsoptions/categorycut/${k}`;
      return {
        key: needAttr(c, 'key', path),
        options: items(child(c, 'options')?.value).map((v, j) =>
          wholeNumber(textOf(v), 'A cut option', `${path}/options/value/${j}`),
        ),
        cut: wholeNumber(textOf(c.cut) ?? '0', 'A cut size', `${path}/cut`),
        fields: fieldsOf(c, CUT_KNOWN, path, warnings),
      };
    },
  );
  return {
    attributes,
    data,
    ...(orgNode === undefined
      ? {}
      : { organizer: { popid: attr(orgNode, 'popid') ?? '', name: attr(orgNode, 'name') ?? '' } }),
    fields,
    players,
    pods,
    ...(standings === undefined ? {} : { standings }),
    finalsOptions,
  };
}

/**
 * Reads a Pokémon TOM file (`.tdf`, XML) into a {@link TomEvent}: the file as read (for
 * {@link exportTom}) and, per pod, a `@tcgkit/swiss` stage, standings records and the top cut.
 * Total: any value gives a result or a coded error, in time linear in the text's length.
 * DOCTYPE and entity declarations, values over 10,000 characters and nesting deeper than 32 are
 * refused before parsing.
 *
 * @example
 * ```ts
 * const event = importTom(xml);
 * if (event.ok) tomStandings(event.value.pods[0]!); // rows in TOM's order
 * ```
 */
export function importTom(xml: unknown): Result<TomEvent> {
  const parsed = parseXml(xml);
  if (!parsed.ok) return parsed;
  const warnings: Issue[] = [];
  try {
    const file = readFile(parsed.value, warnings);
    const playerById = new Map(file.players.map((p) => [p.id, p] as const));
    const playerIndex = new Map(file.players.map((p, i) => [p.id, i] as const));
    const members = file.pods.map(membersOf);
    const podsOf = new Map<ParticipantId, number[]>();
    members.forEach((set, i) => {
      for (const id of set) {
        if (podsOf.has(id)) {
          stop(
            InteropErrors.tomInvalid,
            `Player ${id} is in two pods; TOM pairs each player in one pod.`,
            `/tournament/pods/pod/${i}`,
          );
        }
        podsOf.set(id, [i]);
      }
    });
    const standings = file.pods.map(
      () => new Map<number, { id: ParticipantId; place: number }[]>(),
    );
    const finishedStandings = file.pods.map(() => false);
    (file.standings ?? []).forEach((s, k) => {
      for (const p of s.places) {
        for (const i of podsOf.get(p.id) ?? []) {
          const byStandings = standings[i] as Map<number, { id: ParticipantId; place: number }[]>;
          const list = byStandings.get(k);
          if (list === undefined) byStandings.set(k, [p]);
          else list.push(p);
          if (s.type === 'finished') finishedStandings[i] = true;
        }
      }
    });
    const pods: ImportedPod[] = [];
    for (let i = 0; i < file.pods.length; i++) {
      const context: PodContext = {
        playerById,
        playerIndex,
        members: members[i] as Set<ParticipantId>,
        standings: standings[i] as Map<number, { id: ParticipantId; place: number }[]>,
        finishedStandings: finishedStandings[i] as boolean,
      };
      const pod = importPod(file, file.pods[i] as TomPod, i, context, warnings);
      if (!pod.ok) return pod;
      pods.push(pod.value);
    }
    return ok(
      { schemaVersion: 1, name: fieldValue(file.data, 'name') ?? '', file, pods },
      warnings,
    );
  } catch (e) {
    if (e instanceof Stop) return { ok: false, error: e.problem };
    throw e;
  }
}
