import { Lexer, type Token, type Tokens } from 'marked';
import type { Content } from 'pdfmake/interfaces';

/**
 * Markdown → pdfmake content, for the few constructs a manual needs: headings, paragraphs,
 * bold / italic / code / links inline, bullet and numbered lists (nested too), block quotes as
 * notes, rules and simple tables. Anything else degrades to its plain text rather than failing,
 * so a stray construct in a translation never breaks the download.
 */

/** Inline pieces as pdfmake wants them inside a `text` array (styles nest by inheritance). */
type Inline = string | { text: Inline[] | string; bold?: boolean; italics?: boolean; style?: string; link?: string; decoration?: 'lineThrough' };

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

function inline(tokens: Token[] | undefined): Inline[] {
  const out: Inline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        out.push({ text: inline(token.tokens), bold: true });
        break;
      case 'em':
        out.push({ text: inline(token.tokens), italics: true });
        break;
      case 'del':
        out.push({ text: inline(token.tokens), decoration: 'lineThrough' });
        break;
      case 'codespan':
        out.push({ text: decode(token.text), style: 'code' });
        break;
      case 'link':
        out.push({ text: inline(token.tokens), link: token.href, style: 'link' });
        break;
      case 'br':
        out.push('\n');
        break;
      case 'text':
        // A text token may carry its own inline children (inside tight list items).
        if ('tokens' in token && token.tokens?.length) out.push(...inline(token.tokens));
        else out.push(decode(token.text));
        break;
      default:
        // escape, html, image alt...: their plain text is the best a PDF can do.
        out.push(decode('text' in token && typeof token.text === 'string' ? token.text : token.raw));
    }
  }
  return out;
}

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
        layout: 'noteBox',
        style: 'noteTable',
      }];
    case 'code':
      return [{ text: token.text, style: 'codeBlock' }];
    case 'hr':
      return [{ canvas: [{ type: 'line', x1: 0, y1: 0, x2: 483, y2: 0, lineWidth: 0.5, lineColor: '#b0bec5' }], margin: [0, 6, 0, 10] }];
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
