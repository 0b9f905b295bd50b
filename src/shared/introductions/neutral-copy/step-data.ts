import { MalformedFile } from './bytes.ts';
import { endOfParens, endOfString } from './step-syntax.ts';

/*
 * The STEP DATA section. Besides geometry it holds the product structure, which CAD systems name
 * after the file and the buyer (PRODUCT, its versions and definitions, assembly occurrences,
 * categories), and AP203/AP214 management data (people, organisations, addresses, approvals,
 * security classifications, documents). The copy rewrites every string attribute of those
 * entities, in simple and complex instances: an id or name a reader shows becomes a neutral word
 * (numbered where the entity repeats, so ids stay distinct), any other string becomes ''; an empty
 * string stays as it was. Comments are dropped. Every other byte is kept: geometry, topology,
 * units, contexts and the names of shapes and representations.
 */

const WHERE = 'DATA section';

type Rule = {
  /** The neutral word for the attributes in `labels`. */
  word: string;
  /** 0-based attributes that are ids or names: they get the word; other strings get ''. */
  labels: readonly number[];
  /** Number the word (`part-2`) from the entity's second instance on, to keep ids distinct. */
  distinct: boolean;
};

/** AP214 product category names, which say what a product is and name nobody. */
const CATEGORY_NAMES: ReadonlySet<string> = new Set([
  'part',
  'assembly',
  'detail',
  'inseparable_assembly',
  'standard_part',
  'tool',
  'raw_material',
  'mechanical',
  'electrical',
]);

const product: Rule = { word: 'part', labels: [0, 1], distinct: true };
const version: Rule = { word: 'version', labels: [0], distinct: true };
const document: Rule = { word: 'document', labels: [0, 1], distinct: true };
const blank: Rule = { word: '', labels: [], distinct: false };

/** The identity-bearing entities, each with the rule for its own attributes. */
const RULES: ReadonlyMap<string, Rule> = new Map([
  ['PRODUCT', product],
  ['PRODUCT_DEFINITION_FORMATION', version],
  ['PRODUCT_DEFINITION_FORMATION_WITH_SPECIFIED_SOURCE', version],
  ['PRODUCT_DEFINITION', { word: 'design', labels: [0], distinct: true }],
  ['PRODUCT_RELATED_PRODUCT_CATEGORY', { word: 'part', labels: [0], distinct: false }],
  ['NEXT_ASSEMBLY_USAGE_OCCURRENCE', { word: 'occurrence', labels: [0, 1], distinct: true }],
  ['PERSON', { word: 'person', labels: [0], distinct: true }],
  ['ORGANIZATION', { word: 'organization', labels: [0, 1], distinct: true }],
  ['ADDRESS', blank],
  ['PERSONAL_ADDRESS', blank],
  ['ORGANIZATIONAL_ADDRESS', blank],
  ['DOCUMENT', document],
  ['DOCUMENT_FILE', document],
  ['APPROVAL', blank],
  ['SECURITY_CLASSIFICATION', blank],
]);

/** Entities whose original ids and names are looked for in the strings the copy keeps. */
const NAMED_AFTER_THE_FILE: ReadonlySet<string> = new Set(['PRODUCT', 'DOCUMENT', 'DOCUMENT_FILE']);

type Rewrite = { text: string; changed: boolean; names: string[] };

const unquote = (literal: string) => literal.slice(1, -1).replace(/''/g, "'");

/** Rewrites the string literals of one entity's parenthesised arguments under `rule`. */
function rewriteArgs(args: string, keyword: string, rule: Rule, nth: number): Rewrite {
  const neutral = `'${rule.word}${rule.distinct && nth > 1 ? `-${nth}` : ''}'`;
  let text = '';
  let changed = false;
  const names: string[] = [];
  let depth = 0;
  let index = 0;
  let copied = 0;
  for (let i = 0; i < args.length; i += 1) {
    const c = args[i];
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (c === ',' && depth === 1) index += 1;
    else if (c === "'") {
      const close = endOfString(args, i, WHERE);
      const literal = args.slice(i, close + 1);
      const label = depth === 1 && rule.labels.includes(index);
      const keep =
        literal === "''" ||
        (keyword === 'PRODUCT_RELATED_PRODUCT_CATEGORY' && label && CATEGORY_NAMES.has(unquote(literal).toLowerCase()));
      if (!keep) {
        if (label && NAMED_AFTER_THE_FILE.has(keyword)) names.push(unquote(literal));
        text += args.slice(copied, i) + (label ? neutral : "''");
        copied = close + 1;
        changed = true;
      }
      i = close;
    }
  }
  return { text: text + args.slice(copied), changed, names };
}

/** The partial entities of a complex instance's `(A(…) B(…))`, by keyword and argument span. */
function partials(statement: string, open: number): { keyword: string; open: number; close: number }[] {
  const found: { keyword: string; open: number; close: number }[] = [];
  const name = /\s*([A-Za-z_][A-Za-z0-9_]*)\s*\(/y;
  let at = open + 1;
  for (;;) {
    while (/\s/.test(statement[at] ?? '')) at += 1;
    if (statement[at] === ')') return found;
    name.lastIndex = at;
    const match = name.exec(statement);
    if (!match) throw new MalformedFile('a STEP complex instance that cannot be read');
    const argsOpen = at + match[0].length - 1;
    const close = endOfParens(statement, argsOpen, WHERE);
    found.push({ keyword: (match[1] ?? '').toUpperCase(), open: argsOpen, close });
    at = close + 1;
  }
}

/** The DATA section without comments, or where each one was. */
function withoutComments(data: string): { text: string; comments: number } {
  let text = '';
  let copied = 0;
  let comments = 0;
  for (let i = 0; i < data.length; i += 1) {
    if (data[i] === "'") {
      i = endOfString(data, i, WHERE);
    } else if (data[i] === '/' && data[i + 1] === '*') {
      const close = data.indexOf('*/', i + 2);
      if (close < 0) throw new MalformedFile('an unterminated comment in the STEP DATA section');
      text += data.slice(copied, i);
      copied = close + 2;
      comments += 1;
      i = close + 1;
    }
  }
  return { text: text + data.slice(copied), comments };
}

/** Everything after the header: the DATA section with its identity-bearing strings rewritten. */
export function neutralData(data: string): { data: string; removed: string[]; notes: string[] } {
  const { text, comments } = withoutComments(data);
  const removed = new Set<string>(comments > 0 ? ['STEP DATA comments'] : []);
  const instances = new Map<string, number>();
  const names: string[] = [];
  const kept: string[] = [];

  const rewrite = (statement: string, keyword: string, open: number, close: number, rule: Rule): string => {
    const nth = (instances.get(keyword) ?? 0) + 1;
    instances.set(keyword, nth);
    const result = rewriteArgs(statement.slice(open, close + 1), keyword, rule, nth);
    if (result.changed) removed.add(`STEP ${keyword} strings`);
    names.push(...result.names);
    return result.text;
  };

  /** The statement rewritten, or null when it holds nothing to rewrite. */
  const neutralStatement = (statement: string): string | null => {
    const simple = /^\s*#\d+\s*=\s*([A-Za-z_][A-Za-z0-9_]*)\s*\(/.exec(statement);
    if (simple) {
      const keyword = (simple[1] ?? '').toUpperCase();
      const rule = RULES.get(keyword);
      if (!rule) return null;
      const open = simple[0].length - 1;
      const close = endOfParens(statement, open, WHERE);
      return statement.slice(0, open) + rewrite(statement, keyword, open, close, rule) + statement.slice(close + 1);
    }
    const complex = /^\s*#\d+\s*=\s*\(/.exec(statement);
    if (!complex) return null;
    const parts = partials(statement, complex[0].length - 1);
    if (!parts.some((part) => RULES.has(part.keyword))) return null;
    // Every string of an instance that is partly a person, product or document is blanked: the
    // partial entities around it (CHARACTERIZED_OBJECT's name, say) can repeat its names.
    let out = '';
    let copied = 0;
    for (const part of parts) {
      out += statement.slice(copied, part.open);
      out += rewrite(statement, part.keyword, part.open, part.close, RULES.get(part.keyword) ?? blank);
      copied = part.close + 1;
    }
    return out + statement.slice(copied);
  };

  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === "'") {
      i = endOfString(text, i, WHERE);
    } else if (text[i] === ';') {
      const statement = text.slice(start, i);
      const neutral = neutralStatement(statement);
      if (neutral === null) kept.push(statement);
      out += `${neutral ?? statement};`;
      start = i + 1;
    }
  }
  out += text.slice(start);

  // A kept string that repeats a product's or document's name (a shape representation named after
  // the file, as some exporters write) still names the buyer: the copy goes to the team.
  const distinctive = [...new Set(names.map((name) => name.trim()))].filter((name) => name.length >= 3);
  const repeated = kept.filter((statement) => {
    const literals = statement.match(/'(?:[^']|'')*'/g) ?? [];
    return literals.some((literal) => distinctive.some((name) => unquote(literal).includes(name)));
  }).length;
  const notes =
    repeated > 0
      ? [`${repeated} other STEP DATA entities repeat a product's or document's name in strings the copy keeps`]
      : [];
  return { data: out, removed: [...removed], notes };
}
