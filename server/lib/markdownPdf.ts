import { Lexer, type Token, type Tokens } from 'marked';
import type { Content, CustomTableLayout as TableLayout } from 'pdfmake/interfaces';

/**
 * Markdown → pdfmake content, for the few constructs a manual needs: headings, paragraphs,
 * bold / italic / code / links inline, bullet and numbered lists (nested too), block quotes as
 * notes, rules and simple tables. Anything else degrades to its plain text rather than failing,
 * so a stray construct in a translation never breaks the download.
 */

/**
 * One run of text with its look. pdfmake does not carry styles into nested text arrays (its
 * issue #1174), so inline Markdown is flattened into runs that each hold their inherited look.
 */
interface Run {
  text: string;
  bold?: boolean;
  italics?: boolean;
  decoration?: 'lineThrough';
  style?: string;
  link?: string;
}
type Look = Omit<Run, 'text'>;

/** The reader's view of a parsed document: the H1 (title page) apart from the body. */
export interface MarkdownDocument {
  title: string;
  /** Blocks before the first level-2 heading: the introduction. */
  intro: Content[];
  /** Everything from the first level-2 heading on. */
  body: Content[];
}

/**
 * marked's lexer keeps entities as written (`&amp;`) because its HTML renderer escapes later;
 * a PDF has no HTML layer, so decode the few a Markdown author can produce.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);

function inline(tokens: Token[] | undefined, look: Look = {}): Run[] {
  const out: Run[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        out.push(...inline(token.tokens, { ...look, bold: true }));
        break;
      case 'em':
        out.push(...inline(token.tokens, { ...look, italics: true }));
        break;
      case 'del':
        out.push(...inline(token.tokens, { ...look, decoration: 'lineThrough' }));
        break;
      case 'codespan':
        out.push({ ...look, text: decode(token.text), style: 'code' });
        break;
      case 'link':
        out.push(...inline(token.tokens, { ...look, link: token.href, style: 'link' }));
        break;
      case 'br':
        out.push({ ...look, text: '\n' });
        break;
      case 'text':
        // A text token may carry its own inline children (inside tight list items).
        if ('tokens' in token && token.tokens?.length) out.push(...inline(token.tokens, look));
        else out.push({ ...look, text: decode(token.text) });
        break;
      default:
        // escape, html, image alt...: their plain text is the best a PDF can do.
        out.push({ ...look, text: decode('text' in token && typeof token.text === 'string' ? token.text : token.raw) });
    }
  }
  return out;
}

/** Tinted band without borders, for notes. */
const NOTE_LAYOUT: TableLayout = {
  fillColor: () => '#eef5f6',
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 10,
  paddingRight: () => 10,
  paddingTop: () => 6,
  paddingBottom: () => 2,
};
const RULE_LAYOUT: TableLayout = {
  hLineWidth: (i) => (i === 1 ? 0.5 : 0),
  vLineWidth: () => 0,
  hLineColor: () => '#b0bec5',
};

/** The text of inline Markdown without its looks, for titles and the table of contents. */
const plain = (tokens: Token[] | undefined) =>
  inline(tokens)
    .map((run) => run.text)
    .join('');

const headingStyle = (depth: number) => (depth <= 2 ? 'h2' : depth === 3 ? 'h3' : 'h4');

/** Items are a few lines at most: moved whole rather than split, they read better. */
function listItem(item: Tokens.ListItem): Content {
  const blocks = item.tokens.flatMap((t) => block(t, true));
  return { stack: blocks, unbreakable: true };
}

function block(token: Token, inList = false): Content[] {
  switch (token.type) {
    case 'heading':
      // Sections (##) are listed in the table of contents, which wants plain text.
      if (token.depth <= 2) return [{ text: plain(token.tokens), style: 'h2', tocItem: true }];
      return [{ text: inline(token.tokens), style: headingStyle(token.depth) }];
    case 'paragraph':
      return [{ text: inline(token.tokens), style: inList ? 'li' : 'p' }];
    case 'text':
      // Tight list items hold bare text blocks.
      return [{ text: inline(token.tokens ?? [{ type: 'text', raw: token.raw, text: token.text }]), style: inList ? 'li' : 'p' }];
    case 'list': {
      const items = (token as Tokens.List).items.map(listItem);
      const style = inList ? 'nestedList' : 'list';
      return [token.ordered ? { ol: items, start: Number(token.start) || 1, style } : { ul: items, style }];
    }
    case 'blockquote':
      // A note: the quoted blocks on a tinted band, so tips stand out from the steps.
      return [
        {
          table: { widths: ['*'], body: [[{ stack: (token.tokens ?? []).flatMap((t: Token) => block(t)), style: 'note' }]] },
          layout: NOTE_LAYOUT,
          style: 'noteTable',
        },
      ];
    case 'code':
      return [{ text: token.text, style: 'codeBlock' }];
    case 'hr':
      // A one-cell table with only a bottom border spans the column whatever the page width.
      return [{ table: { widths: ['*'], body: [['']] }, layout: RULE_LAYOUT, margin: [0, 0, 0, 10] }];
    case 'table': {
      const table = token as Tokens.Table;
      const head = table.header.map((cell) => ({ text: inline(cell.tokens), style: 'th' }));
      const rows = table.rows.map((row) => row.map((cell) => ({ text: inline(cell.tokens), style: 'td' })));
      return [{ table: { headerRows: 1, widths: table.header.map(() => '*'), body: [head, ...rows] }, layout: 'lightHorizontalLines', style: 'table' }];
    }
    case 'space':
      return [];
    default:
      return 'text' in token && typeof token.text === 'string' && token.text.trim() ? [{ text: decode(token.text), style: 'p' }] : [];
  }
}

/** What a lead-in may pull along: a heading, a paragraph, a short list. */
const MAX_KEPT_LIST = 6;
const keepable = (token: Token) => token.type === 'heading' || token.type === 'paragraph' || (token.type === 'list' && token.items.length <= MAX_KEPT_LIST);
const isAnnouncing = (token: Token) => token.type === 'paragraph' && token.text.trimEnd().endsWith(':');

/** Rough height in body lines (about 95 characters each), enough to judge what may move whole. */
const CHARS_PER_LINE = 95;
const lines = (text: string) => Math.max(1, Math.ceil(text.length / CHARS_PER_LINE));
function weight(token: Token): number {
  if (token.type === 'heading') return 2.5;
  if (token.type === 'list') return (token as Tokens.List).items.reduce((n, item) => n + lines(item.text), 0);
  return lines(token.raw);
}
/** A paragraph and its list move together only up to this many lines; beyond, the gap costs more. */
const MAX_KEPT_LINES = 8;

/**
 * Blocks of a run of tokens, where a heading always takes the next block along and a paragraph
 * ending in ":" takes its (short) list along, as one unbreakable stack: pdfmake moves such a
 * stack to the next page whole, so no heading or "the steps are:" ends a page. One layout pass,
 * where pdfmake's pageBreakBefore hook re-lays the whole document for every break it asks for.
 */
function blocks(tokens: Token[]): Content[] {
  const out: Content[] = [];
  for (let i = 0; i < tokens.length;) {
    const run = [tokens[i]];
    let lineCount = weight(tokens[i]);
    for (let next = tokens[i + run.length]; next && keepable(next); next = tokens[i + run.length]) {
      const last = run[run.length - 1];
      const fits = lineCount + weight(next) <= MAX_KEPT_LINES;
      if (!(last.type === 'heading' || (isAnnouncing(last) && fits))) break;
      run.push(next);
      lineCount += weight(next);
    }
    i += run.length;
    const content = run.flatMap((t) => block(t));
    if (content.length === 1) out.push(content[0]);
    else if (content.length > 1) out.push({ stack: content, unbreakable: true });
  }
  return out;
}

/** Parses the manual: its first `#` heading is the title; blocks before the first `##` the intro. */
export function parseMarkdown(markdown: string): MarkdownDocument {
  const tokens = Lexer.lex(markdown).filter((t) => t.type !== 'space');
  const h1 = tokens.findIndex((t) => t.type === 'heading' && t.depth === 1);
  const title = h1 >= 0 ? plain((tokens[h1] as Tokens.Heading).tokens) : '';
  const rest = tokens.filter((_, i) => i !== h1);
  const firstSection = rest.findIndex((t) => t.type === 'heading' && t.depth === 2);
  const cut = firstSection >= 0 ? firstSection : rest.length;
  return { title, intro: blocks(rest.slice(0, cut)), body: blocks(rest.slice(cut)) };
}
