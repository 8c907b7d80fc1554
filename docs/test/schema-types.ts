// Compares a published JSON Schema with the hand-written TypeScript type it describes, both
// ways, through the TypeScript checker: every property the schema names is on the type and every
// property of the type is in the schema (unless the schema allows other properties), required in
// the schema exactly when the type does not mark it optional, the same kind of value (string,
// number, boolean, object, array, null) on both sides, and the same literal values where the
// schema lists them (`const`, `enum`) and the type is a union of literals. It walks `$ref`s
// within the schema, arrays, tuples and nested objects; for `anyOf`/`oneOf` and type unions it
// compares the names and kinds the branches have together. What it reports is a list of
// sentences naming the JSON path, empty when the two agree.
import { join } from 'node:path';
import ts from 'typescript';

type Json = { readonly [key: string]: unknown };

/**
 * One schema/type pair: the schema file, the module the type is exported from, and the type as
 * that module names it (type arguments allowed: `CardCatalog<'lor'>`; `$.` stands for the module
 * inside a larger type: `{ cards: $.RiftboundGalleryCard[] }`).
 */
export interface SchemaTypePair {
  readonly schema: string;
  readonly module: string;
  readonly type: string;
  /**
   * An upstream file format (a loader's input): the type names only the fields the loader reads,
   * so properties the schema has and the type does not are fine. Everything else is compared.
   */
  readonly upstream?: boolean;
}

const KINDS = ['string', 'number', 'boolean', 'null', 'object', 'array'] as const;
type Kind = (typeof KINDS)[number];

/** The TypeScript program of an entry file naming each pair's type (`T0`, `T1`, ...). */
export function programOf(pairs: readonly SchemaTypePair[], dir: string) {
  const entry = join(dir, 'schema-types.entry.ts');
  const text = pairs
    .map((p, i) => {
      const named = p.type.includes('$.') ? p.type.replaceAll('$.', `M${i}.`) : `M${i}.${p.type}`;
      return `import type * as M${i} from '${p.module}';\nexport type X${i} = ${named};`;
    })
    .join('\n');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    customConditions: ['@tcgkit/source'],
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.readFile = (f) => (f === entry ? text : read(f));
  host.fileExists = (f) => f === entry || exists(f);
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (f, v, onError, create) =>
    f === entry ? ts.createSourceFile(f, text, v) : getSource(f, v, onError, create);
  const program = ts.createProgram([entry], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry)!;
  const types = source.statements
    .filter(ts.isTypeAliasDeclaration)
    .map((d) => checker.getTypeAtLocation(d.name));
  const problems = ts
    .getPreEmitDiagnostics(program, source)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return { checker, types, problems };
}

/** The disagreements between `schema` and `type`, as sentences (empty when they agree). */
export function disagreements(
  schema: Json,
  type: ts.Type,
  checker: ts.TypeChecker,
  { upstream = false }: { readonly upstream?: boolean } = {},
): string[] {
  const out: string[] = [];
  // Each (schema path, type) pair is compared once: recursive types end.
  const seen = new Set<string>();
  const typeIds = new Map<ts.Type, number>();
  const idOf = (t: ts.Type) => {
    if (!typeIds.has(t)) typeIds.set(t, typeIds.size);
    return typeIds.get(t)!;
  };

  const resolve = (node: Json): Json => {
    let at = node;
    for (let hops = 0; typeof at.$ref === 'string' && hops < 32; hops++) {
      const path = (at.$ref as string).replace(/^#\/?/, '').split('/').filter(Boolean);
      let target: unknown = schema;
      for (const part of path) target = (target as Json | undefined)?.[part];
      at = (target ?? {}) as Json;
    }
    return at;
  };

  /** The schema branches a node stands for (its `anyOf`/`oneOf` branches, or itself). */
  const branches = (node: Json): Json[] => {
    const n = resolve(node);
    const list = (n.anyOf ?? n.oneOf) as Json[] | undefined;
    if (list === undefined) return [n];
    const { anyOf: _a, oneOf: _o, ...rest } = n;
    const base = Object.keys(rest).length > 0 ? rest : undefined;
    return list.flatMap((b) => branches(base ? { ...base, ...resolve(b) } : b));
  };

  const kindsOfSchema = (node: Json): Set<Kind> => {
    const out = new Set<Kind>();
    for (const b of branches(node)) {
      const t = b.type;
      const listed = Array.isArray(t) ? t : t === undefined ? [] : [t];
      for (const k of listed) out.add(k === 'integer' ? 'number' : (k as Kind));
      for (const v of [...((b.enum as unknown[]) ?? []), ...('const' in b ? [b.const] : [])])
        out.add(kindOfValue(v));
      if (listed.length === 0 && !('const' in b) && b.enum === undefined) {
        if (b.properties || b.additionalProperties !== undefined || b.required) out.add('object');
        else if (b.items) out.add('array');
        else for (const k of KINDS) out.add(k); // `{}`: any value
      }
    }
    return out;
  };

  const partsOf = (t: ts.Type): ts.Type[] => (t.isUnion() ? t.types.flatMap(partsOf) : [t]);

  const kindOfType = (t: ts.Type): Kind | 'any' | undefined => {
    // A branded primitive (`string & {}`, the open lists' "any other string") is that primitive.
    if (t.isIntersection()) {
      const primitive = t.types.map(kindOfType).find((k) => k !== 'object');
      return primitive ?? 'object';
    }
    const f = t.flags;
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return 'any';
    if (f & ts.TypeFlags.Undefined || f & ts.TypeFlags.Never) return undefined;
    if (f & ts.TypeFlags.StringLike) return 'string';
    if (f & ts.TypeFlags.NumberLike) return 'number';
    if (f & ts.TypeFlags.BooleanLike) return 'boolean';
    if (f & ts.TypeFlags.Null) return 'null';
    if (checker.isArrayType(t) || checker.isTupleType(t)) return 'array';
    return 'object';
  };

  // `t` is a type or the members of a union (the public checker API builds no unions).
  const compare = (node: Json, t: ts.Type | readonly ts.Type[], where: string): void => {
    const list = Array.isArray(t) ? (t as readonly ts.Type[]) : [t as ts.Type];
    const key = `${where}|${list.map(idOf).join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const parts = list.flatMap(partsOf);
    const typeKinds = new Set(parts.map(kindOfType).filter((k) => k !== undefined));
    if (typeKinds.has('any')) return;
    const schemaKinds = kindsOfSchema(node);
    const at = where || '(root)';
    for (const k of typeKinds)
      if (!schemaKinds.has(k as Kind))
        out.push(`${at}: the type allows a ${k}, the schema does not`);
    if (schemaKinds.size < KINDS.length)
      for (const k of schemaKinds)
        if (!typeKinds.has(k)) out.push(`${at}: the schema allows a ${k}, the type does not`);

    // Literal values: a union of string or number literals against the schema's const/enum.
    const listed = branches(node).flatMap((b) =>
      b.enum !== undefined ? (b.enum as unknown[]) : 'const' in b ? [b.const] : [undefined],
    );
    const literals = parts.filter((p) => p.isStringLiteral() || p.isNumberLiteral());
    const onlyLiterals = parts.every(
      (p) => p.isStringLiteral() || p.isNumberLiteral() || kindOfType(p) === undefined,
    );
    if (!listed.includes(undefined) && onlyLiterals && literals.length > 0) {
      const typeValues = new Set(literals.map((p) => (p as ts.LiteralType).value));
      for (const v of listed)
        if ((typeof v === 'string' || typeof v === 'number') && !typeValues.has(v))
          out.push(`${at}: the schema allows ${JSON.stringify(v)}, the type does not`);
      for (const v of typeValues)
        if (!listed.includes(v))
          out.push(`${at}: the type allows ${JSON.stringify(v)}, the schema does not`);
    }

    // Objects: property names and optionality both ways, then each property's value.
    const objects = parts.filter((p) => kindOfType(p) === 'object');
    const objectBranches = branches(node).filter(
      (b) => b.properties !== undefined || b.type === 'object',
    );
    // A tagged union on both sides: each member against the branch with its tag, one by one.
    const tag = objects.length > 1 ? tagOf(objectBranches, objects) : undefined;
    if (tag !== undefined) {
      const byValue = new Map<unknown, Json>();
      for (const b of objectBranches)
        byValue.set(resolve((b.properties as Json)[tag] as Json).const, b);
      const typeValues = new Set<unknown>();
      for (const o of objects) {
        const value = (
          checker.getTypeOfSymbol(checker.getPropertyOfType(o, tag)!) as ts.LiteralType
        ).value;
        typeValues.add(value);
        const branch = byValue.get(value);
        if (branch === undefined)
          out.push(`${at}: the type has ${tag} ${JSON.stringify(value)}, the schema does not`);
        else compare(branch, o, `${where}(${tag}=${String(value)})`);
      }
      for (const value of byValue.keys())
        if (!typeValues.has(value))
          out.push(`${at}: the schema has ${tag} ${JSON.stringify(value)}, the type does not`);
    } else if (objects.length > 0 && objectBranches.length > 0) {
      // Each property the schema names, with its schemas across the branches.
      const props = new Map<string, Json[]>();
      const requiredEverywhere = new Set<string>();
      let open = false;
      objectBranches.forEach((b, i) => {
        const required = new Set((b.required as string[] | undefined) ?? []);
        for (const [name, sub] of Object.entries((b.properties as Json | undefined) ?? {}))
          props.set(name, [...(props.get(name) ?? []), sub as Json]);
        if (i === 0) for (const r of required) requiredEverywhere.add(r);
        else
          for (const r of [...requiredEverywhere])
            if (!required.has(r)) requiredEverywhere.delete(r);
        if (b.additionalProperties !== false || b.patternProperties !== undefined) open = true;
      });
      // Each property of the type, with its value types across the union's members, and
      // whether some member leaves it out or marks it optional.
      const typeProps = new Map<string, { types: ts.Type[]; optional: boolean; method: boolean }>();
      for (const o of objects)
        for (const s of checker.getPropertiesOfType(o)) {
          const entry = typeProps.get(s.name) ?? { types: [], optional: false, method: false };
          const value = definedParts(checker.getTypeOfSymbol(s));
          // A property typed `never` holds no value (`printings?: never`): as good as absent.
          if (value.length === 0) continue;
          entry.types.push(...value);
          if (s.flags & ts.SymbolFlags.Optional) entry.optional = true;
          if (isMethod(s)) entry.method = true;
          typeProps.set(s.name, entry);
        }
      for (const [name, entry] of typeProps)
        if (objects.some((o) => checker.getPropertyOfType(o, name) === undefined))
          entry.optional = true;
      const indexType = objects
        .map((o) => checker.getIndexTypeOfType(o, ts.IndexKind.String))
        .find((x) => x !== undefined);
      for (const [name, subs] of props) {
        const sub: Json = subs.length === 1 ? subs[0]! : { anyOf: subs };
        const entry = typeProps.get(name);
        if (entry === undefined) {
          if (indexType === undefined) {
            if (!upstream) out.push(`${at}/${name}: in the schema, not in the type`);
          } else compare(sub, indexType, `${where}/${name}`);
          continue;
        }
        const required = requiredEverywhere.has(name);
        if (required && entry.optional)
          out.push(`${at}/${name}: required in the schema, optional in the type`);
        if (!required && !entry.optional)
          out.push(`${at}/${name}: optional in the schema, required in the type`);
        compare(sub, entry.types, `${where}/${name}`);
      }
      if (!open)
        for (const [name, entry] of typeProps)
          if (!props.has(name) && !entry.method)
            out.push(`${at}/${name}: in the type, not in the schema`);
      // A map (`additionalProperties: { ... }`) against an index signature.
      for (const b of objectBranches)
        if (typeof b.additionalProperties === 'object' && indexType !== undefined)
          compare(b.additionalProperties as Json, indexType, `${where}/*`);
    }

    // Arrays: the items against the element type (a tuple's elements together).
    const arrays = parts.filter((p) => kindOfType(p) === 'array');
    const itemSchemas = branches(node)
      .map((b) => b.items)
      .filter((i) => i !== undefined && !Array.isArray(i)) as Json[];
    const items: Json | undefined =
      itemSchemas.length <= 1 ? itemSchemas[0] : { anyOf: itemSchemas };
    if (arrays.length > 0 && items !== undefined) {
      const elements = arrays.flatMap((a) => checker.getTypeArguments(a as ts.TypeReference));
      if (elements.length > 0) compare(items, elements, `${where}/items`);
    }
  };

  /**
   * The property that tells a union's members apart on both sides: every schema branch has it as
   * a `const` and every member of the type as a literal.
   */
  const tagOf = (schemaBranches: Json[], members: ts.Type[]): string | undefined => {
    if (schemaBranches.length < 2) return undefined;
    const first = (schemaBranches[0]!.properties as Json | undefined) ?? {};
    return Object.keys(first).find(
      (name) =>
        schemaBranches.every((b) => {
          const p = (b.properties as Json | undefined)?.[name] as Json | undefined;
          return p !== undefined && 'const' in resolve(p);
        }) &&
        members.every((m) => {
          const p = checker.getPropertyOfType(m, name);
          const t = p && checker.getTypeOfSymbol(p);
          return t !== undefined && (t.isStringLiteral() || t.isNumberLiteral());
        }),
    );
  };

  /** The members of a type that can hold a value: without `undefined` and `never`. */
  const definedParts = (t: ts.Type): ts.Type[] =>
    partsOf(t).filter((p) => !(p.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Never)));
  const isMethod = (s: ts.Symbol) =>
    (s.flags & ts.SymbolFlags.Method) !== 0 ||
    checker.getSignaturesOfType(checker.getTypeOfSymbol(s), ts.SignatureKind.Call).length > 0;

  compare(schema, type, '');
  return out;
}

/** A JSON value's kind. */
function kindOfValue(v: unknown): Kind {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  const t = typeof v;
  return t === 'string' || t === 'number' || t === 'boolean' ? t : 'object';
}
