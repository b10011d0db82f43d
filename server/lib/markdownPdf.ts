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

const headingStyle = (depth: number) => (depth <= 2 ? 'h2' : depth === 3 ? 'h3' : 'h4');

function listItem(item: Tokens.ListItem): Content {
  const blocks = item.tokens.flatMap((t) => block(t, true));
  return blocks.length === 1 ? blocks[0] : { stack: blocks };
}

function block(token: Token, inList = false): Content[] {
  switch (token.type) {
    case 'heading':
      return [{ text: inline(token.tokens), style: headingStyle(token.depth), headlineLevel: token.depth, tocItem: token.depth === 2 }];
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
      return [{
        table: { widths: ['*'], body: [[{ stack: token.tokens.flatMap((t: Token) => block(t)), style: 'note' }]] },
        layout: NOTE_LAYOUT,
        style: 'noteTable',
      }];
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

/** Parses the manual: its first `#` heading is the title; blocks before the first `##` the intro. */
export function parseMarkdown(markdown: string): MarkdownDocument {
  const tokens = Lexer.lex(markdown);
  let title = '';
  const intro: Content[] = [];
  const body: Content[] = [];
  for (const token of tokens) {
    if (token.type === 'heading' && token.depth === 1 && !title) {
      title = decode(token.text);
      continue;
    }
    const target = body.length === 0 && !(token.type === 'heading' && token.depth === 2) ? intro : body;
    target.push(...block(token));
  }
  return { title, intro, body };
}
