import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import pdfMake from 'pdfmake';
import type { Content, TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import type { Locale } from '../lib/i18n';
import { parseMarkdown } from '../lib/markdownPdf';

/**
 * The user manual (issue 3 item 6, spec console §2 and §7 "Manual download"): Markdown in
 * server/manual/<language>.md, laid out as a PDF by pdfmake in-process, so no browser or network
 * is needed. The Markdown ships with the server and never changes while it runs, hence one
 * rendering per language for the life of the process.
 */

const require = createRequire(import.meta.url);
/** pdfmake's own description of the Roboto files it ships (paths inside node_modules). */
const roboto = (require('pdfmake/fonts/Roboto.js') as TFontDictionary).Roboto;
const FONTS: TFontDictionary = {
  Roboto: roboto,
  // A PDF standard font: pdfkit carries its metrics, nothing is read from disk. For inline code.
  Courier: { normal: 'Courier', bold: 'Courier-Bold', italics: 'Courier-Oblique', bolditalics: 'Courier-BoldOblique' },
};
const FONT_FILES = new Set(Object.values(FONTS).flatMap((family) => Object.values(family) as string[]));

// pdfmake is a process-wide singleton; we are its only user. No remote fetches at all, and from
// disk only the font files above: the Markdown cannot make the server read anything else.
pdfMake.setFonts(FONTS);
pdfMake.setUrlAccessPolicy(() => false);
pdfMake.setLocalAccessPolicy((path) => FONT_FILES.has(path));

/** Same as BRAND.primary in src/theme.ts (not imported: that module pulls in MUI). */
const BRAND = '#1f5f5b';
const MUTED = '#5f6f6d';
const PRODUCT = 'Borgo';
const MARGIN_X = 56;

const LABELS: Record<Locale, { tagline: string; contents: string }> = {
  en: { tagline: 'Back-office console for residential districts', contents: 'Contents' },
  it: { tagline: 'Console di gestione per distretti residenziali', contents: 'Indice' },
  pt: { tagline: 'Console de gestão para distritos residenciais', contents: 'Sumário' },
};

const manualFile = (language: Locale) => new URL(`../manual/${language}.md`, import.meta.url);

/** The brand mark of the console's header, if the console's sources are beside the server. */
const logo = (() => {
  try {
    return readFileSync(new URL('../../src/assets/logo.svg', import.meta.url), 'utf8');
  } catch {
    return undefined;
  }
})();

export function manualDefinition(markdown: string, language: Locale): TDocumentDefinitions {
  const { title, intro, body } = parseMarkdown(markdown);
  const labels = LABELS[language];
  const titlePage: Content[] = [
    ...(logo ? [{ svg: logo, width: 64, margin: [0, 24, 0, 14] } as Content] : []),
    { text: PRODUCT, style: 'product' },
    { text: title, style: 'title' },
    { text: labels.tagline, style: 'tagline' },
    ...intro,
    { toc: { title: { text: labels.contents, style: 'tocTitle' }, textMargin: [0, 2, 0, 2], numberStyle: 'tocNumber' } },
    // The manual proper starts on its own page.
    { text: '', pageBreak: 'after' },
  ];
  return {
    info: { title: `${PRODUCT} – ${title}`, author: PRODUCT, subject: labels.tagline, creator: PRODUCT },
    language,
    pageSize: 'A4',
    pageMargins: [MARGIN_X, 50, MARGIN_X, 60],
    content: [...titlePage, ...body],
    footer: (page, pages) =>
      page === 1
        ? null
        : {
            columns: [`${PRODUCT} · ${title}`, { text: `${page} / ${pages}`, alignment: 'right' }],
            margin: [MARGIN_X, 26, MARGIN_X, 0],
            style: 'footer',
          },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.22, color: '#1b1b1b' },
    styles: {
      product: { fontSize: 34, bold: true, color: BRAND },
      title: { fontSize: 20, color: '#263238', margin: [0, 2, 0, 2] },
      tagline: { fontSize: 11, italics: true, color: MUTED, margin: [0, 0, 0, 22] },
      tocTitle: { fontSize: 13, bold: true, color: BRAND, margin: [0, 16, 0, 6] },
      tocNumber: { color: MUTED },
      h2: { fontSize: 15, bold: true, color: BRAND, margin: [0, 14, 0, 5] },
      h3: { fontSize: 12, bold: true, color: '#263238', margin: [0, 8, 0, 3] },
      h4: { fontSize: 11, bold: true, margin: [0, 8, 0, 3] },
      p: { margin: [0, 0, 0, 6] },
      li: { margin: [0, 0, 0, 2] },
      list: { margin: [6, 0, 0, 8] },
      nestedList: { margin: [0, 2, 0, 2] },
      code: { font: 'Courier', fontSize: 9.5, background: '#eef1f1' },
      codeBlock: { font: 'Courier', fontSize: 9, margin: [0, 0, 0, 8], background: '#eef1f1', preserveLeadingSpaces: true },
      link: { color: BRAND, decoration: 'underline' },
      note: { fontSize: 10 },
      noteTable: { margin: [0, 2, 0, 10] },
      table: { margin: [0, 2, 0, 10], fontSize: 9.5 },
      th: { bold: true },
      td: {},
      footer: { fontSize: 8.5, color: MUTED },
    },
  };
}

const cache = new Map<Locale, Promise<Buffer>>();

async function render(language: Locale): Promise<Buffer> {
  const markdown = await readFile(manualFile(language), 'utf8');
  return pdfMake.createPdf(manualDefinition(markdown, language)).getBuffer();
}

/** The manual as a PDF; rendered on first request per language, then served from memory. */
export function renderManual(language: Locale): Promise<Buffer> {
  let pdf = cache.get(language);
  if (!pdf) {
    // The promise is cached, so concurrent first requests share one rendering; a failure is not.
    pdf = render(language).catch((error: unknown) => {
      cache.delete(language);
      throw error;
    });
    cache.set(language, pdf);
  }
  return pdf;
}
